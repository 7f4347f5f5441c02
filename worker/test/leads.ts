// Helpers for the lead tests: bodies as the widgets send them, and a clean slate between tests.
import { env } from 'cloudflare:test';
import { expect, it } from 'vitest';
import { BOT_CHECK_FAILED, json, post } from './booking';

export { json, post };

export const fullIntake = {
  leadSource: 'intake_form',
  parentName: 'Maria Gonzalez',
  email: 'maria.gonzalez@example.com',
  phone: '(801) 555-0199',
  contactMethod: 'text',
  studentAge: '9',
  school: 'Lincoln Elementary',
  strengths: 'Loves stories and drawing.',
  struggles: ['reading', 'spelling', 'other'],
  strugglesOther: 'Handwriting',
  strugglesDetails: 'Mixes up b and d; reading aloud is slow.',
  previousTutor: 'yes',
  previousTutorDetails: 'One semester with a school reading specialist.',
  goals: 'Read chapter books on his own.',
  additionalInfo: 'Diagnosed with dyslexia last spring.',
  recaptchaToken: 'local:intake_form',
};

export const assessmentRequest = {
  leadSource: 'landing_page_intake',
  parentName: 'Dana Whitfield',
  email: 'dana.w@example.net',
  phone: '801-555-0123',
  studentAge: '7',
  struggles: 'Sounding out words',
  goals: 'Confidence in reading',
  recaptchaToken: 'local:intake_form',
};

export const contactMessage = {
  name: 'Priya Natarajan',
  email: 'priya@example.org',
  subject: 'educational',
  message: 'Do you offer tutoring in the summer?\nMy daughter is 10.',
  recaptchaToken: 'local:contact_form',
  attribution: { utm_source: 'google', utm_medium: 'cpc', gclid: 'abc123', referrer: 'https://www.google.com/', ts: 1767225600000 },
};

export const fallbackMessage = {
  name: 'Priya Natarajan',
  email: 'priya@example.org',
  subject: 'general',
  message: 'The security check will not load for me.',
  attribution: null,
  submissionType: 'fallback',
  fallbackVerification: { phone: '+1 801 555 0177', alternateEmail: 'priya.n@example.com', reason: 'Corporate network blocks Google.' },
};

export async function count(table: 'intake_forms' | 'contact_forms' | 'outbox'): Promise<number> {
  return (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
}

type LeadTable = 'intake_forms' | 'contact_forms';

/** The staff's fields of a lead as the worker stores a new one, whatever the client sent. */
export const NEW_LEAD_CRM = {
  status: 'new',
  assigned_to: '',
  crm_notes: '[]',
  last_contact_date: null,
  next_follow_up_date: null,
  priority: 'medium',
} as const;

/** Nothing of a refused lead is kept: no row in its table and no email queued. */
export async function expectNothingStored(table: LeadTable): Promise<void> {
  expect(await count(table)).toBe(0);
  expect(await count('outbox')).toBe(0);
}

/**
 * A lead form's bot check, as tests of its route: without a token, with an empty one, another
 * form's or a made-up one, it answers 403 with the contract's message and keeps nothing.
 */
export function itRefusesWithoutItsToken(call: 'intakeForms' | 'contactForms', body: Record<string, unknown>, table: LeadTable, otherFormsToken: string) {
  it.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['a token for another action', otherFormsToken],
    ['a made-up token', 'not-a-token'],
  ])('answers 403 with the contract message for %s, storing nothing', async (_name, token) => {
    const response = await post(call, { ...body, recaptchaToken: token });
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({ error: BOT_CHECK_FAILED });
    await expectNothingStored(table);
  });
}

export async function resetLeads(): Promise<void> {
  await env.DB.batch(
    ['intake_forms', 'contact_forms', 'outbox', 'lead_rate_limits'].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
  );
}
