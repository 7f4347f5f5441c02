// A page's URL as its tool element's attributes: the embed pages (`/embed/<route>?lines=10`) and
// the tools' own pages on the site (`/student-apps/<route>?lesson=5`, loaded there only when the
// address has a query). Only those pages use this (and zod with it): tools never carry it.
import * as z from 'zod/mini';
import type { AttributeTypes } from '../runtime';
import { FONTS, SPACINGS, TINTS } from './comfort';
import { parseSetting, type ToolSettings } from './declaration';

type UrlType = 'string' | 'boolean' | 'number';

function schemas(extra: Record<string, UrlType>): Record<string, z.ZodMiniType<string>> {
  const booleanText = z.enum(['true', 'false', '']);
  const byType: Record<UrlType, z.ZodMiniType<string>> = {
    string: z.string().check(z.maxLength(200)),
    boolean: booleanText,
    number: z.string().check(z.refine((v) => v.trim() !== '' && Number.isFinite(Number(v)))),
  };
  const known: Record<string, z.ZodMiniType<string>> = {
    audio: z.enum(['muted', 'enabled']),
    'allow-links': booleanText,
    font: z.enum(FONTS),
    spacing: z.enum(SPACINGS),
    tint: z.enum(Object.keys(TINTS) as [string, ...string[]]),
    bg: z.enum(['transparent']),
  };
  for (const [name, type] of Object.entries(extra)) known[kebab(name)] = byType[type];
  return known;
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * An embed page's URL as element attributes: the settings every tool accepts (`bg`, `audio`,
 * `allowLinks`, `font`, `spacing`, `tint`) and the element's own (`extra`, by URL name and type;
 * a student tool's declared `settings` are checked against what each allows). Names come back
 * kebab-cased (`allowLinks` → `allow-links`); unknown or invalid values are dropped with one
 * console warning.
 */
export function readToolUrlSettings(search: string, extra: Record<string, UrlType> = {}, settings: ToolSettings = {}): Record<string, string> {
  const known = schemas(extra);
  for (const [name, setting] of Object.entries(settings)) {
    known[kebab(name)] = z.string().check(z.refine((value) => parseSetting(setting, value) !== undefined));
  }
  const attributes: Record<string, string> = {};
  const dropped: string[] = [];
  for (const [name, value] of new URLSearchParams(search)) {
    const attribute = kebab(name);
    const parsed = known[attribute]?.safeParse(value);
    if (parsed?.success) {
      attributes[attribute] = parsed.data === '' && (attribute === 'allow-links' || extra[name] === 'boolean') ? 'true' : parsed.data;
    } else dropped.push(name);
  }
  if (dropped.length) console.warn(`VERSE: ignored URL settings: ${dropped.join(', ')}.`);
  return attributes;
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Gives a tool's element (or any element) the settings of a page's URL (`search`) as attributes,
 * once its class is defined: those its `attributeTypes` declare, each checked by its type and, for
 * a student tool's `settings` when the page has them, by what the setting allows.
 */
export async function applyUrlSettings(element: HTMLElement, search: string, settings: ToolSettings = {}): Promise<void> {
  const elementClass = (await customElements.whenDefined(element.localName)) as { attributeTypes?: AttributeTypes };
  const types = elementClass.attributeTypes ?? {};
  const extra = Object.fromEntries(Object.entries(types).filter(([, type]) => type !== 'json')) as Record<string, UrlType>;
  for (const [attribute, value] of Object.entries(readToolUrlSettings(search, extra, settings))) {
    if (camel(attribute) in types) element.setAttribute(attribute, value);
  }
}
