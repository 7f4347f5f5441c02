import type { ToolCard, ToolDeclaration } from '../tool-kit/declaration';

/** b and d, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'b-and-d',
  routes: ['b-and-d'],
  name: 'b and d',
} as const satisfies ToolDeclaration;

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Drive the car along the letter to tell b from d.',
  icon: 'letters',
};
