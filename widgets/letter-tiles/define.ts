import { defineElement, type ElementInstance } from '../runtime';
import { VerseLetterTiles } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineLetterTiles(tag = 'verse-letter-tiles', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseLetterTiles, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-letter-tiles': ElementInstance<typeof attributeTypes>;
  }
}

defineLetterTiles();
