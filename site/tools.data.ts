import type { IconName } from './components/Icon';
import { toolTag, type ToolIcon } from '../widgets/tool-kit/declaration';
import { studentTools } from '../widgets/tools';

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

/**
 * Every student tool as the site shows it, one entry per route (a tool's older routes unlisted),
 * from the tools' declarations. The build writes this list out as data (`*.data.ts`).
 */
export const tools: SiteTool[] = studentTools.flatMap((tool) =>
  tool.routes.map((route, index) => ({ route, tag: toolTag(tool), name: tool.name, blurb: tool.blurb, icon: tool.icon satisfies IconName, ...(index > 0 && { unlisted: true }) })),
);
