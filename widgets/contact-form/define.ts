import { defineElement } from '../runtime';
import { VerseContactForm } from './element';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineContactForm(tag = 'verse-contact-form', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseContactForm, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-contact-form': HTMLElement & {
      heading?: string;
      supportEmail?: string;
      supportPhone?: string;
      attribution?: Record<string, unknown>;
      apiBase?: string;
    };
  }
}

defineContactForm();
