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
    'A two-player maths game on one device: both players get the same equation (by default adding and taking away within 20; multiplying and dividing to 12 as settings) and eight answers on their own side; the first right answer scores, a wrong one is crossed out (or, set so, freezes that player for 2 s).',
  complete: "The game time is up: score the winner's points (either player's in a draw).",
  score: 'Never sent: only the end of a game is reported.',
  css: { accent: 'Buttons and the clock.', background: 'Around the game (not with bg="transparent").', font: true },
});
