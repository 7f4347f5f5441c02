import { paceHelp, paceSetting } from '../tool-kit/pace';
import type { SettingHelp, ToolCard, ToolDeclaration, ToolSettings } from '../tool-kit/declaration';

/** Match It, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'match-it',
  // `group-it`: the game's older name, the same page.
  routes: ['match-it', 'group-it'],
  name: 'Match It',
} as const satisfies ToolDeclaration;

/** Its settings: attributes, URL settings, the settings panel, share links. */
export const settings = {
  center: { type: 'choice', label: 'Center Toggle', values: ['A', 'B'], default: 'A', caseless: true },
  cards: { type: 'choice', label: 'Number of Cards', values: [2, 3, 4, 5, 6], default: 6 },
  gameType: { type: 'choice', label: 'Game Type', values: ['numbers', 'letters'], default: 'numbers', labels: { numbers: 'Numbers 1-10', letters: 'Letters' } },
  symbol: {
    type: 'choice',
    label: 'Symbols (mode B)',
    values: ['cycle', 'dot', 'star', 'heart', 'square'],
    default: 'cycle',
    labels: { cycle: 'Take turns', dot: 'Dots', star: 'Stars', heart: 'Hearts', square: 'Squares' },
  },
  pace: paceSetting,
} as const satisfies ToolSettings;

export const help: SettingHelp<typeof settings> = {
  center: 'A shows the centre number as a numeral (letters: capital); B as that many symbols in a ten frame (letters: small). Player cards show numerals, letters in the other case.',
  cards: 'How many player cards: 2 to 6.',
  gameType: 'Numbers (1-10) or letters (a-z).',
  symbol: "Mode B's symbol: dots, stars, hearts or squares; or take turns, changing with each match in a row through dots, stars, hearts, squares, triangles and diamonds.",
  pace: `${paceHelp} Relaxed: no 60-second clock; the game ends when 10 cards are claimed.`,
};

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Beat the clock: find the card that matches the centre card, number or letter.',
  icon: 'clock',
};
