import type { ToolCard, ToolDeclaration } from '../tool-kit/declaration';

/** Name It, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'name-it',
  routes: ['name-it'],
  name: 'Name It',
} as const satisfies ToolDeclaration;

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Two players race to find the picture their card shares with the centre card.',
  icon: 'eye',
};
