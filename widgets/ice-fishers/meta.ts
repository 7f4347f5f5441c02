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
    'Fish swim under four holes in the ice carrying words, letters or numbers; the prompt asks for a sound pattern, a letter or a number fact; cast into a hole when a matching fish is under it, and the catch goes into the bucket. Timer and score; under reduced motion fish wait in the holes instead of swimming.',
  complete: 'The round time ran out: score the fish caught, max every cast at a fish (caught and wrong), success when there were more catches than wrong casts.',
  score: 'Never sent: only the finished round is reported.',
  css: { accent: 'Buttons and the prompt.', ok: 'A catch.', error: 'A wrong fish.', background: 'Around the game (not with bg="transparent").' },
});
