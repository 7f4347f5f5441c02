import type { SettingHelp, ToolCard, ToolDeclaration, ToolSettings } from '../tool-kit/declaration';
import { paceSetting } from '../tool-kit/pace';
import { gameTimeSetting, rotateSetting, twoPlayerHelp } from '../tool-kit/two-player/two-player';

/** Math It, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'math-it',
  routes: ['math-it'],
  name: 'Math It',
} as const satisfies ToolDeclaration;

/** Its settings: attributes, URL settings, the settings panel, share links. */
export const settings = {
  minutes: gameTimeSetting(5),
  rotate: rotateSetting,
  pace: paceSetting,
  operations: {
    type: 'list',
    label: 'Operations',
    values: ['add', 'sub', 'mul', 'div'],
    default: ['add', 'sub', 'mul', 'div'],
    labels: { add: 'Add (+)', sub: 'Subtract (−)', mul: 'Multiply (×)', div: 'Divide (÷)' },
  },
} as const satisfies ToolSettings;

export const help: SettingHelp<typeof settings> = {
  ...twoPlayerHelp,
  operations: 'The operations asked: add, subtract, multiply, divide (numbers 1 to 12).',
};

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Two players race to pick the answer to the same sum.',
  icon: 'math',
};
