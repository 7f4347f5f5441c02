import type { AttributeTypes } from '../runtime';
import type { ElementMeta } from '../runtime/meta';
import { settingAttributeTypes } from '../tool-kit/declaration';
import { settingDocs, toolAttributeDocs, toolMeta, toolEventDocs } from '../tool-kit/meta';
import { toolAttributeTypes, toolEvents } from '../tool-kit/settings';
import { help, settings, tool } from './tool';

/** What the element observes; bundled. Keep in step with `meta` (the build checks). */
export const attributeTypes = { ...toolAttributeTypes, ...settingAttributeTypes(settings) } as const satisfies AttributeTypes;

export const events = toolEvents;

/** Docs and manifest only; never bundled. @public Read by `widgets/elements.ts` for every tool of `widgets/tools.ts`. */
export const meta: ElementMeta = /* @__PURE__ */ (() => ({
  ...toolMeta(tool, settings),
  summary:
    'A PDF reader for worksheets and readers: opens a PDF from a web address or from the device (the file never leaves the browser), one page at a time with its text readable by screen readers, page navigation, zoom and fit-to-width, keyboard shortcuts, and a pen (colours, eraser, undo) whose marks are kept on the device per document and printed with the pages. pdf.js loads only when a document is opened.',
  attributes: [
    ...toolAttributeDocs,
    ...settingDocs(settings, help),
  ],
  events: [
    {
      ...toolEventDocs.find((event) => event.name === 'complete')!,
      description: "The document's last page was shown (once per document opened). No score.",
    },
    { ...toolEventDocs.find((event) => event.name === 'score')!, description: 'Never sent: reading is not scored.' },
  ],
  parts: [{ name: 'page', description: 'The page: its picture, the text layer over it, and the marks above both.' }],
  cssProperties: [
    { name: '--verse-accent', description: 'Buttons and the selected tool.', default: '#2f5d8a' },
    { name: '--verse-tool-background', description: 'Around the viewer (not with bg="transparent").', default: '#faf7f2' },
    { name: '--verse-font', description: 'Font family of the controls.', default: 'inherit' },
  ],
}))();
