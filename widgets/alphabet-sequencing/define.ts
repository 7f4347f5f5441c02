import { defineElement, type ElementInstance } from '../runtime';
import { VerseAlphabetSequencing } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineAlphabetSequencing(tag = 'verse-alphabet-sequencing', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseAlphabetSequencing, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-alphabet-sequencing': ElementInstance<typeof attributeTypes>;
  }
}

defineAlphabetSequencing();
