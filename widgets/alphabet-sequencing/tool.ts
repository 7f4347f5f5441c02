import type { SettingHelp, ToolCard, ToolDeclaration, ToolSettings } from '../tool-kit/declaration';

/** Alphabet Sequencing, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'alphabet-sequencing',
  routes: ['alphabet-sequencing-game'],
  name: 'Alphabet Sequencing',
} as const satisfies ToolDeclaration;

/** Its settings: attributes, URL settings, the settings panel, share links. */
export const settings = {
  source: { type: 'choice', label: 'Text', values: ['text1', 'text2', 'generated'], default: 'text1', labels: { text1: 'Text 1', text2: 'Text 2', generated: 'Generated' } },
  case: { type: 'choice', label: 'Letters', values: ['lower', 'upper'], default: 'lower', labels: { lower: 'Lowercase', upper: 'Uppercase' } },
  alphabet: { type: 'choice', label: 'Alphabet', values: ['show', 'hide'], default: 'show', labels: { show: 'Show', hide: 'Hide' } },
} as const satisfies ToolSettings;

export const help: SettingHelp<typeof settings> = {
  source: 'The text to search: one of two short passages, or letters generated at random.',
  case: 'The letters: lowercase or uppercase.',
  alphabet: 'Show or hide the alphabet strip with the progress.',
};

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Find the letters a to z, in order, hidden in a story.',
  icon: 'target',
};
