import { parseSetting, type ToolSettings } from '../../../widgets/tool-kit/declaration';
import { studentTools } from '../../../widgets/tools';

/** A student tool an LMS link may open: its id, its embed page, its name and its declared settings. */
export type LtiTool = { id: string; route: string; name: string; blurb: string; settings: ToolSettings; help: Readonly<Record<string, string>> };

export const ltiTools: LtiTool[] = studentTools.map((tool) => ({ id: tool.id, route: tool.routes[0], name: tool.name, blurb: tool.blurb, settings: tool.settings, help: tool.help }));

/** What is wrong with chosen settings, by the tool's declaration (a value it does not take), if anything. */
export function settingsProblem(tool: LtiTool, settings: Record<string, string>): string | undefined {
  for (const [name, value] of Object.entries(settings)) {
    const setting = tool.settings[name];
    if (setting && parseSetting(setting, value) === undefined) return `${setting.label}: “${value.slice(0, 60)}” is not a value ${tool.name} takes.`;
  }
}

export const toolById = (id: unknown) => ltiTools.find((tool) => tool.id === id);

/** A setting's name as the embed pages take them (`list`, `time`, `bg`…); anything else is dropped. */
const SETTING_NAME = /^[a-z][a-zA-Z0-9-]{0,39}$/;
const MAX_SETTINGS = 30;
const MAX_VALUE = 2000;
/** Custom parameters of the link that are not the tool's settings. */
const RESERVED = new Set(['tool']);

function cleanSettings(entries: Iterable<[string, unknown]>): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (Object.keys(settings).length >= MAX_SETTINGS) break;
    if (RESERVED.has(name) || !SETTING_NAME.test(name) || typeof value !== 'string' || value.length > MAX_VALUE) continue;
    settings[name] = value;
  }
  return settings;
}

/** The tool and its settings from a resource link's custom parameters (`tool` plus one per setting). */
export function settingsFromCustom(custom: Record<string, unknown>): { tool: string; settings: Record<string, string> } | null {
  const tool = toolById(custom.tool);
  if (!tool) return null;
  return { tool: tool.id, settings: cleanSettings(Object.entries(custom)) };
}

/** Settings typed as a URL query (`list=with-sh&time=30`), as the tools' own copy-link gives them. */
export function parseSettings(text: string): Record<string, string> {
  const query = text.trim().replace(/^.*\?/, '');
  return cleanSettings(new URLSearchParams(query).entries());
}

/** The tool's embed page with its settings. */
export function embedPath(tool: LtiTool, settings: Record<string, string>): string {
  const query = new URLSearchParams(settings).toString();
  return `/embed/${tool.route}${query ? `?${query}` : ''}`;
}
