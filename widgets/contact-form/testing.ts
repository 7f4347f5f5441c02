// Priya's message, which the form's tests and the element's fill in and expect sent alike.
import { fillIn } from '../runtime/testing';

export const fill = (form: ParentNode) => fillIn(form, { Name: 'Priya Natarajan', Email: 'priya@example.org', Subject: 'educational', Message: 'Do you tutor over the summer?' });

/** What the API is sent for it: the local spam check's token and the page's attribution (`{"utm_source":"google","ts":1}`) with it. */
export const sent = {
  name: 'Priya Natarajan',
  email: 'priya@example.org',
  subject: 'educational',
  message: 'Do you tutor over the summer?',
  recaptchaToken: 'local:contact_form',
  attribution: { utm_source: 'google', ts: 1 },
};
