import type { AttributeTypes, EventProps } from '../runtime';
import { elementNames, type ElementMeta } from '../runtime/meta';

/** What the element observes; bundled. Keep in step with consentBannerMeta (the build checks). */
export const attributeTypes = {
  privacyUrl: 'string',
} as const satisfies AttributeTypes;

/** The view's callback props that leave the element as events (`onConsent` → `consent`); bundled. */
export const events = ['onConsent'] as const satisfies EventProps;

/** Docs and manifest only; never bundled. */
export const consentBannerMeta: ElementMeta = /* @__PURE__ */ (() => ({
  ...elementNames('consent-banner'),
  summary:
    'Cookie consent bar with Google Consent Mode v2 built in: a denied default before any tag loads, an update after every choice and on every return visit.',
  attributes: [
    { name: 'privacy-url', type: 'string', description: 'Address of the privacy policy; when set, the bar links to it.' },
  ],
  events: [
    {
      name: 'consent',
      detail: "{ choice: 'granted' | 'denied'; consent: { ad_storage; analytics_storage; ad_user_data; ad_personalization } }",
      description: 'The visitor chose Accept (every signal granted) or Deny (every signal denied). The choice is stored and sent to the tags.',
    },
  ],
  parts: [
    { name: 'banner', description: 'The bar (a labelled region).' },
    { name: 'accept', description: 'The Accept button.' },
    { name: 'deny', description: 'The Deny button.' },
    { name: 'link', description: 'The privacy policy link.' },
  ],
  cssProperties: [
    { name: '--verse-accent', description: 'Button and border colour.', default: '#2f5d8a' },
    { name: '--verse-accent-ink', description: 'Text on the Accept button.', default: '#ffffff' },
    { name: '--verse-surface', description: 'Bar background.', default: '#ffffff' },
    { name: '--verse-font', description: 'Font family.', default: 'inherit' },
  ],
  methods: [
    { name: 'show', description: "Shows the bar again (a Cookie settings button). Dispatching `verse:consent-settings` on `document` does the same." },
  ],
}))();
