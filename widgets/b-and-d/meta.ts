import type { AttributeTypes } from '../runtime';
import type { ElementMeta } from '../runtime/meta';
import { toolAttributeDocs, toolMeta, toolEventDocs } from '../tool-kit/meta';
import { toolAttributeTypes, toolEvents } from '../tool-kit/settings';
import { tool } from './tool';

/** What the element observes; bundled. Keep in step with `meta` (the build checks). */
export const attributeTypes = { ...toolAttributeTypes } as const satisfies AttributeTypes;

export const events = toolEvents;

/** Docs and manifest only; never bundled. @public Read by `widgets/elements.ts` for every tool of `widgets/tools.ts`. */
export const meta: ElementMeta = /* @__PURE__ */ (() => ({
  ...toolMeta(tool),
  summary:
    'A letter-reversal tool: the child chooses the doughnut d or the candy-bar b, a car drives the letter in writing order on ruled paper (a tone where each stroke turns), then the child writes it with a pen, a finger or the mouse.',
  attributes: [...toolAttributeDocs],
  events: [
    { ...toolEventDocs.find((event) => event.name === 'complete')!, description: 'The car finished driving a letter. No score.' },
    { ...toolEventDocs.find((event) => event.name === 'score')!, description: 'Never sent: nothing is scored.' },
  ],
  parts: [{ name: 'paper', description: 'The ruled paper the car drives on and the child writes on (its canvases and the car).' }],
  cssProperties: [
    { name: '--verse-accent', description: 'Buttons and the chosen letter.', default: '#2f5d8a' },
    { name: '--verse-tool-background', description: 'Around the paper (not with bg="transparent").', default: '#faf7f2' },
    { name: '--verse-font', description: 'Font family of the controls.', default: 'inherit' },
  ],
}))();
