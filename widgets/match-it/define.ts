import { defineElement, type ElementInstance } from '../runtime';
import { VerseMatchIt } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineMatchIt(tag = 'verse-match-it', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseMatchIt, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-match-it': ElementInstance<typeof attributeTypes>;
  }
}

defineMatchIt();
