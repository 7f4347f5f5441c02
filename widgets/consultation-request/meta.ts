import { leadFormElement } from '../forms/meta';
import type { AttributeTypes, EventProps } from '../runtime';
import type { ElementMeta } from '../runtime/meta';

/** What the element observes; bundled. Keep in step with consultationRequestMeta (the build checks). */
export const attributeTypes = {
  heading: 'string',
  apiBase: 'string',
} as const satisfies AttributeTypes;

/** The view's callback props that leave the element as events (`onSubmitted` → `submitted`); bundled. */
export const events = ['onSubmitted'] as const satisfies EventProps;

/** Docs and manifest only; never bundled. */
export const consultationRequestMeta: ElementMeta = /* @__PURE__ */ leadFormElement('consultation-request', {
  summary:
    "'Schedule My Free Consultation': a short form that asks for a free consultation without picking a time; the team calls back within 24 hours to confirm one.",
  attributes: [
    { name: 'heading', type: 'string', description: "The form's heading. Empty leaves the heading to the host (a dialog title, say).", default: 'Schedule My Free Consultation' },
  ],
  submitted: {
    detail: '{ id: string; status: string; email: string; phone: string }',
    description: 'The request was recorded (`status: "requested"`); the form is empty again. A host showing it in a dialog closes the dialog.',
  },
  embed: { path: 'consultation-request', title: 'Schedule My Free Consultation - VERSE' },
});
