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
    'Primary-ruled handwriting paper (top line, dashed midline, baseline) to write on with a pen, a finger or the mouse: pencil, eraser, six pen colours, undo, redo, clear, and Save to print. With bg="transparent" only the lines, the ink and a slim strip of controls show, over a lesson slide.',
  complete: 'Save was used: the page was made into an image and its print view opened. No score.',
  score: 'Never sent: writing is not scored.',
  parts: [{ name: 'paper', description: 'The ruled page (its two canvases: the lines, and the ink above them).' }],
  css: { accent: 'Buttons and selected tool.', background: 'Around the paper (not with bg="transparent").', font: true },
});
