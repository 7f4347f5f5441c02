import type { SettingHelp, ToolCard, ToolDeclaration, ToolSettings } from '../tool-kit/declaration';

/** Grammar, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'grammar',
  routes: ['grammar'],
  name: 'Grammar',
} as const satisfies ToolDeclaration;

/** Its settings: attributes, URL settings, the settings panel, share links. */
export const settings = {
  level: { type: 'choice', label: 'Level', values: ['1', '2', '3'], default: '1' },
  mode: { type: 'choice', label: 'Mode', values: ['check', 'free'], default: 'check', labels: { check: 'Check answers', free: 'Free' } },
} as const satisfies ToolSettings;

export const help: SettingHelp<typeof settings> = {
  level: 'The words and the animals: 1 (noun, verb, adjective), 2 (adds adverb, pronoun, preposition) or 3 (adds conjunction, article, interjection, proper noun).',
  mode: 'Check answers marks each card right or wrong and reports the score; Free lets a tutor place animals freely.',
};

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Put the word-class animals on picture word cards: noun, verb, adjective and more.',
  icon: 'book',
};
