import type { ToolCard, ToolDeclaration } from '../tool-kit/declaration';

/** Alphabetical Order, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'alphabetical-order',
  routes: ['alphabetical-order'],
  name: 'Alphabetical Order',
} as const satisfies ToolDeclaration;

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Put groups of letters back in alphabetical order.',
  icon: 'puzzle',
};
