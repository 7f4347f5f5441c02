import type { ContentKind } from './content-kinds';
import { templateTools, type TemplateId } from '../widgets/tools';

// The teacher workspace's templates, derived from the tools' declarations (each template tool's
// `teacher` entry in widgets/<tool>/tool.ts). The site's build writes this module out as data
// (`*.data.ts`), so no declaration joins the site's graph; the worker and the tests read it as code.

/** Every template an activity may play as: the six cards, then the word tools a word list can switch to. */
export const TEMPLATES = templateTools.map((tool) => tool.id) as unknown as readonly [TemplateId, ...TemplateId[]];

/** The six cards of Create Games, in the spec's order. */
export const CARD_TEMPLATES: readonly TemplateId[] = templateTools.filter((tool) => tool.teacher.card).map((tool) => tool.id);

/** The content kinds each template plays. The first is what a new activity of it starts with. */
export const TEMPLATE_CONTENT = Object.fromEntries(templateTools.map((tool) => [tool.id, tool.teacher.content])) as unknown as Readonly<Record<TemplateId, readonly ContentKind[]>>;

/** The templates whose answers are not right or wrong (a spin, tiles built freely): no total by pattern counts their items. */
export const UNJUDGED_TEMPLATES: readonly TemplateId[] = templateTools.filter((tool) => 'unjudged' in tool.teacher).map((tool) => tool.id);

/** Each card of Create Games: its title (the tool's name unless the spec names the card otherwise), text and the tool's icon. */
export const TEMPLATE_CARDS = Object.fromEntries(
  templateTools.flatMap((tool) => (tool.teacher.card ? [[tool.id, { title: tool.teacher.card.title ?? tool.name, text: tool.teacher.card.text, icon: tool.icon }]] : [])),
) as Readonly<Partial<Record<TemplateId, { title: string; text: string; icon: (typeof templateTools)[number]['icon'] }>>>;
