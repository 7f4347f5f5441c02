import type { IconName } from './components/Icon';
import { toolTag } from '../widgets/tool-kit/declaration';
import { studentTools } from '../widgets/tools';
import type { SiteTool } from './tools';

/**
 * Every student tool as the site shows it, one entry per route (a tool's older routes unlisted),
 * from the tools' declarations. The build writes this list out as data (`*.data.ts`).
 */
export const tools: SiteTool[] = studentTools.flatMap((tool) =>
  tool.routes.map((route, index) => ({ route, tag: toolTag(tool), name: tool.name, blurb: tool.blurb, icon: tool.icon satisfies IconName, ...(index > 0 && { unlisted: true }) })),
);
