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
  // Two minutes: a race a 7-year-old keeps her attention on to the end (some twenty questions),
  // short enough that the winner is still fresh and Play again is wanted, not a chore.
  minutes: gameTimeSetting(2),
  rotate: rotateSetting,
  pace: paceSetting,
  wrong: {
    type: 'choice',
    label: 'A wrong answer',
    values: ['again', 'freeze'],
    default: 'again',
    labels: { again: 'Try again', freeze: 'Freeze for 2 seconds' },
  },
  operations: {
    type: 'list',
    label: 'Operations',
    values: ['add', 'sub', 'mul', 'div'],
    default: ['add', 'sub'],
    labels: { add: 'Add (+)', sub: 'Subtract (−)', mul: 'Multiply (×)', div: 'Divide (÷)' },
  },
} as const satisfies ToolSettings;

export const help: SettingHelp<typeof settings> = {
  ...twoPlayerHelp,
  wrong: '`again` (default): a wrong answer is crossed out and the player tries again; `freeze`: it freezes that player for 2 seconds.',
  operations: 'The operations asked: add and subtract (within 20, the default), multiply and divide (times tables 1 to 12).',
};

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Two players race to pick the answer to the same sum.',
  icon: 'math',
};
