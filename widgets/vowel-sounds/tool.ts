import type { ToolCard, ToolDeclaration } from '../tool-kit/declaration';

/** Vowel Sounds, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'vowel-sounds',
  routes: ['vowel-sounds'],
  name: 'Vowel Sounds',
} as const satisfies ToolDeclaration;

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Tap each vowel and hear its short sound.',
  icon: 'sparkle',
};
