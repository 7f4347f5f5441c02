import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { hold, json, parent, resetBookingState, slotBody, upcoming } from '../../test/booking';
import { ORIGIN, signedInAs } from '../../test/admin-session';

const account = (path: string, cookie?: string, body?: unknown, origin = ORIGIN) =>
  SELF.fetch(`${ORIGIN}/api/account${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Origin: origin, ...(cookie ? { Cookie: cookie } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

beforeEach(resetBookingState);

describe('My consultations', () => {
  it('shows nothing until the address is verified by its link (sent once an hour); then the bookings made signed in, each with its manage page', async () => {
    const { cookie, email } = await signedInAs('member');
    const monday = await upcoming(1);
    // Booked while signed in, under another address: it belongs to the account at once.
    const booked = await SELF.fetch(`${ORIGIN}/api/bookConsultation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, 'CF-Connecting-IP': '203.0.113.1' },
      body: JSON.stringify({ ...parent, email: 'family@example.com', ...slotBody(monday, 9), lockId: await hold(monday, 9) }),
    });
    const { bookingId, manageToken } = await json<{ bookingId: string; manageToken: string }>(booked);
    expect(await env.DB.prepare('SELECT user_id FROM bookings WHERE id = ?').bind(bookingId).first('user_id')).not.toBeNull();

    expect(await json(await account('/consultations', cookie))).toEqual({ verified: false, upcoming: [], past: [], more: false });
    expect((await account('/consultations')).status).toBe(401);
    expect((await account('/verify-email', cookie, {}, 'https://evil.example')).status).toBe(403);

    expect(await json(await account('/verify-email', cookie, {}))).toEqual({ verified: false, sent: true });
    expect(await json(await account('/verify-email', cookie, {}))).toEqual({ verified: false, sent: false });
    const mails = (await env.DB.prepare("SELECT to_address, text_body FROM outbox WHERE kind = 'email_verification'").all<{ to_address: string; text_body: string }>()).results;
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(email);
    const token = /\/verify-email\/([A-Za-z0-9_-]{43})/.exec(mails[0]!.text_body)![1]!;

    expect((await account('/verify-email/confirm', undefined, { token: 'A'.repeat(43) })).status).toBe(404);
    expect(await json(await account('/verify-email/confirm', undefined, { token }))).toEqual({ verified: true });
    const mine = await json<{ verified: boolean; upcoming: { manage: string; startISO: string; status: string }[] }>(await account('/consultations', cookie));
    expect(mine.verified).toBe(true);
    expect(mine.upcoming).toEqual([expect.objectContaining({ status: 'confirmed', startISO: slotBody(monday, 9).startISO, manage: `/manage/${manageToken}` })]);
    expect(await json(await account('/verify-email', cookie, {}))).toEqual({ verified: true, sent: false });
  });
});
