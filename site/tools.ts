import type { ToolIcon } from '../widgets/tool-kit/declaration';

/** A student tool as the site shows it: at `/student-apps/<route>`, in the VERSE Tools menu and on /student-apps. */
export type SiteTool = {
  route: string;
  tag: `verse-${string}`;
  /** The tool's name: page title `<name> - VERSE`, menu entry, card heading. */
  name: string;
  blurb: string;
  icon: ToolIcon;
  /** Not listed in the menu (the route still works). */
  unlisted?: boolean;
};

/** Every route of every student tool (`site/tools.data.ts`, from the tools' declarations). */
export { tools } from './tools.data';

export const toolPath = (tool: SiteTool) => `/student-apps/${tool.route}`;
