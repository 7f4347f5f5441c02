import type { SettingHelp, TeacherEntry, ToolCard, ToolDeclaration, ToolSettings } from '../tool-kit/declaration';

/** Place Value Showdown, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'place-value-showdown',
  routes: ['place-value-showdown'],
  name: 'Place Value Showdown',
} as const satisfies ToolDeclaration;

/** Its settings: attributes, URL settings, the settings panel, share links. */
export const settings = {
  players: { type: 'choice', label: 'Players', values: ['2', 'computer'], default: '2', labels: { 2: 'Two players', computer: 'Against the computer' } },
  places: { type: 'choice', label: 'Places', values: [3, 4], default: 3, labels: { 3: 'Hundreds', 4: 'Thousands' } },
  goal: { type: 'choice', label: 'Goal', values: ['greater', 'lesser'], default: 'greater', labels: { greater: 'Greater wins', lesser: 'Lesser wins' } },
  rounds: { type: 'choice', label: 'Rounds', values: [3, 5, 7], default: 3, labels: { 3: 'Best of 3', 5: 'Best of 5', 7: 'Best of 7' } },
} as const satisfies ToolSettings;

export const help: SettingHelp<typeof settings> = {
  players: 'Two players on one device, or one player against the computer.',
  places: 'Numbers to the hundreds (3 places) or to the thousands (4 places).',
  goal: 'Whether the greater or the lesser number wins a round.',
  rounds: 'Best of 3, 5 or 7 rounds.',
};

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Put each digit drawn in the ones, tens or hundreds: the greater number wins the round.',
  icon: 'math',
};

/** What a teacher's activity of it is (the teacher workspace's template; read by the site's build and the worker only). */
export const teacher = { place: 2, content: ['none'], card: { text: 'Ones, tens and hundreds in a head-to-head number game.' } } as const satisfies TeacherEntry;
