/**
 * A student tool's identity, declared once in its folder's `tool.ts` (`tool`, and the site's
 * `card`) and listed in `widgets/tools.ts`: plain data (no DOM) that the elements, the site, the
 * build and the worker all read. Everything else that names a tool (its results, its pages, its
 * embed page's title, the site's menu and cards, the manifest) is derived from it.
 */

/** The icons the site draws on a tool's card and menu entry. */
export type ToolIcon = 'spell' | 'pencil' | 'letters' | 'sparkle' | 'target' | 'book' | 'puzzle' | 'eye' | 'math' | 'hand' | 'clock';

export type ToolDeclaration = {
  /** The tool's id: its folder, its results' `tool`, and its element's tag after `verse-` (define.ts registers `verse-<id>`). */
  id: string;
  /** Its pages under `/student-apps/` and `/embed/`: the first is its own, the others older addresses that still work (unlisted). */
  routes: readonly [string, ...string[]];
  /** Its name: the tool's heading, the page title `<name> - VERSE`, the menu entry and the card heading. */
  name: string;
};

/** How the site shows a tool besides its name: its card on `/student-apps` and its menu entry. Only the site's build reads it. */
export type ToolCard = {
  /** One sentence for its card. */
  blurb: string;
  icon: ToolIcon;
};

/** A tool's own page under `/student-apps/` and `/embed/`. */
export const toolRoute = (tool: Pick<ToolDeclaration, 'routes'>): string => tool.routes[0];

/** A tool's element's tag: `verse-<id>`. */
export const toolTag = (tool: Pick<ToolDeclaration, 'id'>): `verse-${string}` => `verse-${tool.id}`;

/** A tool's page title: `<name> - VERSE`. */
export const toolTitle = (tool: Pick<ToolDeclaration, 'name'>): string => `${tool.name} - VERSE`;
