import { defineElement, type ElementInstance } from '../runtime';
import { VerseBAndD } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineBAndD(tag = 'verse-b-and-d', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseBAndD, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-b-and-d': ElementInstance<typeof attributeTypes>;
  }
}

defineBAndD();
