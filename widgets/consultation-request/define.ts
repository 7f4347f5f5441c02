import { defineElement } from '../runtime';
import { VerseConsultationRequest } from './element';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineConsultationRequest(tag = 'verse-consultation-request', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseConsultationRequest, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-consultation-request': HTMLElement & { heading?: string; apiBase?: string };
  }
}

defineConsultationRequest();
