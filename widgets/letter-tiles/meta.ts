import type { AttributeTypes } from '../runtime';
import type { ElementMeta } from '../runtime/meta';
import { settingAttributeTypes } from '../tool-kit/declaration';
import { toolElement } from '../tool-kit/meta';
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
    'Letter tiles for spelling and reading practice: pick a tile, tap a space on a board of 2 rows of 12. Three levels of tiles (letters, then digraphs and welded sounds, then vowel teams and suffixes) and word lists laid out on the board, word by word.',
  complete: 'Every word of the chosen list was reached with Next, and Next was pressed on the last one (no score). Fires again after each further time through the list.',
  score: 'Never sent: building words on the board has no right or wrong answer.',
  parts: [
    { name: 'board', description: 'The board of 2 rows of 12 spaces.' },
    { name: 'palette', description: 'The tiles to pick from.' },
    { name: 'legend', description: 'The key to the tile shapes.' },
  ],
  css: { accent: 'Buttons, the picked tile and focus colour.', background: 'Background of the tool.' },
});
