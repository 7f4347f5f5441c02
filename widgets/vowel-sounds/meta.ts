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
    '28 vowel letters on 2 lines: each can be selected once and says its short sound (where the browser has a voice); when all 28 are selected, confetti. Reset deals a new set.',
  complete: 'All 28 letters were selected: score 28 of 28, success true.',
  score: 'Never sent: only the whole set is reported.',
  css: { accent: 'Buttons and selected letters.', ok: 'The tick on a selected letter.', background: 'Behind the letters (not with bg="transparent").', font: true },
});
