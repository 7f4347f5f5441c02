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
    "Sort words into 2 to 4 groups: tap an item from the pile, then its group. Items dealt one at a time or all at once; each placement checked at once or all at the end; a wrong item goes back to the pile and shows its group after two tries. Built-in Orton-Gillingham sorts, or a teacher's own groups. Untimed.",
  complete: 'Every item is sorted: score the items right on the first try, max every item, success at half or more.',
  score: 'check=now: an item was placed right, score 1 of 1 on its first try, else 0 of 1. check=end: a check, score the items right on their first try of max the items checked.',
  css: {
    accent: 'Buttons, the groups and the picked item.',
    ok: 'An item in its right group.',
    error: 'A wrong try and a message about bad content.',
    background: 'Around the game (not with bg="transparent").',
  },
});
