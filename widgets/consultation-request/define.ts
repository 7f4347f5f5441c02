import { defineElement, type ElementInstance } from '../runtime';
import { VerseConsultationRequest } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineConsultationRequest(tag = 'verse-consultation-request', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseConsultationRequest, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-consultation-request': ElementInstance<typeof attributeTypes>;
  }
}

defineConsultationRequest();
