import type { ElementMeta } from '../runtime/meta';
import { settingText, toolTag, toolTitle, type SettingHelp, type ToolDeclaration, type ToolSettings } from './declaration';

export type AttributeDoc = ElementMeta['attributes'][number];
export type EventDoc = ElementMeta['events'][number];

/** Docs of the attributes every tool has (spread into a tool's meta `attributes`); never bundled. */
export const toolAttributeDocs: AttributeDoc[] = [
  { name: 'audio', type: 'string', description: '`muted` starts with sound off, `enabled` with sound on; otherwise the choice remembered on the device.' },
  {
    name: 'allow-links',
    type: 'string',
    description: '`false` hides every link that leaves the tool (such as "Open in VERSE" in an embed).',
    default: 'true',
  },
  {
    name: 'font',
    type: 'string',
    description: 'Reading font: `lexend`, `opendyslexic` or `atkinson` (Atkinson Hyperlegible). Overrides the choice remembered on the device.',
    default: 'lexend',
  },
  { name: 'spacing', type: 'string', description: 'Letter and word spacing: `normal` or `wide`.', default: 'normal' },
  {
    name: 'tint',
    type: 'string',
    description: 'Soft background tint: `none`, `cream`, `blue`, `green`, `rose`, `lilac` or `grey`.',
    default: 'none',
  },
  { name: 'bg', type: 'string', description: '`transparent` lets the page behind show through the tool.' },
  { name: 'heading', type: 'string', description: 'The heading in place of the tool’s name: a teacher’s title for her game.' },
];

const resultShape = "{ tool; verb: 'completed' | 'answered'; score?; max?; success?; durationMs }";

/** Docs of the events every tool may dispatch; never bundled. */
export const toolEventDocs: EventDoc[] = [
  { name: 'complete', detail: resultShape, description: 'A round or activity was finished.' },
  { name: 'score', detail: resultShape, description: 'The student answered (the score so far, or whether the answer was right).' },
];

const pascal = (tag: string) => tag.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());

/**
 * What a tool's docs take from its declaration: its tag, its class (`VerseLetterTiles` for
 * `verse-letter-tiles`, the name element.ts exports), its folder (the id), an embed page for
 * each of its routes, titled `<name> - VERSE`, and its declared settings (which those pages check).
 */
export function toolMeta(tool: ToolDeclaration, settings?: ToolSettings): Pick<ElementMeta, 'tag' | 'className' | 'folder' | 'embed' | 'settings'> {
  return { tag: toolTag(tool), className: pascal(toolTag(tool)), folder: tool.id, embed: tool.routes.map((path) => ({ path, title: toolTitle(tool) })), ...(settings && { settings }) };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const quoted = (values: readonly unknown[]) => values.map((value) => `\`${String(value)}\``).join(', ');

/** The docs of a tool's own attributes, from its declared settings and their help. */
export function settingDocs<T extends ToolSettings>(settings: T, help: SettingHelp<T>): AttributeDoc[] {
  return Object.entries(settings).map(([name, setting]) => {
    const allowed =
      setting.type == 'choice'
        ? `One of ${quoted(setting.values)}.`
        : setting.type == 'list'
          ? `Some of ${quoted(setting.values)}, comma-separated.`
          : setting.type == 'number'
            ? `A whole number from ${setting.min} to ${setting.max}.`
            : `Up to ${setting.maxLength} characters.`;
    return { name: kebab(name), type: setting.type == 'number' ? 'number' : 'string', description: `${help[name]} ${allowed}`, default: settingText(setting.default) || undefined };
  });
}
