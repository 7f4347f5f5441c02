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
    'A wheel of 2 to 30 segments (a built-in word list, letters, numbers, or your own words) that spins on a tap, Space or Enter and slows to a stop on a segment picked fairly before it moved; the result is shown large, announced and spoken. Shuffle, Reset, and taking chosen segments off the wheel. Untimed.',
  complete:
    'Every segment was taken off the wheel (after="remove", or the Take it off button): score and max the number of segments the wheel started with, success true. A spin is a draw, not an answer: nothing is right or wrong.',
  score: 'Never sent: a single spin is not a score.',
  css: {
    accent: 'Buttons.',
    focus: 'The outline of the result card as it lights up under reduced motion, and focus.',
    background: 'Around the wheel (not with bg="transparent").',
  },
});
