import { defineElement, type ElementInstance } from '../runtime';
import { VerseBooking } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineBooking(tag = 'verse-booking', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseBooking, registry);
}

// For the site's manage page, which shows this panel to move a booked call (no other element imports it).
export { Panel } from './Panel';
export { styles } from './styles';

declare global {
  interface HTMLElementTagNameMap {
    'verse-booking': ElementInstance<typeof attributeTypes>;
  }
}

defineBooking();
