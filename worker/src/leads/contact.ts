import { Hono } from 'hono';
import { every } from 'hono/combine';
import type { AppEnv } from '../env';
import { readJson, validate } from '../http/body';
import { requireHuman } from '../http/bot-check';
import { deliverEmailAbout, queueEmail } from '../email/outbox';
import { insertContactForm, type ContactFormRow } from '../store/leads';
import { runTogether } from '../store/batch';
import { now } from '../time/clock';
import { ROUTES } from '../../../contract/routes';
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

// The fallback needs no token but a phone number, and has the stricter limit.
const contact = ROUTES['POST /api/contactForms'];
const standardChecks = every(requireHuman(contact.botCheck), validate(contact.body), limitLeads(LEAD_LIMITS.contact));
const fallbackChecks = every(validate(contact.fallback), limitLeads(LEAD_LIMITS.fallback));

/** POST /api/contactForms: a message, or (`submissionType: "fallback"`) one for manual review. */
export const contactForms = new Hono<AppEnv & { Variables: { body: ContactMessage } }>().post(
  '/contactForms',
  readJson,
  function checkContactMessage(c, next) {
    return c.get('json').submissionType === 'fallback' ? fallbackChecks(c, next) : standardChecks(c, next);
  },
  async function storeContactForm(c) {
    const row = contactRow(c.get('body'), crypto.randomUUID(), now().toISOString());
    await runTogether(c.env.DB, [insertContactForm(c.env.DB, row), queueEmail(c.env.DB, contactStaffNotice(row, c.env.STAFF_EMAIL))]);
    c.executionCtx.waitUntil(deliverEmailAbout(c.env, row.id));
    return c.json({ id: row.id }, 201);
  },
);
