import { env, SELF } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { book, hold, json, parent, post, resetBookingState, rowCount, slotBody, TOKEN, upcomingWeek } from '../../test/booking';
import { ORIGIN, signedInAs } from '../../test/admin-session';
import { mintManageToken } from '../manage/token';
import { UPCOMING_LOOKUP } from '../store/manage';
import { now, setClock } from '../time/clock';

type Existing = { dateISO: string; startISO: string; endISO: string; label: string | null; manageToken: string; canMove: boolean; cutoffHours: number };
type Outcome = { bookingId: string; status: string; manageToken: string; moved?: boolean };

const HOUR = 3_600_000;
const NOTHING = { existing: [], more: false };

/** The duplicate check as the widget sends it; `init` adds a cookie and an Origin. */
function check(email: string, manageTokens: string[] = [], { ip = '203.0.113.20', cookie, origin }: { ip?: string; cookie?: string; origin?: string } = {}) {
  return SELF.fetch(`${ORIGIN}/api/existingBookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip, ...(cookie ? { Cookie: cookie } : {}), ...(origin ? { Origin: origin } : {}) },
    body: JSON.stringify({ email, manageTokens, recaptchaToken: TOKEN }),
  });
}

async function booked(date: string, hour: number, extra: Record<string, unknown> = {}): Promise<Outcome> {
  const response = await book(date, hour, 0, await hold(date, hour), extra);
  expect(response.status).toBe(200);
  return json<Outcome>(response);
}

const confirmedRows = async () =>
  (await env.DB.prepare("SELECT id, start_iso, parent_name, phone, notes FROM bookings WHERE status = 'confirmed' ORDER BY start_iso").all<{ id: string; start_iso: string; parent_name: string; phone: string; notes: string | null }>()).results;

let monday: string;
let tuesday: string;
let wednesday: string;

beforeEach(async () => {
  setClock(null);
  await resetBookingState();
  ({ monday, tuesday, wednesday } = await upcomingWeek());
});
afterEach(() => setClock(null));

describe('POST /api/existingBookings: only what the caller proves is theirs', () => {
  it('answers a typed address alone exactly as an address with no booking, so no one learns another family\'s bookings', async () => {
    await booked(monday, 9);
    const withBooking = await check(parent.email);
    const without = await check('nobody@example.com');
    expect(withBooking.status).toBe(200);
    expect(await json(withBooking)).toEqual(NOTHING);
    expect(await json(without)).toEqual(NOTHING);
    // Upper case, spaces: still nothing.
    expect(await json(await check(`  ${parent.email.toUpperCase()} `))).toEqual(NOTHING);
  });

  it("names the booking this browser's manage token opens, with its time and whether it may still be moved", async () => {
    const first = await booked(monday, 9, { timeZone: 'America/New_York' });
    const response = await check(parent.email.toUpperCase(), [first.manageToken]);
    expect(await json(response)).toEqual({
      existing: [{ dateISO: monday, startISO: slotBody(monday, 9).startISO, endISO: slotBody(monday, 9).endISO, label: '9:00 AM - 9:30 AM', manageToken: first.manageToken, canMove: true, cutoffHours: 12 }],
      more: false,
    });
  });

  it('never lets a token reveal anything but its own booking under the typed address', async () => {
    // Someone books under a family's address and so holds a token: it opens that booking only.
    const familys = await booked(monday, 9);
    const intruders = await booked(tuesday, 10);
    const seen = await json<{ existing: Existing[] }>(await check(parent.email, [intruders.manageToken]));
    expect(seen.existing.map((e) => e.manageToken)).toEqual([intruders.manageToken]);
    expect(JSON.stringify(seen)).not.toContain(familys.manageToken);
    // A token under another address than the one typed: nothing, as for no token.
    expect(await json(await check('someone.else@example.com', [familys.manageToken]))).toEqual(NOTHING);
    // Unknown tokens: nothing.
    expect(await json(await check(parent.email, ['A'.repeat(43)]))).toEqual(NOTHING);
  });

  it('leaves out a cancelled booking and one that has begun (controllable clock)', async () => {
    const first = await booked(monday, 9);
    const second = await booked(tuesday, 9);
    const cancel = await SELF.fetch(`${ORIGIN}/api/manage/${second.manageToken}/cancel`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(cancel.status).toBe(200);
    expect((await json<{ existing: Existing[] }>(await check(parent.email, [first.manageToken, second.manageToken]))).existing).toHaveLength(1);
    setClock(new Date(Date.parse(slotBody(monday, 9).startISO) + 60_000));
    expect(await json(await check(parent.email, [first.manageToken, second.manageToken]))).toEqual(NOTHING);
  });

  it('says it may no longer be moved online inside the reschedule cut-off', async () => {
    const first = await booked(monday, 9);
    setClock(new Date(Date.parse(slotBody(monday, 9).startISO) - 11 * HOUR));
    const [existing] = (await json<{ existing: Existing[] }>(await check(parent.email, [first.manageToken]))).existing;
    expect(existing).toMatchObject({ canMove: false, cutoffHours: 12 });
  });

  it("shows a signed-in member every upcoming booking under their verified address, from the site's own origin only", async () => {
    const { cookie, email } = await signedInAs('member');
    await booked(monday, 9, { email });
    await booked(tuesday, 11, { email: email.toUpperCase() });
    // Not verified yet: anyone can register any address.
    expect(await json(await check(email, [], { cookie, origin: ORIGIN }))).toEqual(NOTHING);
    await env.DB.prepare('UPDATE users SET email_verified_at = ? WHERE email = ?').bind(now().toISOString(), email).run();
    const mine = await json<{ existing: Existing[] }>(await check(email, [], { cookie, origin: ORIGIN }));
    expect(mine.existing.map((e) => e.startISO)).toEqual([slotBody(monday, 9).startISO, slotBody(tuesday, 11).startISO]);
    expect(mine.existing.every((e) => /^[A-Za-z0-9_-]{43}$/.test(e.manageToken))).toBe(true);
    // The session counts only from the site itself, and only for the member's own address.
    expect(await json(await check(email, [], { cookie, origin: 'https://partner.example' }))).toEqual(NOTHING);
    expect(await json(await check(email, [], { cookie }))).toEqual(NOTHING);
    await booked(wednesday, 9);
    expect(await json(await check(parent.email, [], { cookie, origin: ORIGIN }))).toEqual(NOTHING);
  });

  it('tells a member whose address has more upcoming bookings than the check names that some were left out', async () => {
    const { cookie, email } = await signedInAs('member');
    await env.DB.prepare('UPDATE users SET email_verified_at = ? WHERE email = ?').bind(now().toISOString(), email).run();
    const first = Date.parse(slotBody(monday, 9).startISO);
    /** Confirmed bookings under the member's address, a day apart from Monday on, each with its manage link. */
    const bookDays = async (from: number, count: number) => {
      for (let day = from; day < from + count; day++) {
        const start = new Date(first + day * 24 * HOUR).toISOString();
        const { hash, sealed } = await mintManageToken(env);
        await env.DB.prepare(
          "INSERT INTO bookings (id, status, date_iso, start_iso, end_iso, label, parent_name, phone, email, notes, lock_id, created_at, manage_token_hash, manage_token_sealed) VALUES (?, 'confirmed', ?, ?, ?, '9:00 AM - 9:30 AM', 'Sam Lee', '(801) 555-0100', ?, NULL, NULL, ?, ?, ?)",
        )
          .bind(crypto.randomUUID(), start.slice(0, 10), start, new Date(Date.parse(start) + HOUR / 2).toISOString(), email, now().toISOString(), hash, sealed)
          .run();
      }
    };
    await bookDays(0, UPCOMING_LOOKUP);
    const full = await json<{ existing: Existing[]; more: boolean }>(await check(email, [], { cookie, origin: ORIGIN }));
    expect(full.existing).toHaveLength(UPCOMING_LOOKUP);
    expect(full.more).toBe(false);
    await bookDays(UPCOMING_LOOKUP, 1);
    const over = await json<{ existing: Existing[]; more: boolean }>(await check(email, [], { cookie, origin: ORIGIN }));
    expect(over.existing).toHaveLength(UPCOMING_LOOKUP);
    expect(over.more).toBe(true);
    // The soonest first: the latest is the one left out.
    expect(over.existing[0]!.startISO).toBe(slotBody(monday, 9).startISO);
    expect(over.existing.map((e) => e.startISO)).not.toContain(new Date(first + UPCOMING_LOOKUP * 24 * HOUR).toISOString());
  });

  it('refuses bad input with a message per field, and a bot without a token', async () => {
    const bad = await post('existingBookings', { email: 'not-an-email', manageTokens: ['short'], recaptchaToken: TOKEN });
    expect(bad.status).toBe(400);
    const body = await json<{ error: string; fields: Record<string, string> }>(bad);
    expect(body.fields.email).toBe('Please enter a valid email address.');
    expect(body.fields['manageTokens.0']).toBe('This booking link is not complete.');
    expect(JSON.stringify(body)).not.toContain('not-an-email');
    const tooMany = await post('existingBookings', { email: parent.email, manageTokens: Array.from({ length: 11 }, () => 'A'.repeat(43)), recaptchaToken: TOKEN });
    expect(tooMany.status).toBe(400);
    expect((await post('existingBookings', { email: parent.email })).status).toBe(403);
  });

  it('counts the checks that bring a token or a session per client: 30 an hour, then 429 with Retry-After', async () => {
    const guess = (i: number) => [String(i).padStart(43, 'G')];
    for (let i = 0; i < 30; i++) expect((await check(`parent${i}@example.com`, guess(i), { ip: '198.51.100.77' })).status).toBe(200);
    const refused = await check('parent@example.com', guess(99), { ip: '198.51.100.77' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await check('parent@example.com', [], { ip: '198.51.100.77', cookie: 'verse_session=x' })).status).toBe(429);
    // One with nothing to prove reads nothing and is answered alike, uncounted.
    expect(await json(await check('parent@example.com', [], { ip: '198.51.100.77' }))).toEqual(NOTHING);
    expect((await check('parent@example.com', guess(1), { ip: '198.51.100.78' })).status).toBe(200);
  });
});

describe('POST /api/bookConsultation with `replacing`: keep only the new time', () => {
  it('moves the earlier booking into the held slot in one step: one call, the old time freed, the new details kept, an updated invite', async () => {
    const first = await booked(monday, 9);
    const lockId = await hold(tuesday, 10);
    const response = await book(tuesday, 10, 0, lockId, { replacing: first.manageToken, phone: '(801) 555-0199', notes: 'New number.' });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ bookingId: first.bookingId, status: 'confirmed', manageToken: first.manageToken, moved: true });

    expect(await confirmedRows()).toEqual([{ id: first.bookingId, start_iso: slotBody(tuesday, 10).startISO, parent_name: parent.parentName, phone: '(801) 555-0199', notes: 'New number.' }]);
    expect(await rowCount('bookings')).toBe(1);
    // The old time is open again at once.
    await hold(monday, 9, 0, { ip: '198.51.100.5' });
    const kinds = (await env.DB.prepare('SELECT kind FROM outbox ORDER BY created_at, rowid').all<{ kind: string }>()).results.map((r) => r.kind);
    expect(kinds.slice(2)).toEqual(['consultation_rescheduled', 'consultation_rescheduled_staff_notice']);
    const update = await env.DB.prepare("SELECT text_body, ics FROM outbox WHERE kind = 'consultation_rescheduled'").first<{ text_body: string; ics: string }>();
    expect(update!.text_body).toContain('(801) 555-0199');
    expect(update!.ics).toContain('SEQUENCE:1');

    // The same request again (a lost answer): the same outcome, nothing more stored.
    const again = await book(tuesday, 10, 0, lockId, { replacing: first.manageToken, phone: '(801) 555-0199', notes: 'New number.' });
    expect(await json(again)).toEqual({ bookingId: first.bookingId, status: 'confirmed', manageToken: first.manageToken, moved: true });
    expect(await rowCount('outbox')).toBe(4);
  });

  it('follows the manage link\'s cut-off: too close to the call, nothing changes and the hold stays for "Keep both"', async () => {
    const first = await booked(monday, 9);
    setClock(new Date(Date.parse(slotBody(monday, 9).startISO) - 11 * HOUR));
    const lockId = await hold(tuesday, 10);
    const refused = await book(tuesday, 10, 0, lockId, { replacing: first.manageToken });
    expect(refused.status).toBe(409);
    expect((await json<{ error: string }>(refused)).error).toBe(
      'It is too late to move this call online: that is possible until 12 hours before it. Please call us at (801) 555-0143 or email support@verse.example.',
    );
    expect((await confirmedRows()).map((r) => r.start_iso)).toEqual([slotBody(monday, 9).startISO]);
    const both = await book(tuesday, 10, 0, lockId);
    expect(both.status).toBe(200);
    expect(await confirmedRows()).toHaveLength(2);
  });

  it('refuses a token of a booking under another address, or no hold, and stores nothing', async () => {
    const other = await booked(monday, 9, { email: 'other.family@example.com' });
    const outboxBefore = await rowCount('outbox');
    const refused = await book(tuesday, 10, 0, await hold(tuesday, 10), { replacing: other.manageToken });
    expect(refused.status).toBe(409);
    expect((await json<{ error: string }>(refused)).error).toBe(
      'Your earlier booking could not be changed from here, so nothing was booked. Please choose Keep both, or use the link in its email.',
    );
    const noHold = await book(tuesday, 10, 0, undefined, { replacing: other.manageToken });
    expect(noHold.status).toBe(400);
    const malformed = await book(tuesday, 10, 0, 'lock', { replacing: 'x' });
    expect(malformed.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(malformed)).fields.replacing).toBe('This booking link is not complete.');
    expect(await rowCount('bookings')).toBe(1);
    expect(await rowCount('outbox')).toBe(outboxBefore);
  });

  it('loses to a booking that took the target meanwhile: D1 has the last word and the earlier booking stays where it was', async () => {
    const first = await booked(monday, 9);
    const lockId = await hold(tuesday, 10);
    // Another confirmed booking lands on the target behind the hold's back (as staff confirming a request could).
    await env.DB.prepare(
      "INSERT INTO bookings (id, status, date_iso, start_iso, end_iso, label, parent_name, phone, email, notes, lock_id, created_at) VALUES (?, 'confirmed', ?, ?, ?, '10:00 AM - 10:30 AM', 'Sam Lee', '(801) 555-0100', 'sam@example.com', NULL, NULL, ?)",
    )
      .bind(crypto.randomUUID(), tuesday, slotBody(tuesday, 10).startISO, slotBody(tuesday, 10).endISO, now().toISOString())
      .run();
    const outboxBefore = await rowCount('outbox');
    const response = await book(tuesday, 10, 0, lockId, { replacing: first.manageToken });
    expect(response.status).toBe(409);
    expect((await json<{ error: string }>(response)).error).toBe('This time is no longer available. Please pick another slot.');
    expect((await confirmedRows()).find((r) => r.id === first.bookingId)!.start_iso).toBe(slotBody(monday, 9).startISO);
    expect(await rowCount('outbox')).toBe(outboxBefore);
  });
});

describe('Keep both, or no word before Confirm: the confirmation email tells the address\'s owner', () => {
  it("names the other upcoming booking and its cancel link in the parent's email, and counts it in the staff notice", async () => {
    const first = await booked(monday, 9);
    await booked(tuesday, 10);
    const [, confirmation] = (await env.DB.prepare("SELECT text_body FROM outbox WHERE kind = 'consultation_confirmation' ORDER BY created_at, rowid").all<{ text_body: string }>()).results;
    expect(confirmation!.text_body).toContain('You also have another consultation booked:');
    expect(confirmation!.text_body).toContain(`9:00 AM - 9:30 AM MT. To cancel it: https://verse.example/manage/${first.manageToken}`);
    expect(confirmation!.text_body).toContain('To keep both, there is nothing to do.');
    const [firstMail] = (await env.DB.prepare("SELECT text_body FROM outbox WHERE kind = 'consultation_confirmation' ORDER BY created_at, rowid").all<{ text_body: string }>()).results;
    expect(firstMail!.text_body).not.toContain('You also have');
    const notices = (await env.DB.prepare("SELECT text_body FROM outbox WHERE kind = 'consultation_staff_notice' ORDER BY created_at, rowid").all<{ text_body: string }>()).results;
    expect(notices[1]!.text_body).toContain('This address has 1 other upcoming consultation');
  });
});
