import { defineElement, type ElementInstance } from '../runtime';
import { VerseSpinnerWheel } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineSpinnerWheel(tag = 'verse-spinner-wheel', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseSpinnerWheel, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-spinner-wheel': ElementInstance<typeof attributeTypes>;
  }
}

defineSpinnerWheel();
