import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactMessage, count, expectNothingStored, fallbackMessage, itRefusesWithoutItsToken, json, NEW_LEAD_CRM, post, resetLeads } from '../../test/leads';
import { setClock } from '../time/clock';
import { LEAD_LIMITS } from './rate-limit';

type Body = Record<string, unknown>;
const row = (id: string) => env.DB.prepare('SELECT * FROM contact_forms WHERE id = ?').bind(id).first<Record<string, unknown>>();

async function idOf(response: Response): Promise<string> {
  expect(response.status).toBe(201);
  return (await json<{ id: string }>(response)).id;
}

beforeEach(resetLeads);
afterEach(() => setClock(null));

describe('POST /api/contactForms', () => {
  it('stores the message with its attribution and the CRM fields, answers 201 {id} and tells staff', async () => {
    setClock(new Date('2026-11-23T16:05:00.000Z'));
    const id = await idOf(await post('contactForms', { ...contactMessage, status: 'closed', createdAt: '1999-01-01', priority: 'high' }));
    const stored = await row(id);
    expect(JSON.parse(stored!.attribution as string)).toEqual(contactMessage.attribution);
    expect(stored).toEqual({
      id,
      submission_type: 'standard',
      name: 'Priya Natarajan',
      email: 'priya@example.org',
      subject: 'educational',
      message: 'Do you offer tutoring in the summer?\nMy daughter is 10.',
      recaptcha_token: 'local:contact_form',
      attribution: expect.any(String),
      fallback_verification: null,
      created_at: '2026-11-23T16:05:00.000Z',
      ...NEW_LEAD_CRM,
      conversion_stage: 'contact_submitted',
    });
    const notice = await env.DB.prepare('SELECT kind, to_address, subject, text_body, related_id FROM outbox').first<Record<string, string>>();
    expect(notice).toMatchObject({
      kind: 'contact_staff_notice',
      to_address: 'team@verse.example',
      subject: 'New message: Educational Support from Priya Natarajan',
      related_id: id,
    });
    expect(notice!.text_body).toContain('Do you offer tutoring in the summer?');
  });

  it('takes every subject of the form', async () => {
    for (const subject of ['general', 'technical', 'educational', 'billing', 'partnership']) {
      expect((await post('contactForms', { ...contactMessage, subject })).status).toBe(201);
    }
  });

  it('keeps what it can of the attribution and never refuses a message for it', async () => {
    const messy = { utm_source: 'newsletter', utm_medium: 42, gclid: 'x'.repeat(501), evil: '<script>', ts: 'yesterday' };
    const id = await idOf(await post('contactForms', { ...contactMessage, attribution: messy }));
    expect(JSON.parse((await row(id))!.attribution as string)).toEqual({ utm_source: 'newsletter', ts: 'yesterday' });

    for (const attribution of [null, undefined, 'google', [1, 2], {}]) {
      const other = await idOf(await post('contactForms', { ...contactMessage, attribution }));
      expect((await row(other))!.attribution).toBeNull();
    }
  });

  const bad: [string, Body, Record<string, string>][] = [
    ['no name', { name: '' }, { name: 'This field is required.' }],
    ['no email', { email: undefined }, { email: 'This field is required.' }],
    ['a malformed email', { email: 'priya at example.org' }, { email: 'Please enter a valid email address.' }],
    ['no subject', { subject: undefined }, { subject: 'Please choose one of the subjects.' }],
    ['an unknown subject', { subject: 'complaint' }, { subject: 'Please choose one of the subjects.' }],
    ['no message', { message: '  ' }, { message: 'This field is required.' }],
    ['a message over 5000 characters', { message: 'a'.repeat(5001) }, { message: 'This field must be at most 5000 characters.' }],
    ['a name over 100 characters', { name: 'a'.repeat(101) }, { name: 'This field must be at most 100 characters.' }],
  ];

  it.each(bad)('refuses %s with 400 and a field message, storing nothing', async (_name, change, fields) => {
    const response = await post('contactForms', { ...contactMessage, ...change });
    expect(response.status).toBe(400);
    const body = await json<{ error: string; fields: Record<string, string> }>(response);
    expect(body.fields).toMatchObject(fields);
    expect(JSON.stringify(body)).not.toContain('complaint');
    await expectNothingStored('contact_forms');
  });

  itRefusesWithoutItsToken('contactForms', contactMessage, 'contact_forms', 'local:intake_form');

  it('treats any submissionType other than fallback as a normal message that needs a token', async () => {
    const { recaptchaToken: _token, ...noToken } = contactMessage;
    expect((await post('contactForms', { ...noToken, submissionType: 'standard', fallbackVerification: fallbackMessage.fallbackVerification })).status).toBe(403);
    await expectNothingStored('contact_forms');
  });

  it('takes 10 messages an hour from one client, then answers 429 without storing', async () => {
    setClock(new Date('2026-11-23T16:30:00.000Z'));
    for (let i = 0; i < 10; i++) await idOf(await post('contactForms', contactMessage, { ip: '192.0.2.50' }));
    const refused = await post('contactForms', contactMessage, { ip: '192.0.2.50' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('1800');
    expect(await count('contact_forms')).toBe(10);
    await idOf(await post('contactForms', contactMessage, { ip: '192.0.2.51' }));
  });
});

describe('POST /api/contactForms, fallback (alternative verification)', () => {
  it('needs no token, stores the verification for manual review and tells staff to call', async () => {
    const id = await idOf(await post('contactForms', fallbackMessage));
    expect(await row(id)).toMatchObject({
      submission_type: 'fallback',
      name: 'Priya Natarajan',
      subject: 'general',
      recaptcha_token: null,
      attribution: null,
      fallback_verification: JSON.stringify(fallbackMessage.fallbackVerification),
      status: 'new',
      priority: 'medium',
    });
    const notice = await env.DB.prepare('SELECT subject, text_body FROM outbox').first<Record<string, string>>();
    expect(notice!.subject).toBe('Message to verify by phone: General Inquiry from Priya Natarajan');
    expect(notice!.text_body).toContain('Phone to verify: +1 801 555 0177');
  });

  it('takes an empty alternate email and reason', async () => {
    await idOf(await post('contactForms', { ...fallbackMessage, fallbackVerification: { phone: '801 555 0177', alternateEmail: '', reason: '' } }));
    await idOf(await post('contactForms', { ...fallbackMessage, fallbackVerification: { phone: '801 555 0177' } }));
  });

  const bad: [string, Body, Record<string, string>][] = [
    ['no verification', { fallbackVerification: undefined }, { fallbackVerification: 'This field is required.' }],
    ['no phone', { fallbackVerification: { alternateEmail: 'a@b.co', reason: '' } }, { 'fallbackVerification.phone': 'This field is required.' }],
    ['an empty phone', { fallbackVerification: { phone: ' ' } }, { 'fallbackVerification.phone': 'This field is required.' }],
    ['a phone that is not one', { fallbackVerification: { phone: '12' } }, { 'fallbackVerification.phone': 'Please enter a valid phone number.' }],
    [
      'a malformed alternate email',
      { fallbackVerification: { phone: '801 555 0177', alternateEmail: 'nope' } },
      { 'fallbackVerification.alternateEmail': 'Please enter a valid email address.' },
    ],
    ['a reason over 1000 characters', { fallbackVerification: { phone: '801 555 0177', reason: 'a'.repeat(1001) } }, { 'fallbackVerification.reason': 'This field must be at most 1000 characters.' }],
    ['no message', { message: '' }, { message: 'This field is required.' }],
  ];

  it.each(bad)('refuses %s with 400, storing nothing', async (_name, change, fields) => {
    const response = await post('contactForms', { ...fallbackMessage, ...change });
    expect(response.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(response)).fields).toMatchObject(fields);
    await expectNothingStored('contact_forms');
  });

  it('takes 3 an hour from one client, then 429', async () => {
    for (let i = 0; i < 3; i++) await idOf(await post('contactForms', fallbackMessage, { ip: '192.0.2.60' }));
    expect((await post('contactForms', fallbackMessage, { ip: '192.0.2.60' })).status).toBe(429);
    expect(await count('contact_forms')).toBe(3);
    // The normal form, with a token, is counted apart.
    await idOf(await post('contactForms', contactMessage, { ip: '192.0.2.60' }));
  });

  it(`takes ${LEAD_LIMITS.fallback.overall} an hour from everyone together; a client over its own limit does not use that up`, async () => {
    setClock(new Date('2026-11-23T16:10:00.000Z'));
    for (let i = 0; i < 10; i++) await post('contactForms', fallbackMessage, { ip: '192.0.2.99' });
    const overall = () => env.DB.prepare("SELECT hits FROM lead_rate_limits WHERE bucket = 'contact_fallback' AND client = '*'").first<{ hits: number }>();
    expect(await overall()).toEqual({ hits: 3 });
    // The rest of a busy hour, from many others.
    await env.DB.prepare("UPDATE lead_rate_limits SET hits = ? WHERE bucket = 'contact_fallback' AND client = '*'").bind(LEAD_LIMITS.fallback.overall - 1).run();
    await idOf(await post('contactForms', fallbackMessage, { ip: '198.18.0.1' }));
    expect((await post('contactForms', fallbackMessage, { ip: '198.18.1.1' })).status).toBe(429);
    expect(await count('contact_forms')).toBe(4);
  });
});

describe('privacy', () => {
  it('writes nothing a visitor sent to the logs', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level));
    await post('contactForms', contactMessage);
    await post('contactForms', fallbackMessage);
    await post('contactForms', { ...contactMessage, email: 'priya@' });
    const logged = JSON.stringify(spies.flatMap((spy) => spy.mock.calls));
    spies.forEach((spy) => spy.mockRestore());
    for (const value of ['Priya', 'priya@', 'summer', '555 0177']) expect(logged).not.toContain(value);
  });
});
