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
    '28 vowel letters on 2 lines: each can be selected once and says its short sound (where the browser has a voice); when all 28 are selected, confetti. Reset deals a new set.',
  attributes: [
    ...toolAttributeDocs,
    ...settingDocs(settings, help),
  ],
  events: [
    {
      ...toolEventDocs.find((event) => event.name === 'complete')!,
      description: 'All 28 letters were selected: score 28 of 28, success true.',
    },
    { ...toolEventDocs.find((event) => event.name === 'score')!, description: 'Never sent: only the whole set is reported.' },
  ],
  parts: [],
  cssProperties: [
    { name: '--verse-accent', description: 'Buttons and selected letters.', default: '#2f5d8a' },
    { name: '--verse-ok', description: 'The tick on a selected letter.', default: '#1e7a46' },
    { name: '--verse-tool-background', description: 'Behind the letters (not with bg="transparent").', default: '#faf7f2' },
    { name: '--verse-font', description: 'Font family of the controls.', default: 'inherit' },
  ],
}))();
