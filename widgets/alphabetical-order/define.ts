import { defineElement, type ElementInstance } from '../runtime';
import { VerseAlphabeticalOrder } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineAlphabeticalOrder(tag = 'verse-alphabetical-order', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseAlphabeticalOrder, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-alphabetical-order': ElementInstance<typeof attributeTypes>;
  }
}

defineAlphabeticalOrder();
