import type { ToolCard, ToolDeclaration } from '../tool-kit/declaration';

/** Place Value Showdown, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'place-value-showdown',
  routes: ['place-value-showdown'],
  name: 'Place Value Showdown',
} as const satisfies ToolDeclaration;

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Put each digit drawn in the ones, tens or hundreds: the greater number wins the round.',
  icon: 'math',
};
