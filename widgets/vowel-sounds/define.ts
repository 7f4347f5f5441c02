import { defineElement, type ElementInstance } from '../runtime';
import { VerseVowelSounds } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineVowelSounds(tag = 'verse-vowel-sounds', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseVowelSounds, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-vowel-sounds': ElementInstance<typeof attributeTypes>;
  }
}

defineVowelSounds();
