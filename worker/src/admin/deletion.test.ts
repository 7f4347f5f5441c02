import { env, SELF } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarDateIn } from '../../../contract/rules';
import { fallbackMessage, fullIntake } from '../../test/leads';
import { emailHash } from './deletion';
import { adminCall, ORIGIN, resetAdminState, signedInAs, submit } from './testing';
import { now } from '../time/clock';

let admin: Awaited<ReturnType<typeof signedInAs>>;
const FAMILY = 'maria.gonzalez@example.com';

const count = async (sql: string, ...params: unknown[]) => (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${sql}`).bind(...params).first<{ n: number }>())!.n;

let ip = 0;
/** The Gonzalez family: an intake (typed with capitals), a fallback message naming the address as its alternate, a consultation request, an account with a session, a staff note; and another family. */
async function twoFamilies() {
  const send = (call: 'intakeForms' | 'contactForms' | 'bookConsultation', body: unknown) => submit(call, body, `192.0.2.${++ip}`);
  const intake = (await (await send('intakeForms', { ...fullIntake, email: 'Maria.Gonzalez@Example.com' })).json()) as { id: string };
  await send('contactForms', { ...fallbackMessage, fallbackVerification: { ...fallbackMessage.fallbackVerification, alternateEmail: FAMILY } });
  await send('bookConsultation', {
    parentName: 'Maria Gonzalez',
    phone: '(801) 555-0199',
    email: FAMILY,
    dateISO: calendarDateIn(now()),
    startISO: '',
    endISO: '',
    label: '',
    recaptchaToken: 'local:consultation_booking',
  });
  await send('intakeForms', { ...fullIntake, parentName: 'Sam Other', email: 'sam.other@example.com' });
  const member = await signedInAs('member', FAMILY);
  await adminCall(admin.cookie, 'PATCH', `/leads/${intake.id}`, { note: 'Prefers mornings.', status: 'contacted' });
  return { member, intakeId: intake.id };
}

beforeAll(async () => {
  admin = await signedInAs('admin');
});
beforeEach(async () => {
  await resetAdminState();
  await env.DB.prepare('DELETE FROM users WHERE email = ?').bind(FAMILY).run();
});

describe('POST /api/admin/deletion/lookup', () => {
  it('finds everything stored about an address, whatever its case', async () => {
    await twoFamilies();
    const response = await adminCall(admin.cookie, 'POST', '/deletion/lookup', { email: ' MARIA.gonzalez@example.com ' });
    expect(response.status).toBe(200);
    const found = (await response.json()) as { email: string; leads: Array<{ kind: string }>; bookings: unknown[]; account: unknown; emails: number };
    expect(found.email).toBe(FAMILY);
    expect(found.leads.map((lead) => lead.kind).sort()).toEqual(['consultation', 'contact', 'intake']);
    expect(found.bookings).toEqual([]);
    expect(found.account).toEqual({ role: 'member', sessions: 1 });
    // The staff notices of the three leads, and the welcome email.
    expect(found.emails).toBe(4);
  });
});

describe('POST /api/admin/deletion', () => {
  it('deletes it all in one action, keeps another family, and leaves only an audit entry without the address', async () => {
    const { member } = await twoFamilies();
    const refused = await adminCall(admin.cookie, 'POST', '/deletion', { email: FAMILY, confirmEmail: 'maria@example.com' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: unknown }).fields).toEqual({ confirmEmail: 'Type the same address again to confirm.' });
    expect(await count('intake_forms WHERE lower(email) = ?', FAMILY)).toBe(1);

    const response = await adminCall(admin.cookie, 'POST', '/deletion', { email: FAMILY, confirmEmail: FAMILY });
    expect(response.status).toBe(200);
    const hash = await emailHash(FAMILY);
    expect(await response.json()).toEqual({ deleted: { intake: 1, contact: 1, consultation: 1, account: 1, session: 1, email: 4 }, emailHash: hash });

    expect(await count('intake_forms WHERE lower(email) = ?', FAMILY)).toBe(0);
    expect(await count("contact_forms WHERE fallback_verification LIKE '%' || ? || '%'", FAMILY)).toBe(0);
    expect(await count('bookings WHERE email = ?', FAMILY)).toBe(0);
    expect(await count('leads WHERE lower(email) = ?', FAMILY)).toBe(0);
    expect(await count('users WHERE email = ?', FAMILY)).toBe(0);
    expect(await count("outbox WHERE lower(text_body) LIKE '%gonzalez%' OR lower(to_address) = ?", FAMILY)).toBe(0);
    // Nothing anywhere in the database holds the address or the family's name any more.
    for (const table of ['intake_forms', 'contact_forms', 'bookings', 'leads', 'outbox', 'users', 'admin_audit']) {
      const { results } = await env.DB.prepare(`SELECT * FROM ${table}`).all();
      expect(JSON.stringify(results).toLowerCase(), table).not.toMatch(/gonzalez|prefers mornings/);
    }
    // The other family is untouched.
    expect(await count('leads WHERE email = ?', 'sam.other@example.com')).toBe(1);
    // The account's session is gone with it.
    const me = await SELF.fetch(`${ORIGIN}/api/auth/me`, { headers: { Cookie: member.cookie } });
    expect(((await me.json()) as { user: unknown }).user).toBeNull();

    const log = await adminCall(admin.cookie, 'GET', '/deletion/log');
    expect(((await log.json()) as { deletions: unknown[] }).deletions[0]).toEqual({
      at: expect.any(String),
      by: admin.email,
      emailHash: hash,
      records: { intake: 1, contact: 1, consultation: 1, account: 1, session: 1, email: 4 },
    });
  });

  it('leaves an admin account alone', async () => {
    const other = await signedInAs('admin');
    const response = await adminCall(admin.cookie, 'POST', '/deletion', { email: other.email, confirmEmail: other.email });
    expect(response.status).toBe(409);
    expect(await count('users WHERE email = ?', other.email)).toBe(1);
  });
});
