import { toolRoute, type ToolDeclaration } from './declaration';
import { kitOrigin } from './settings';

// What the settings panel's Copy link and Copy embed code give: loaded with the panel, never with a tool.

/** The configured embed page of a tool: `/embed/<route>?<settings>` on the kit's origin. */
export function embedUrl(tool: Pick<ToolDeclaration, 'routes'>, params: Record<string, string> = {}, origin = kitOrigin()): string {
  const query = new URLSearchParams(params).toString();
  return `${origin}/embed/${toolRoute(tool)}${query ? `?${query}` : ''}`;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The `<iframe>` a partner pastes: the embed URL, a title for screen readers, full width. */
export function embedSnippet(src: string, title: string, height: number): string {
  return `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" width="100%" height="${Math.round(height)}" allow="autoplay; clipboard-write"></iframe>`;
}
