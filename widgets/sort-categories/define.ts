import { defineElement, type ElementInstance } from '../runtime';
import { VerseSortCategories } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineSortCategories(tag = 'verse-sort-categories', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseSortCategories, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-sort-categories': ElementInstance<typeof attributeTypes>;
  }
}

defineSortCategories();
