import { defineElement, type ElementInstance } from '../runtime';
import { VerseIntakeForm } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineIntakeForm(tag = 'verse-intake-form', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseIntakeForm, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-intake-form': ElementInstance<typeof attributeTypes>;
  }
}

defineIntakeForm();
