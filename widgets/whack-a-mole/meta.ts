import type { AttributeTypes } from '../runtime';
import type { ElementMeta } from '../runtime/meta';
import { toolAttributeDocs, toolMeta, toolEventDocs } from '../tool-kit/meta';
import { toolAttributeTypes, toolEvents } from '../tool-kit/settings';
import { tool } from './tool';

/** What the element observes; bundled. Keep in step with `meta` (the build checks). */
export const attributeTypes = {
  ...toolAttributeTypes,
  list: 'string',
  time: 'string',
  speed: 'string',
} as const satisfies AttributeTypes;

export const events = toolEvents;

/** Docs and manifest only; never bundled. @public Read by `widgets/elements.ts` for every tool of `widgets/tools.ts`. */
export const meta: ElementMeta = /* @__PURE__ */ (() => ({
  ...toolMeta(tool),
  summary:
    'Rapid word identification: moles rise from a 3 x 3 field carrying words from the Letter Tiles word lists; whack the ones that match the prompt (a word, or words with a pattern such as sh) before the round time runs out. Keys 1-9 whack the holes like a phone keypad.',
  attributes: [
    ...toolAttributeDocs,
    {
      name: 'list',
      type: 'string',
      description:
        'What to find: a Letter Tiles word list, each word in turn (`short-a`, `short-i`, `short-o`, `short-u`, `short-e`, `sh-ch-th-wh`, `ang-ing-ong-ung`, `ank-ink-unk`, `level-2` to `level-6`), or a pattern, every word that has it (`with-sh`, `with-ch`, `with-th`, `with-wh`, `with-ck`, `with-ang`, `with-ing`, `with-ong`, `with-ung`, `with-ank`, `with-ink`, `with-unk`, `with-short-a`, `with-short-i`, `with-short-o`, `with-short-u`, `with-short-e`).',
      default: 'sh-ch-th-wh',
    },
    { name: 'time', type: 'string', description: 'Round time in seconds: `30`, `60` or `90`.', default: '60' },
    { name: 'speed', type: 'string', description: 'How fast moles rise and hide: `slow`, `medium` or `fast`; each hit in a row makes them 10% faster, up to 1.8 times.', default: 'medium' },
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
