import { elementNames, type ElementMeta } from '../runtime/meta';
import { settingText, toolTitle, type SettingHelp, type ToolDeclaration, type ToolSettings } from './declaration';

export type AttributeDoc = ElementMeta['attributes'][number];
export type EventDoc = ElementMeta['events'][number];
type CssDoc = NonNullable<ElementMeta['cssProperties']>[number];

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

/**
 * What a tool's docs take from its declaration: its tag, its class (`VerseLetterTiles` for
 * `verse-letter-tiles`, the name element.ts exports), its folder (the id), an embed page for
 * each of its routes, titled `<name> - VERSE`, and its declared settings (which those pages check).
 */
export function toolMeta(tool: ToolDeclaration, settings?: ToolSettings): Pick<ElementMeta, 'tag' | 'className' | 'folder' | 'embed' | 'settings'> {
  return { ...elementNames(tool.id), embed: tool.routes.map((path) => ({ path, title: toolTitle(tool) })), ...(settings && { settings }) };
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

/**
 * The custom properties a tool's styles may read (the runtime's base.css gives their defaults), in
 * the order its docs list them. `font` is the one whose meaning is the same in every tool.
 */
const toolCssProperties = {
  accent: { name: '--verse-accent', default: '#2f5d8a' },
  focus: { name: '--verse-focus', default: '#f0a500' },
  ok: { name: '--verse-ok', default: '#1e7a46' },
  error: { name: '--verse-error', default: '#b42318' },
  background: { name: '--verse-tool-background', default: '#faf7f2' },
  font: { name: '--verse-font', default: 'inherit', description: 'Font family of the controls.' },
} as const;

/** What each custom property the tool reads colours in it (`font: true` where the controls take the page's font). */
type ToolCss = { [K in Exclude<keyof typeof toolCssProperties, 'font'>]?: string } & { font?: true };

/** A student tool's own sentences: all its docs say that its declaration and the kit do not. */
export type ToolDocs = {
  summary: string;
  /** When it sends its `complete` event, and the score that event carries. */
  complete: string;
  /** When it sends its `score` event (or why it never does). */
  score: string;
  parts?: ElementMeta['parts'];
  css: ToolCss;
};

/**
 * A student tool's docs (its meta.ts's `meta`): what `toolMeta` takes from its declaration, the
 * attributes every tool has then its declared settings with their help, the kit's two events with
 * what they mean for it, its parts and the custom properties it reads. Docs only: meta.ts calls it
 * under a `@__PURE__` mark, so no element bundle carries a sentence of it (`npm run size` checks).
 */
export function toolElement<T extends ToolSettings>(
  tool: ToolDeclaration,
  docs: ToolDocs & ({ settings: T; help: SettingHelp<T> } | { settings?: undefined; help?: undefined }),
): ElementMeta {
  const [complete, score] = toolEventDocs;
  return {
    ...toolMeta(tool, docs.settings),
    summary: docs.summary,
    attributes: [...toolAttributeDocs, ...(docs.settings && docs.help ? settingDocs(docs.settings, docs.help) : [])],
    events: [
      { ...complete!, description: docs.complete },
      { ...score!, description: docs.score },
    ],
    parts: docs.parts ?? [],
    cssProperties: Object.entries(toolCssProperties).flatMap(([key, property]): CssDoc[] => {
      const own = docs.css[key as keyof ToolCss];
      return own ? [{ name: property.name, description: own === true ? toolCssProperties.font.description : own, default: property.default }] : [];
    }),
  };
}
