import type { SettingHelp, ToolCard, ToolDeclaration, ToolSettings } from '../tool-kit/declaration';

/** Vowel Sounds, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'vowel-sounds',
  routes: ['vowel-sounds'],
  name: 'Vowel Sounds',
} as const satisfies ToolDeclaration;

/** Its settings: attributes, URL settings, the settings panel, share links. */
export const settings = {
  case: { type: 'choice', label: 'Letters', values: ['lower', 'upper', 'mixed'], default: 'lower', labels: { lower: 'Lowercase', upper: 'Uppercase', mixed: 'Mixed' } },
  voice: { type: 'choice', label: 'Voice', values: ['on', 'off'], default: 'on', labels: { on: 'On', off: 'Off' } },
} as const satisfies ToolSettings;

export const help: SettingHelp<typeof settings> = {
  case: 'The letters: lowercase, uppercase, or mixed (14 of each).',
  voice: 'On says each selected letter and a word with its short sound ("a, apple"); off stays quiet.',
};

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Tap each vowel and hear its short sound.',
  icon: 'sparkle',
};
