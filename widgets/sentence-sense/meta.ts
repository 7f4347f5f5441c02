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
    "Unscramble a sentence: its words as tiles in a shuffled order (never the sentence itself); tap them into the slots in order. Any order that reads as the sentence is right (repeated words are interchangeable); a word tapped in the sentence goes back. Optional help places the capitalised first word and the end mark. The finished sentence is read aloud. Built-in Orton-Gillingham sentences, or a teacher's own. Untimed.",
  complete: 'The last sentence was built: score the sentences built with no wrong try, max every sentence of the round, success at half or more.',
  score: 'A sentence was built: score 1 of max 1 with no wrong try (success true), else 0 of 1.',
  css: {
    accent: 'Buttons, placed words and the words fixed in place.',
    ok: 'A right sentence.',
    error: 'A wrong try and a message about bad content.',
    background: 'Around the game (not with bg="transparent").',
  },
});
