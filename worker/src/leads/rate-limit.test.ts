// Per-client limits on every write a visitor can repeat without a hold or a session: lead forms,
// consultation requests and registrations. Refused writes store nothing and answer 429 with
// Retry-After and the support contacts.
import { env, SELF } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { book, hold, resetBookingState, upcoming } from '../../test/booking';
import { fallbackMessage, json, post, resetLeads } from '../../test/leads';
import { setClock } from '../time/clock';
import { LEAD_LIMITS, TOO_MANY_LEADS } from './rate-limit';

// Each test sends 11 to 31 requests one after another through workerd (a registration hashes its
// password, PBKDF2 at 100,000 rounds): under a second on an idle machine, over Vitest's 5 s when
// the machine is busy.
vi.setConfig({ testTimeout: 30_000 });

const SUPPORT = { supportEmail: 'support@verse.example', supportPhone: '(801) 555-0143' };

beforeEach(async () => {
  await resetLeads();
  await resetBookingState();
});
afterEach(() => setClock(null));

const countOf = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

describe('consultation requests (no lockId)', () => {
  it('takes 10 an hour from one client, then answers 429 with the support contacts, storing nothing', async () => {
    setClock(new Date('2026-11-23T16:30:00.000Z'));
    const monday = await upcoming(1);
    for (let i = 0; i < 10; i++) expect((await book(monday, 9, 0, undefined, {}, { ip: '192.0.2.70' })).status).toBe(200);
    const refused = await book(monday, 9, 0, undefined, {}, { ip: '192.0.2.70' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('1800');
    expect(await json(refused)).toEqual({ error: TOO_MANY_LEADS, ...SUPPORT });
    expect(await countOf("SELECT COUNT(*) AS n FROM bookings WHERE status = 'requested'")).toBe(10);
    expect((await book(monday, 9, 0, undefined, {}, { ip: '192.0.2.71' })).status).toBe(200);
  });

  it('leaves booking a held slot alone: a hold is its own limit', async () => {
    const monday = await upcoming(1);
    for (let i = 0; i < 10; i++) await book(monday, 9, 0, undefined, {}, { ip: '192.0.2.72' });
    expect((await book(monday, 9, 0, undefined, {}, { ip: '192.0.2.72' })).status).toBe(429);
    const lockId = await hold(monday, 10, 0, { ip: '192.0.2.72' });
    const booked = await book(monday, 10, 0, lockId, {}, { ip: '192.0.2.72' });
    expect(booked.status).toBe(200);
    expect(await json(booked)).toMatchObject({ status: 'confirmed' });
  });
});

describe('registrations', () => {
  const register = (client: string) =>
    SELF.fetch('http://verse.test/api/auth/register', {
      method: 'POST',
      headers: { Origin: 'http://verse.test', 'Content-Type': 'application/json', 'CF-Connecting-IP': client },
      body: JSON.stringify({ email: `limit-${crypto.randomUUID().slice(0, 8)}@example.com`, password: 'reading-is-fun', recaptchaToken: 'local:register' }),
    });

  it(`takes ${LEAD_LIMITS.register.perClient} an hour from one client, then 429 and no account`, async () => {
    const before = await countOf('SELECT COUNT(*) AS n FROM users');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await register('192.0.2.80')).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LEAD_LIMITS.register.perClient);
    expect(statuses.slice(LEAD_LIMITS.register.perClient).every((status) => status === 429)).toBe(true);
    expect(await countOf('SELECT COUNT(*) AS n FROM users')).toBe(before + LEAD_LIMITS.register.perClient);
    const refused = await register('192.0.2.80');
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(((await json(refused)) as { error: string }).error).toMatch(/from this connection/);
    expect((await register('192.0.2.81')).status).toBe(201);
  });
});

describe('the fallback contact form, which has no bot check', () => {
  it('stays open to a new family after 30 messages from 10 clients', async () => {
    for (let client = 0; client < 10; client++) {
      for (let i = 0; i < 3; i++) expect((await post('contactForms', fallbackMessage, { ip: `198.18.2.${client}` })).status).toBe(201);
    }
    expect((await post('contactForms', fallbackMessage, { ip: '198.18.3.1' })).status).toBe(201);
  });

  it('refuses a client past its own 3 an hour "from this connection", with the support contacts', async () => {
    for (let i = 0; i < 3; i++) await post('contactForms', fallbackMessage, { ip: '198.18.4.1' });
    const refused = await post('contactForms', fallbackMessage, { ip: '198.18.4.1' });
    expect(refused.status).toBe(429);
    expect(await json(refused)).toEqual({ error: TOO_MANY_LEADS, ...SUPPORT });
  });

  it(`past ${LEAD_LIMITS.fallback.overall} an hour from everyone, says the form is busy and gives the phone and email`, async () => {
    setClock(new Date('2026-11-23T16:00:00.000Z'));
    const windowStart = Math.floor(Date.parse('2026-11-23T16:00:00.000Z') / 1000);
    // Everyone else's messages of this hour, as the counter keeps them.
    await env.DB.prepare("INSERT INTO lead_rate_limits (bucket, client, window_start, hits) VALUES ('contact_fallback', '*', ?, ?)")
      .bind(windowStart, LEAD_LIMITS.fallback.overall - 1)
      .run();
    expect((await post('contactForms', fallbackMessage, { ip: '198.18.5.1' })).status).toBe(201);
    const refused = await post('contactForms', fallbackMessage, { ip: '198.18.5.2' });
    expect(refused.status).toBe(429);
    const body = await json<{ error: string; supportEmail: string; supportPhone: string }>(refused);
    expect(body).toEqual({ error: expect.any(String), ...SUPPORT });
    expect(body.error).not.toMatch(/from this connection/);
    expect(body.error).toMatch(/busy/);
    expect(body.error).toContain(SUPPORT.supportEmail);
    expect(body.error).toContain(SUPPORT.supportPhone);
    expect(refused.headers.get('Retry-After')).toBe('3600');
  });
});
