import { leadFormElement } from '../forms/meta';
import type { AttributeTypes, EventProps } from '../runtime';
import type { ElementMeta } from '../runtime/meta';

/** What the element observes; bundled. Keep in step with contactFormMeta (the build checks). */
export const attributeTypes = {
  heading: 'string',
  supportEmail: 'string',
  supportPhone: 'string',
  attribution: 'json',
  apiBase: 'string',
} as const satisfies AttributeTypes;

/** The view's callback props that leave the element as events (`onSubmitted` → `submitted`); bundled. */
export const events = ['onSubmitted'] as const satisfies EventProps;

/** Docs and manifest only; never bundled. */
export const contactFormMeta: ElementMeta = /* @__PURE__ */ leadFormElement('contact-form', {
  summary:
    'The contact form: name, email, subject and message. When the security check cannot run, it offers an alternative verification by phone so the message still reaches the team.',
  attributes: [
    { name: 'heading', type: 'string', description: "The form's heading. Empty leaves the heading to the host.", default: 'Send Us a Message' },
    { name: 'support-email', type: 'string', description: 'The support email listed when the security check fails.', default: 'support@verse.example' },
    { name: 'support-phone', type: 'string', description: 'The support phone listed when the security check fails.', default: '(801) 555-0143' },
    {
      name: 'attribution',
      type: 'json',
      description: "Where the visitor came from (gclid, utm_*, referrer, ts), sent with the message. Without it the element reads local storage 'verse.attribution'.",
    },
  ],
  submitted: {
    detail: "{ id: string; email: string; submissionType: 'standard' | 'fallback' }",
    description:
      'The message was stored and the form is empty again. The element sets no flag and goes nowhere: the host page decides what follows (the VERSE site, for a `standard` message, sets the session flag `contactSubmitted` and goes to /thank-you/contact; a `fallback` one waits for review by phone and the visitor stays).',
  },
  submit: 'The Send Message button.',
  parts: [
    { name: 'send-error', description: "A failed send's message beside its button (and the dialog's), kept until the next attempt." },
    { name: 'verification-panel', description: "The 'Security Verification Issue' panel." },
    { name: 'dialog', description: 'The alternative verification dialog.' },
    { name: 'toasts', description: 'Toasts shown inside the alternative verification dialog while it is open.' },
    { name: 'toast', description: 'One of those toasts.' },
  ],
  embed: { path: 'contact-form', title: 'Contact Us - VERSE' },
});
