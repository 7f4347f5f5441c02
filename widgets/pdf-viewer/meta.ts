import type { AttributeTypes } from '../runtime';
import type { ElementMeta } from '../runtime/meta';
import { settingAttributeTypes } from '../tool-kit/declaration';
import { toolElement } from '../tool-kit/meta';
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
    'A PDF reader for worksheets and readers: opens a PDF from a web address or from the device (the file never leaves the browser), one page at a time with its text readable by screen readers, page navigation, zoom and fit-to-width, keyboard shortcuts, and a pen (colours, eraser, undo) whose marks are kept on the device per document and printed with the pages. pdf.js loads only when a document is opened.',
  complete: "The document's last page was shown (once per document opened). No score.",
  score: 'Never sent: reading is not scored.',
  parts: [{ name: 'page', description: 'The page: its picture, the text layer over it, and the marks above both.' }],
  css: { accent: 'Buttons and the selected tool.', background: 'Around the viewer (not with bg="transparent").', font: true },
});
