import { defineElement } from '../runtime';
import { VerseConsentBanner } from './element';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function defineConsentBanner(tag = 'verse-consent-banner', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VerseConsentBanner, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-consent-banner': HTMLElement & { show(): void; privacyUrl?: string };
  }
}

defineConsentBanner();
