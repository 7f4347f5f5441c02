import type { ToolCard, ToolDeclaration } from '../tool-kit/declaration';

/** Alphabet Sequencing, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'alphabet-sequencing',
  routes: ['alphabet-sequencing-game'],
  name: 'Alphabet Sequencing',
} as const satisfies ToolDeclaration;

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Find the letters a to z, in order, hidden in a story.',
  icon: 'target',
};
