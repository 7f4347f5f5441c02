import type { ToolCard, ToolDeclaration } from '../tool-kit/declaration';

/** Math It, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'math-it',
  routes: ['math-it'],
  name: 'Math It',
} as const satisfies ToolDeclaration;

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Two players race to pick the answer to the same sum.',
  icon: 'math',
};
