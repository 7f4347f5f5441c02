import { defineElement, type ElementInstance } from '../runtime';
import { VerseBooking } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineBooking(tag = 'verse-booking', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseBooking, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-booking': ElementInstance<typeof attributeTypes>;
  }
}

defineBooking();
