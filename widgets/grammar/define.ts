import { defineElement, type ElementInstance } from '../runtime';
import { VerseGrammar } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineGrammar(tag = 'verse-grammar', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseGrammar, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-grammar': ElementInstance<typeof attributeTypes>;
  }
}

defineGrammar();
