import * as z from 'zod/mini';
import type { ElementMeta } from '../runtime/meta';
import { FONTS, SPACINGS, TINTS } from './comfort';
import { toolRoute, type ResultDetail, type ToolId } from './results';

export type AttributeDoc = ElementMeta['attributes'][number];
export type EventDoc = ElementMeta['events'][number];

/** Attributes every tool element declares: spread into the element's own `attributeTypes`. */
export const toolAttributeTypes = {
  audio: 'string',
  allowLinks: 'boolean',
  font: 'string',
  spacing: 'string',
  tint: 'string',
  bg: 'string',
} as const;

/** The props ToolShell reads, and the two events every tool may dispatch. */
export type ToolCommonProps = {
  audio?: string;
  allowLinks?: boolean;
  font?: string;
  spacing?: string;
  tint?: string;
  bg?: string;
  onComplete?: (d: ResultDetail) => void;
  onScore?: (d: ResultDetail) => void;
  container?: ShadowRoot;
};

export const toolAttributeDocs: AttributeDoc[] = [
  { name: 'audio', type: 'string', description: '`muted` starts with sound off, `enabled` with sound on; otherwise the choice remembered on the device.' },
  {
    name: 'allow-links',
    type: 'boolean',
    description: '`false` hides every link that leaves the tool (such as "Open in VERSE" in an embed).',
    default: 'true',
  },
  {
    name: 'font',
    type: 'string',
    description: `Reading font: ${FONTS.map((f) => `\`${f}\``).join(', ')}. Overrides the choice remembered on the device.`,
    default: 'lexend',
  },
  {
    name: 'spacing',
    type: 'string',
    description: `Letter and word spacing: ${SPACINGS.map((s) => `\`${s}\``).join(', ')}.`,
    default: 'normal',
  },
  {
    name: 'tint',
    type: 'string',
    description: `Soft background tint: ${Object.keys(TINTS).map((t) => `\`${t}\``).join(', ')}.`,
    default: 'none',
  },
  { name: 'bg', type: 'string', description: '`transparent` lets the page behind show through the tool.' },
];

export const toolEvents = ['onComplete', 'onScore'] as const;

const resultShape = "{ tool; verb: 'completed' | 'answered'; score?; max?; success?; durationMs }";
export const toolEventDocs: EventDoc[] = [
  { name: 'complete', detail: resultShape, description: 'A round or activity was finished.' },
  { name: 'score', detail: resultShape, description: 'The student answered (score so far, or the answer was right or wrong).' },
];

/**
 * Where the tool's own files live: the origin its module came from, so a tool on a partner's
 * page finds `/sounds/…` and `/embed/…` on VERSE, not on the partner.
 */
export function kitOrigin(): string {
  const own = new URL(import.meta.url);
  return own.protocol === 'http:' || own.protocol === 'https:' ? own.origin : location.origin;
}

type UrlType = 'string' | 'boolean' | 'number';

const booleanText = z.enum(['true', 'false', '']);
const common: Record<string, z.ZodMiniType<string>> = {
  audio: z.enum(['muted', 'enabled']),
  'allow-links': booleanText,
  font: z.enum(FONTS),
  spacing: z.enum(SPACINGS),
  tint: z.enum(Object.keys(TINTS) as [string, ...string[]]),
  bg: z.enum(['transparent']),
};
const byType: Record<UrlType, z.ZodMiniType<string>> = {
  string: z.string().check(z.maxLength(200)),
  boolean: booleanText,
  number: z.string().check(z.refine((v) => v.trim() !== '' && Number.isFinite(Number(v)))),
};

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * An embed page's URL as element attributes: the settings every tool accepts (`bg`, `audio`,
 * `allowLinks`, `font`, `spacing`, `tint`) and the tool's own (`extra`, by URL name). Names come
 * back kebab-cased (`allowLinks` → `allow-links`); unknown or invalid values are dropped with one
 * console warning.
 */
export function readToolUrlSettings(search: string, extra: Record<string, UrlType> = {}): Record<string, string> {
  const schemas: Record<string, z.ZodMiniType<string>> = { ...common };
  for (const [name, type] of Object.entries(extra)) schemas[kebab(name)] = byType[type];
  const attributes: Record<string, string> = {};
  const dropped: string[] = [];
  for (const [name, value] of new URLSearchParams(search)) {
    const attribute = kebab(name);
    const parsed = schemas[attribute]?.safeParse(value);
    if (parsed?.success) {
      attributes[attribute] = parsed.data === '' && (attribute === 'allow-links' || extra[name] === 'boolean') ? 'true' : parsed.data;
    } else dropped.push(name);
  }
  if (dropped.length) console.warn(`VERSE: ignored URL settings: ${dropped.join(', ')}.`);
  return attributes;
}

/** The configured embed page of a tool: `/embed/<route>?<settings>` on the kit's origin. */
export function embedUrl(tool: ToolId, params: Record<string, string> = {}, origin = kitOrigin()): string {
  const query = new URLSearchParams(params).toString();
  return `${origin}/embed/${toolRoute(tool)}${query ? `?${query}` : ''}`;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The `<iframe>` a partner pastes: the embed URL, a title for screen readers, full width. */
export function embedSnippet(src: string, title: string, height: number): string {
  return `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" width="100%" height="${Math.round(height)}" allow="autoplay; clipboard-write"></iframe>`;
}

/** The tool's page on the VERSE site. */
export function siteUrl(tool: ToolId, origin = kitOrigin()): string {
  return `${origin}/student-apps/${toolRoute(tool)}`;
}
