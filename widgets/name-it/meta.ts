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
    'A two-player picture-matching game on one device: each player has a card of 8 pictures and shares exactly one with the centre card (a deck of 57 cards); the first to tap it scores. Three different pictures tapped within 1.2 s freeze that player for 5 s.',
  complete: "The game time is up: score the winner's points (either player's in a draw).",
  score: 'Never sent: only the end of a game is reported.',
  css: { accent: 'Buttons, the clock and the centre card.', background: 'Around the game (not with bg="transparent").', font: true },
});
