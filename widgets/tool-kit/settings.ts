import { toolRoute, type ToolDeclaration } from './declaration';
import type { ResultListeners } from './results';

/** Attributes every tool element declares: spread into the element's own `attributeTypes`. */
export const toolAttributeTypes = {
  audio: 'string',
  // A string, not a boolean attribute: absent must mean allowed, and only `false` forbids.
  allowLinks: 'string',
  font: 'string',
  spacing: 'string',
  tint: 'string',
  bg: 'string',
  // A teacher's title for her game: the heading in place of the tool's name (/play/<code>).
  heading: 'string',
} as const;

/** The props ToolShell reads, and the two events every tool may dispatch. */
export type ToolCommonProps = ResultListeners & {
  audio?: string;
  allowLinks?: string | boolean;
  font?: string;
  spacing?: string;
  tint?: string;
  bg?: string;
  heading?: string;
  container?: ShadowRoot;
};

export const toolEvents = ['onComplete', 'onScore'] as const;

/**
 * Where the tool's own files live: the origin its module came from, so a tool on a partner's
 * page finds `/sounds/…` and `/embed/…` on VERSE, not on the partner.
 */
export function kitOrigin(): string {
  const own = new URL(import.meta.url);
  return own.protocol === 'http:' || own.protocol === 'https:' ? own.origin : location.origin;
}

/** The tool's page on the VERSE site. */
export function siteUrl(tool: Pick<ToolDeclaration, 'routes'>, origin = kitOrigin()): string {
  return `${origin}/student-apps/${toolRoute(tool)}`;
}

/** Links are allowed unless `allow-links="false"` (or the property set to false): absent means allowed. */
export const linksAllowed = (common: ToolCommonProps): boolean => String(common.allowLinks ?? true) !== 'false';
