import { defineElement, type ElementInstance } from '../runtime';
import { VerseWhackAMole } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineWhackAMole(tag = 'verse-whack-a-mole', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseWhackAMole, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-whack-a-mole': ElementInstance<typeof attributeTypes>;
  }
}

defineWhackAMole();
