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
    'Rapid word identification: moles rise from a 3 x 3 field carrying words from the Letter Tiles word lists; whack the ones that match the prompt (a word, or words with a pattern such as sh) before the round time runs out. Keys 1-9 whack the holes like a phone keypad.',
  attributes: [
    ...toolAttributeDocs,
    ...settingDocs(settings, help),
  ],
  events: [
    {
      ...toolEventDocs.find((event) => event.name === 'complete')!,
      description: 'The round time ran out: score the moles hit, max every whack (hits and misses), success when there were more hits than misses.',
    },
    { ...toolEventDocs.find((event) => event.name === 'score')!, description: 'Never sent: only the finished round is reported.' },
  ],
  parts: [],
  cssProperties: [
    { name: '--verse-accent', description: 'Buttons and the prompt.', default: '#2f5d8a' },
    { name: '--verse-ok', description: 'A hit.', default: '#1e7a46' },
    { name: '--verse-error', description: 'A miss.', default: '#b42318' },
    { name: '--verse-tool-background', description: 'Around the game (not with bg="transparent").', default: '#faf7f2' },
  ],
}))();
