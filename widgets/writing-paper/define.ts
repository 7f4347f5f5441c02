import { defineElement, type ElementInstance } from '../runtime';
import { VerseWritingPaper } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineWritingPaper(tag = 'verse-writing-paper', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseWritingPaper, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-writing-paper': ElementInstance<typeof attributeTypes>;
  }
}

defineWritingPaper();
