import type { AttributeTypes } from '../runtime';
import type { ElementMeta } from '../runtime/meta';
import { settingDocs, toolAttributeDocs, toolMeta, toolEventDocs } from '../tool-kit/meta';
import { settingAttributeTypes } from '../tool-kit/declaration';
import { toolAttributeTypes, toolEvents } from '../tool-kit/settings';
import { help, settings, tool } from './tool';

/** What the element observes; bundled. Keep in step with `meta` (the build checks). */
export const attributeTypes = { ...toolAttributeTypes, ...settingAttributeTypes(settings) } as const satisfies AttributeTypes;

export const events = toolEvents;

/** Docs and manifest only; never bundled. @public Read by `widgets/elements.ts` for every tool of `widgets/tools.ts`. */
export const meta: ElementMeta = /* @__PURE__ */ (() => ({
  ...toolMeta(tool, settings),
  summary:
    'Find a to z in order inside a text: each letter is the first one after the letter found before it. Found letters turn green, wrong picks grey; after z, confetti and a new round.',
  attributes: [
    ...toolAttributeDocs,
    ...settingDocs(settings, help),
  ],
  events: [
    {
      ...toolEventDocs.find((event) => event.name === 'complete')!,
      description: 'z was found: score 26 of 26, success true.',
    },
    { ...toolEventDocs.find((event) => event.name === 'score')!, description: 'Never sent: only the whole alphabet is reported.' },
  ],
  parts: [],
  cssProperties: [
    { name: '--verse-accent', description: 'Buttons and the next letter of the strip.', default: '#2f5d8a' },
    { name: '--verse-ok', description: 'Found letters.', default: '#1e7a46' },
    { name: '--verse-tool-background', description: 'Behind the text (not with bg="transparent").', default: '#faf7f2' },
    { name: '--verse-font', description: 'Font family of the controls.', default: 'inherit' },
  ],
}))();
