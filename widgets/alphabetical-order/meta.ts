import type { AttributeTypes } from '../runtime';
import type { ElementMeta } from '../runtime/meta';
import { toolElement } from '../tool-kit/meta';
import { settingAttributeTypes } from '../tool-kit/declaration';
import { toolAttributeTypes, toolEvents } from '../tool-kit/settings';
import { help, settings, tool } from './tool';

/** What the element observes; bundled. Keep in step with `meta` (the build checks). */
export const attributeTypes = { ...toolAttributeTypes, ...settingAttributeTypes(settings) } as const satisfies AttributeTypes;

export const events = toolEvents;

/** Docs and manifest only; never bundled. @public Read by `widgets/elements.ts` for every tool of `widgets/tools.ts`. */
export const meta: ElementMeta = /* @__PURE__ */ toolElement(tool, {
  settings,
  help,
  summary:
    'The alphabet in letter groups, shuffled into a deck: pick a group, then its slot, until everything is in order. A countdown starts each shuffle; a theme mascot passes by now and then.',
  complete: 'Every group is in its slot: score the groups placed, max all placements tried (right and wrong), success true.',
  score: 'Never sent: only the finished order is reported.',
  css: { accent: 'Buttons, the picked card and the countdown.', ok: 'Filled slots.', background: 'Around the game (not with bg="transparent").', font: true },
});
