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
    'Find a to z in order inside a text: each letter is the first one after the letter found before it. Found letters turn green, wrong picks grey; after z, confetti and a new round.',
  complete: 'z was found: score 26 of 26, success true.',
  score: 'Never sent: only the whole alphabet is reported.',
  css: { accent: 'Buttons and the next letter of the strip.', ok: 'Found letters.', background: 'Behind the text (not with bg="transparent").', font: true },
});
