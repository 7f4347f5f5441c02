import type { SiteTool } from './tools.data';

/** Every route of every student tool (`site/tools.data.ts`, from the tools' declarations). */
export { tools, type SiteTool } from './tools.data';

export const toolPath = (tool: SiteTool) => `/student-apps/${tool.route}`;
