import type { ToolCard, ToolDeclaration } from '../tool-kit/declaration';

/** Ice Fishers, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'ice-fishers',
  routes: ['ice-fishers'],
  name: 'Ice Fishers',
} as const satisfies ToolDeclaration;

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Catch the fish that carry the sound, letter or number asked for.',
  icon: 'target',
};
