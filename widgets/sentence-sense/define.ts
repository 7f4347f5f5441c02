import { defineElement, type ElementInstance } from '../runtime';
import { VerseSentenceSense } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineSentenceSense(tag = 'verse-sentence-sense', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseSentenceSense, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-sentence-sense': ElementInstance<typeof attributeTypes>;
  }
}

defineSentenceSense();
