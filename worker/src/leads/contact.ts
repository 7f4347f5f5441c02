import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { RouteTable } from '../http/route';
import { deliverEmailAbout, queueEmail } from '../email/outbox';
import { insertContactForm, type ContactFormRow } from '../store/leads';
import { runTogether } from '../store/batch';
import { now } from '../time/clock';
import type { ContactMessage } from '../../../contract/schemas';
import { limitLeads, LEAD_LIMITS } from './rate-limit';
import { contactStaffNotice } from './staff-notice';

function contactRow(body: ContactMessage, id: string, createdAt: string): ContactFormRow {
  const fallback = 'submissionType' in body;
  return {
    id,
    submission_type: fallback ? 'fallback' : 'standard',
    name: body.name,
    email: body.email,
    subject: body.subject,
    message: body.message,
    recaptcha_token: fallback ? null : body.recaptchaToken,
    attribution: body.attribution ? JSON.stringify(body.attribution) : null,
    fallback_verification: fallback ? JSON.stringify(body.fallbackVerification) : null,
    created_at: createdAt,
  };
}

// The fallback needs no token but a phone number (the route table's `fallback`), and has the stricter limit.
const standardLimit = limitLeads(LEAD_LIMITS.contact);
const fallbackLimit = limitLeads(LEAD_LIMITS.fallback);
const limitByForm: MiddlewareHandler<AppEnv> = (c, next) => (c.get('json').submissionType === 'fallback' ? fallbackLimit : standardLimit)(c, next);

/** POST /api/contactForms: a message, or (`submissionType: "fallback"`) one for manual review. */
export const contactForms = new RouteTable('/api').serve('POST /api/contactForms', limitByForm, async function storeContactForm(c) {
  const row = contactRow(c.get('body'), crypto.randomUUID(), now().toISOString());
  await runTogether(c.env.DB, [insertContactForm(c.env.DB, row), queueEmail(c.env.DB, contactStaffNotice(row, c.env.STAFF_EMAIL))]);
  c.executionCtx.waitUntil(deliverEmailAbout(c.env, row.id));
  return { id: row.id };
});
