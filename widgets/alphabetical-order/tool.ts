import { paceHelp, paceSetting } from '../tool-kit/pace';
import type { SettingHelp, ToolCard, ToolDeclaration, ToolSettings } from '../tool-kit/declaration';

/** Alphabetical Order, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'alphabetical-order',
  routes: ['alphabetical-order'],
  name: 'Alphabetical Order',
} as const satisfies ToolDeclaration;

/** Its settings: attributes, URL settings, the settings panel, share links. */
export const settings = {
  subdivision: {
    type: 'choice',
    label: 'Subdivision',
    values: [1, 2, 3, 4, 5, 8, 16, 26],
    default: 4,
    labels: { 1: '1 group', 2: '2 groups', 3: '3 groups', 4: '4 groups', 5: '5 groups', 8: '8 groups', 16: '16 groups', 26: '26 groups' },
  },
  theme: { type: 'choice', label: 'Theme', values: ['desert', 'ocean', 'winter', 'summer'], default: 'desert', labels: { desert: 'Desert', ocean: 'Ocean', winter: 'Winter', summer: 'Summer' } },
  uppercase: { type: 'choice', label: 'Uppercase', values: ['true', 'false'], default: 'true', labels: { true: 'Uppercase', false: 'Lowercase' } },
  pace: paceSetting,
} as const satisfies ToolSettings;

export const help: SettingHelp<typeof settings> = {
  subdivision: 'How many letter groups the alphabet is split into: 1 to 26.',
  theme: 'The scene and the mascot that passes by: desert, ocean, winter or summer.',
  uppercase: 'Uppercase letters, or lowercase.',
  pace: `${paceHelp} Relaxed: no "2, 1" countdown before a shuffle.`,
};

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Put groups of letters back in alphabetical order.',
  icon: 'puzzle',
};
