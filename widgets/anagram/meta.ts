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
    "Unscramble a word: its letters as tiles in a shuffled order (never the word itself); tap them, or type them, into the slots in order. A tile tapped in a slot goes back; Hint places the next letter. Built-in Orton-Gillingham word lists, or a teacher's own words with optional clues. Untimed.",
  complete: 'The last word was unscrambled: score the words unscrambled with no hint, max every word of the round, success at half or more.',
  score: 'A word was unscrambled: score 1 of max 1 with no hint (success true), else 0 of 1.',
  css: {
    accent: 'Buttons, filled slots and hint letters.',
    ok: 'A right word.',
    error: 'A wrong try and a message about bad content.',
    background: 'Around the game (not with bg="transparent").',
  },
});
