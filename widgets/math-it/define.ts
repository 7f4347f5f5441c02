import { defineElement, type ElementInstance } from '../runtime';
import { VerseMathIt } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineMathIt(tag = 'verse-math-it', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseMathIt, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-math-it': ElementInstance<typeof attributeTypes>;
  }
}

defineMathIt();
