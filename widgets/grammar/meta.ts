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
    'Parts of speech with animals: a legend gives each of 10 animals a word class; the child picks an animal and taps one of 10 picture word cards to put it there (moved or removed later), and Check marks each card right or wrong and reports the score. A free mode lets a tutor place animals without checking.',
  complete: 'A Check found every card right: score 10 of 10, success true.',
  score: 'Each Check: score the cards right, max 10, success when all are right.',
  css: {
    accent: 'Buttons and the picked animal.',
    ok: 'A card marked right.',
    error: 'A card marked wrong.',
    background: 'Around the cards (not with bg="transparent").',
    font: true,
  },
});
