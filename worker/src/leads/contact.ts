import { Hono } from 'hono';
import { every } from 'hono/combine';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { readJson, validate } from '../http/body';
import { requireHuman } from '../http/bot-check';
import { deliverEmailAbout, queueEmail } from '../email/outbox';
import { insertContactForm, type ContactFormRow } from '../store/leads';
import { now } from '../time/clock';
import { area, attribution, email, line, optionalEmail, phone, requiredArea } from './fields';
import { limitLeads, LEAD_LIMITS } from './rate-limit';
import { contactStaffNotice } from './staff-notice';

export const SUBJECTS = ['general', 'technical', 'educational', 'billing', 'partnership'] as const;

const message = {
  name: line(100),
  email,
  subject: z.enum(SUBJECTS, { error: 'Please choose one of the subjects.' }),
  message: requiredArea(5000),
  attribution,
};

/** A message with a bot-check token. */
const contactMessage = z.object({ ...message, recaptchaToken: z.string() });

/** A message whose sender could not pass the bot check: a phone number stands in for it. */
const fallbackMessage = z.object({
  ...message,
  submissionType: z.literal('fallback'),
  fallbackVerification: z.object({ phone, alternateEmail: optionalEmail, reason: area(1000) }),
});

type ContactMessage = z.output<typeof contactMessage> | z.output<typeof fallbackMessage>;

export function contactRow(body: ContactMessage, id: string, createdAt: string): ContactFormRow {
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
const standardChecks = every(requireHuman('contact_form'), validate(contactMessage), limitLeads(LEAD_LIMITS.contact));
const fallbackChecks = every(validate(fallbackMessage), limitLeads(LEAD_LIMITS.fallback));

/** POST /api/contactForms: a message, or (`submissionType: "fallback"`) one for manual review. */
export const contactForms = new Hono<AppEnv & { Variables: { body: ContactMessage } }>().post(
  '/contactForms',
  readJson,
  function checkContactMessage(c, next) {
    return c.get('json').submissionType === 'fallback' ? fallbackChecks(c, next) : standardChecks(c, next);
  },
  async function storeContactForm(c) {
    const row = contactRow(c.get('body'), crypto.randomUUID(), now().toISOString());
    await c.env.DB.batch([insertContactForm(c.env.DB, row), queueEmail(c.env.DB, contactStaffNotice(row, c.env.STAFF_EMAIL))]);
    c.executionCtx.waitUntil(deliverEmailAbout(c.env, row.id));
    return c.json({ id: row.id }, 201);
  },
);
