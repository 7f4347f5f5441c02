import type { ToolCard, ToolDeclaration } from '../tool-kit/declaration';

/** PDF Viewer, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'pdf-viewer',
  routes: ['pdf-viewer'],
  name: 'PDF Viewer',
} as const satisfies ToolDeclaration;

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Read worksheets and readers, and write on the pages.',
  icon: 'book',
};
