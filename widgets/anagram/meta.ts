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
  ...toolMeta(tool),
  summary:
    "Unscramble a word: its letters as tiles in a shuffled order (never the word itself); tap them, or type them, into the slots in order. A tile tapped in a slot goes back; Hint places the next letter. Built-in Orton-Gillingham word lists, or a teacher's own words with optional clues. Untimed.",
  attributes: [...toolAttributeDocs, ...settingDocs(settings, help)],
  events: [
    {
      ...toolEventDocs.find((event) => event.name === 'complete')!,
      description: 'The last word was unscrambled: score the words unscrambled with no hint, max every word of the round, success at half or more.',
    },
    { ...toolEventDocs.find((event) => event.name === 'score')!, description: 'A word was unscrambled: score 1 of max 1 with no hint (success true), else 0 of 1.' },
  ],
  parts: [],
  cssProperties: [
    { name: '--verse-accent', description: 'Buttons, filled slots and hint letters.', default: '#2f5d8a' },
    { name: '--verse-ok', description: 'A right word.', default: '#1e7a46' },
    { name: '--verse-error', description: 'A wrong try and a message about bad content.', default: '#b42318' },
    { name: '--verse-tool-background', description: 'Around the game (not with bg="transparent").', default: '#faf7f2' },
  ],
}))();
