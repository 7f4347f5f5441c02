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
    'The alphabet in letter groups, shuffled into a deck: pick a group, then its slot, until everything is in order. A countdown starts each shuffle; a theme mascot passes by now and then.',
  attributes: [
    ...toolAttributeDocs,
    ...settingDocs(settings, help),
  ],
  events: [
    {
      ...toolEventDocs.find((event) => event.name === 'complete')!,
      description: 'Every group is in its slot: score the groups placed, max all placements tried (right and wrong), success true.',
    },
    { ...toolEventDocs.find((event) => event.name === 'score')!, description: 'Never sent: only the finished order is reported.' },
  ],
  parts: [],
  cssProperties: [
    { name: '--verse-accent', description: 'Buttons, the picked card and the countdown.', default: '#2f5d8a' },
    { name: '--verse-ok', description: 'Filled slots.', default: '#1e7a46' },
    { name: '--verse-tool-background', description: 'Around the game (not with bg="transparent").', default: '#faf7f2' },
    { name: '--verse-font', description: 'Font family of the controls.', default: 'inherit' },
  ],
}))();
