import { TEMPLATES } from '../../contract/templates.data';
import type { ToolSettings } from '../../widgets/tool-kit/declaration';
import { studentTools } from '../../widgets/tools';

/**
 * The declarations of the tools a teacher's activity plays as (name, routes, settings and their
 * help), from `widgets/<tool>/tool.ts`. The build writes this list out as data (`*.data.ts`), so no
 * declaration module joins the site's graph and no element gains a chunk it shares with the site.
 */
export const templateTools: { id: string; name: string; routes: string[]; settings: ToolSettings; help: Record<string, string> }[] = studentTools
  .filter((tool) => (TEMPLATES as readonly string[]).includes(tool.id))
  .map((tool) => ({ id: tool.id, name: tool.name, routes: [...tool.routes], settings: tool.settings, help: { ...tool.help } }));
