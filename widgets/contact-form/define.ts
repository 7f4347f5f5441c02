import { defineElement, type ElementInstance } from '../runtime';
import { VerseContactForm } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineContactForm(tag = 'verse-contact-form', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseContactForm, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-contact-form': ElementInstance<typeof attributeTypes>;
  }
}

defineContactForm();
