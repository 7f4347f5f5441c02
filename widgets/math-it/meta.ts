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
    'A two-player maths game on one device: both players get the same equation (by default adding and taking away within 20; multiplying and dividing to 12 as settings) and eight answers on their own side; the first right answer scores, a wrong one is crossed out (or, set so, freezes that player for 2 s).',
  attributes: [
    ...toolAttributeDocs,
    ...settingDocs(settings, help),
  ],
  events: [
    { ...toolEventDocs.find((event) => event.name === 'complete')!, description: "The game time is up: score the winner's points (either player's in a draw)." },
    { ...toolEventDocs.find((event) => event.name === 'score')!, description: 'Never sent: only the end of a game is reported.' },
  ],
  parts: [],
  cssProperties: [
    { name: '--verse-accent', description: 'Buttons and the clock.', default: '#2f5d8a' },
    { name: '--verse-tool-background', description: 'Around the game (not with bg="transparent").', default: '#faf7f2' },
    { name: '--verse-font', description: 'Font family of the controls.', default: 'inherit' },
  ],
}))();
