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
    'Rapid word identification: moles rise from a 3 x 3 field carrying words from the Letter Tiles word lists; whack the ones that match the prompt (a word, or words with a pattern such as sh) before the round time runs out. Keys 1-9 whack the holes like a phone keypad.',
  complete: 'The round time ran out: score the moles hit, max every whack (hits and misses), success when there were more hits than misses.',
  score: 'Never sent: only the finished round is reported.',
  css: { accent: 'Buttons and the prompt.', ok: 'A hit.', error: 'A miss.', background: 'Around the game (not with bg="transparent").' },
});
