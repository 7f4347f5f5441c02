import { defineElement } from '../runtime';
import { VerseBooking } from './element';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineBooking(tag = 'verse-booking', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseBooking, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-booking': HTMLElement & { open?: boolean; mode?: string; name?: string; email?: string; phone?: string; apiBase?: string };
  }
}

defineBooking();
