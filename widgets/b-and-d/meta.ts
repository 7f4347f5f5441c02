import type { AttributeTypes } from '../runtime';
import type { ElementMeta } from '../runtime/meta';
import { toolElement } from '../tool-kit/meta';
import { toolAttributeTypes, toolEvents } from '../tool-kit/settings';
import { tool } from './tool';

/** What the element observes; bundled. Keep in step with `meta` (the build checks). */
export const attributeTypes = { ...toolAttributeTypes } as const satisfies AttributeTypes;

export const events = toolEvents;

/** Docs and manifest only; never bundled. @public Read by `widgets/elements.ts` for every tool of `widgets/tools.ts`. */
export const meta: ElementMeta = /* @__PURE__ */ toolElement(tool, {
  summary:
    'A letter-reversal tool: the child chooses the doughnut d or the candy-bar b, a car drives the letter in writing order on ruled paper (a tone where each stroke turns), then the child writes it with a pen, a finger or the mouse.',
  complete: 'The car finished driving a letter. No score.',
  score: 'Never sent: nothing is scored.',
  parts: [{ name: 'paper', description: 'The ruled paper the car drives on and the child writes on (its canvases and the car).' }],
  css: { accent: 'Buttons and the chosen letter.', background: 'Around the paper (not with bg="transparent").', font: true },
});
