import { defineElement } from '../runtime';
import { VerseIntakeForm } from './element';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineIntakeForm(tag = 'verse-intake-form', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseIntakeForm, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-intake-form': HTMLElement & { variant?: string; heading?: string; apiBase?: string };
  }
}

defineIntakeForm();
