import type { ToolCard, ToolDeclaration } from '../tool-kit/declaration';

/** Letter Tiles, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'letter-tiles',
  routes: ['letter-tiles'],
  name: 'Letter Tiles',
} as const satisfies ToolDeclaration;

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Build words with letter, sound and suffix tiles.',
  icon: 'spell',
};
