import type { ToolCard, ToolDeclaration } from '../tool-kit/declaration';

/** Grammar, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'grammar',
  routes: ['grammar'],
  name: 'Grammar',
} as const satisfies ToolDeclaration;

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Put the word-class animals on picture word cards: noun, verb, adjective and more.',
  icon: 'book',
};
