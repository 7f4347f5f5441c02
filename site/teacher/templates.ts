// The templates a teacher's activity plays as: the six cards of Create Games and the word tools a
// word list can switch to, each with its tool's declaration (widgets/<tool>/tool.ts: its settings
// and their help), and how an activity's content and settings become the element's attributes.
import { activitySets, type ActivityContent, type ContentKind, type Template } from '../../contract/teacher';
import { CARD_TEMPLATES, TEMPLATE_CARDS, TEMPLATE_CONTENT } from '../../contract/templates.data';
import type { Setting } from '../../widgets/tool-kit/declaration';
import type { IconName } from '../components/Icon';
import { templateTools } from './declarations.data';

/** The six cards of Create Games (the spec's titles, the tools' icons), from the tools' `teacher` entries. */
export const CARDS = TEMPLATE_CARDS as Readonly<Record<(typeof CARD_TEMPLATES)[number], { title: string; text: string; icon: IconName }>>;

type DeclaredTool = (typeof templateTools)[number];

/** A template's tool as declared, or undefined while that tool is not part of the suite yet. */
export const toolOf = (template: Template): DeclaredTool | undefined => templateTools.find((tool) => tool.id === template);

/** A template's name for people: its tool's name. */
export const templateName = (template: Template): string => TEMPLATE_CARDS[template]?.title ?? toolOf(template)?.name ?? template;

/** A template's own settings that the editor offers, with their help. */
export function editableSettings(template: Template): { name: string; setting: Setting; help: string }[] {
  const tool = toolOf(template);
  if (!tool) return [];
  const contentKinds = TEMPLATE_CONTENT[template];
  return Object.entries(tool.settings)
    .filter(([name]) => activitySets(template, name))
    // A lesson plays where a word list is empty; groups and sentences are never empty.
    .filter(([name]) => name !== 'lesson' || contentKinds.includes('words'))
    .map(([name, setting]) => ({ name, setting, help: tool.help[name] ?? '' }));
}

/** The content a new activity of a template starts with. */
export function emptyContent(kind: ContentKind): ActivityContent {
  if (kind === 'words') return { kind, words: [] };
  if (kind === 'sentences') return { kind, sentences: [] };
  if (kind === 'groups')
    return {
      kind,
      groups: [
        { name: '', items: [] },
        { name: '', items: [] },
      ],
    };
  return { kind: 'none' };
}

/** The prompts a content asks, in its order: what a result's items are named by when the tool plays them in order. */
export const contentItems = (content: ActivityContent): string[] =>
  content.kind === 'words' ? content.words : content.kind === 'sentences' ? content.sentences : content.kind === 'groups' ? content.groups.flatMap((g) => g.items) : [];

/** How many items a content holds. */
export const itemCount = (content: ActivityContent): number => contentItems(content).length;

/** A name or item without the marks the tool's text format separates with. */
const plain = (text: string, marks: RegExp) => text.replace(marks, ' ').replace(/\s+/g, ' ').trim();

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The element's attributes for an activity: the template's settings the tool declares, and its
 * content in the setting the tool reads it from (a word list as `words`, one per line; sentences as
 * `sentences`, one per line; groups as `groups`, `name:item,item` with `|` between groups, or as the
 * wheel's `words` for the Spinner Wheel).
 */
export function playAttributes(template: Template, content: ActivityContent, settings: Record<string, string>): Record<string, string> {
  const declared = toolOf(template)?.settings ?? {};
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(settings)) {
    if (name in declared && activitySets(template, name)) attributes[kebab(name)] = value;
  }
  const put = (name: string, text: string) => {
    if (name in declared) attributes[kebab(name)] = text;
  };
  if (content.kind === 'words') put('words', content.words.join('\n'));
  if (content.kind === 'sentences') put('sentences', content.sentences.join('\n'));
  if (content.kind === 'groups') {
    if ('groups' in declared) put('groups', content.groups.map((group) => `${plain(group.name, /[:|,]/g)}:${group.items.map((item) => plain(item, /[|,]/g)).join(',')}`).join('|'));
    else put('words', contentItems(content).join('\n'));
  }
  if ('content' in declared && content.kind === 'words') put('content', 'words');
  return attributes;
}

