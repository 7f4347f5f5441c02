import type { ToolCard, ToolDeclaration } from '../tool-kit/declaration';

/** Whack-a-mole, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'whack-a-mole',
  routes: ['whack-a-mole'],
  name: 'Whack-a-mole',
} as const satisfies ToolDeclaration;

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Whack the moles that carry the word or the sound pattern asked for.',
  icon: 'hand',
};
