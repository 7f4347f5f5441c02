import type { ToolCard, ToolDeclaration } from '../tool-kit/declaration';

/** Writing Paper, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'writing-paper',
  routes: ['writing-paper'],
  name: 'Writing Paper',
} as const satisfies ToolDeclaration;

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Handwriting lines to write on with a pen, finger or mouse.',
  icon: 'pencil',
};
