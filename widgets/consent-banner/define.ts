import { defineElement, type ElementInstance } from '../runtime';
import { VerseConsentBanner } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineConsentBanner(tag = 'verse-consent-banner', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseConsentBanner, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-consent-banner': ElementInstance<typeof attributeTypes> & { show(): void };
  }
}

defineConsentBanner();
