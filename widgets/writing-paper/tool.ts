import type { SettingHelp, ToolCard, ToolDeclaration, ToolSettings } from '../tool-kit/declaration';

/** Writing Paper, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'writing-paper',
  routes: ['writing-paper'],
  name: 'Writing Paper',
} as const satisfies ToolDeclaration;

/** Its settings: attributes, URL settings, the settings panel, share links. */
export const settings = {
  lines: { type: 'choice', label: 'Lines', values: [5, 10], default: 5, labels: { 5: '5 lines', 10: '10 lines' } },
  color: { type: 'choice', label: 'Pen', values: ['black', 'blue', 'red', 'green', 'purple', 'orange'], default: 'black', caseless: true },
} as const satisfies ToolSettings;

export const help: SettingHelp<typeof settings> = {
  lines: 'Handwriting lines on the page: 5 or 10.',
  color: 'The pen colour to start with: black, blue, red, green, purple or orange.',
};

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Handwriting lines to write on with a pen, finger or mouse.',
  icon: 'pencil',
};
