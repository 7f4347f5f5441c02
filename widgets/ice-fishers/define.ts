import { defineElement, type ElementInstance } from '../runtime';
import { VerseIceFishers } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineIceFishers(tag = 'verse-ice-fishers', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseIceFishers, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-ice-fishers': ElementInstance<typeof attributeTypes>;
  }
}

defineIceFishers();
