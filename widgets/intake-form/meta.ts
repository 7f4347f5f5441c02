import { leadFormElement } from '../forms/meta';
import type { AttributeTypes, EventProps } from '../runtime';
import type { ElementMeta } from '../runtime/meta';

/** What the element observes; bundled. Keep in step with intakeFormMeta (the build checks). */
export const attributeTypes = {
  variant: 'string',
  heading: 'string',
  apiBase: 'string',
} as const satisfies AttributeTypes;

/** The view's callback props that leave the element as events (`onSubmitted` → `submitted`); bundled. */
export const events = ['onSubmitted'] as const satisfies EventProps;

/** Docs and manifest only; never bundled. */
export const intakeFormMeta: ElementMeta = /* @__PURE__ */ leadFormElement('intake-form', {
  summary:
    "The intake form: everything about the child the team needs before the first call (the full variant), or the short 'Get Your Child's Assessment' request (variant=\"simple\").",
  attributes: [
    { name: 'variant', type: 'string', description: '`full`: the start-page intake form. `simple`: the short assessment request of a landing page.', default: 'full' },
    { name: 'heading', type: 'string', description: "The form's heading. Empty leaves the heading to the host (a dialog title, say).", default: "'Student Intake Form' / 'Get Your Child's Assessment'" },
  ],
  submitted: {
    detail: "{ id: string; email: string; phone: string; leadSource: 'intake_form' | 'landing_page_intake' }",
    description:
      'The form was stored and is empty again. The element sets no flag and goes nowhere: the host page decides what follows (the VERSE site sets the session flag `intakeSubmitted` and goes to /thank-you/intake).',
  },
  embed: [
    { path: 'intake-form', title: 'Intake Form - VERSE' },
    { path: 'assessment-request', title: "Get Your Child's Assessment - VERSE", attributes: { variant: 'simple' } },
  ],
});
