import type { ToolCard, ToolDeclaration } from '../tool-kit/declaration';

/** Match It, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'match-it',
  // `group-it`: the game's older name, the same page.
  routes: ['match-it', 'group-it'],
  name: 'Match It',
} as const satisfies ToolDeclaration;

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Beat the clock: find the card that matches the centre card, number or letter.',
  icon: 'clock',
};
