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
    'Two players (or one against the computer): digits are drawn one at a time and each player puts each one into an open place (ones, tens, hundreds, thousands); the greater (or lesser) number, shown in expanded form, wins the round. Best of 3, 5 or 7.',
  complete: "The game is over: score the rounds Player 1 (or You) won, max the rounds played; against the computer, success when you won the game.",
  score: 'Never sent: only the finished game is reported.',
  css: { accent: 'Buttons, the drawn digit and the board whose turn it is.', background: 'Around the game (not with bg="transparent").', font: true },
});
