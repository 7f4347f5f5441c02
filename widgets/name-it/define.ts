import { defineElement, type ElementInstance } from '../runtime';
import { VerseNameIt } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineNameIt(tag = 'verse-name-it', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseNameIt, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-name-it': ElementInstance<typeof attributeTypes>;
  }
}

defineNameIt();
