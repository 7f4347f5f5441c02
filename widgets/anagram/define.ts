import { defineElement, type ElementInstance } from '../runtime';
import { VerseAnagram } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineAnagram(tag = 'verse-anagram', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseAnagram, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-anagram': ElementInstance<typeof attributeTypes>;
  }
}

defineAnagram();
