import { defineElement, type ElementInstance } from '../runtime';
import { VersePlaceValueShowdown } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function definePlaceValueShowdown(tag = 'verse-place-value-showdown', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VersePlaceValueShowdown, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-place-value-showdown': ElementInstance<typeof attributeTypes>;
  }
}

definePlaceValueShowdown();
