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
    'A 60 s game: a centre card and 2 to 6 player cards; tap the player card that matches the centre (numbers 1-10 as numerals or dot patterns, or letters in the other case). Each match scores 1 and deals a new round.',
  complete: "Time's up: score the cards claimed, max the clicks that counted (right and wrong), success when at least one card was claimed.",
  score: 'Never sent: only the finished game is reported.',
  css: { accent: 'Buttons, the centre card and its symbols.', background: 'Around the game (not with bg="transparent").', font: true },
});
