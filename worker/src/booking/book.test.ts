import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookingRow } from '../store/bookings';
import { now, setClock } from '../time/clock';
import { BOT_CHECK_FAILED, book, hold, json, parent, post, resetBookingState, rowCount, SLOT_TAKEN, slotBody, TOKEN, todayMT, upcoming } from '../../test/booking';
import { slotLocksOf } from './slot-locks';

type Outcome = { bookingId: string; status: string };

const holdCount = () =>
  runInDurableObject(slotLocksOf(env), (_instance, state) => state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM holds').one().n);

async function expectNothingStored() {
  expect(await rowCount('bookings')).toBe(0);
  expect(await rowCount('outbox')).toBe(0);
}

beforeEach(resetBookingState);
afterEach(() => setClock(null));

describe('POST /api/bookConsultation with a hold', () => {
  it('confirms the held slot, consumes the hold and queues two emails', async () => {
    const monday = await upcoming(1);
    const lockId = await hold(monday, 10, 30);
    const response = await book(monday, 10, 30, lockId);
    expect(response.status).toBe(200);
    const outcome = await json<Outcome>(response);
    expect(outcome).toEqual({ bookingId: expect.any(String), status: 'confirmed', manageToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });

    const row = await env.DB.prepare('SELECT * FROM bookings WHERE id = ?').bind(outcome.bookingId).first<BookingRow>();
    expect(row).toMatchObject({
      status: 'confirmed',
      date_iso: monday,
      start_iso: slotBody(monday, 10, 30).startISO,
      end_iso: slotBody(monday, 10, 30).endISO,
      label: '10:30 AM - 11:00 AM',
      parent_name: parent.parentName,
      phone: parent.phone,
      email: parent.email,
      notes: parent.notes,
      lock_id: lockId,
    });
    expect(await holdCount()).toBe(0);
    expect((await post('releaseSlot', { lockId })).status).toBe(404);
    const kinds = (await env.DB.prepare('SELECT kind, to_address, related_id FROM outbox ORDER BY kind').all()).results;
    expect(kinds).toEqual([
      { kind: 'consultation_confirmation', to_address: parent.email, related_id: outcome.bookingId },
      { kind: 'consultation_staff_notice', to_address: 'team@verse.example', related_id: outcome.bookingId },
    ]);
  });

  it("gives the time in the parent's own zone too, when their browser sends one that differs from MT", async () => {
    const monday = await upcoming(1);
    const lockId = await hold(monday, 10, 30);
    await book(monday, 10, 30, lockId, { timeZone: 'America/New_York' });
    const mail = (await env.DB.prepare('SELECT kind, text_body FROM outbox ORDER BY kind').all<{ kind: string; text_body: string }>()).results;
    const [confirmation, notice] = mail;
    expect(confirmation!.text_body).toContain('10:30 AM - 11:00 AM MT (Mountain Time).');
    expect(confirmation!.text_body).toMatch(/In your time zone, that is \w+day, \w+ \d+, \d{4}, 12:30 PM - 1:00 PM \(America\/New York\)\./);
    expect(notice!.text_body).toContain("The parent's time: ");
    expect(confirmation!.text_body).toContain(`the VERSE team will call you at ${parent.phone}`);

    const inMT = await upcoming(2);
    // Other families (one address's later bookings would name the first in their emails).
    await book(inMT, 9, 0, await hold(inMT, 9), { timeZone: 'America/Denver', email: 'second.family@example.com' });
    await book(inMT, 11, 0, await hold(inMT, 11), { email: 'third.family@example.com' });
    const rest = (await env.DB.prepare("SELECT text_body FROM outbox WHERE kind = 'consultation_confirmation' AND text_body NOT LIKE '%10:30 AM%'").all<{ text_body: string }>()).results;
    expect(rest).toHaveLength(2);
    for (const row of rest) expect(row.text_body).not.toContain('In your time zone');
  });

  it('serves the confirmation email\'s own .ics for Add to calendar, and nothing for any other id', async () => {
    const monday = await upcoming(1);
    const { bookingId } = await json<Outcome>(await book(monday, 10, 0, await hold(monday, 10)));
    const response = await SELF.fetch(`http://verse.test/api/consultations/${bookingId}/invite.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const sent = await env.DB.prepare("SELECT ics FROM outbox WHERE kind = 'consultation_confirmation'").first<{ ics: string }>();
    expect(await response.text()).toBe(sent!.ics);
    for (const other of [crypto.randomUUID(), 'not-an-id', `${bookingId}x`]) {
      expect((await SELF.fetch(`http://verse.test/api/consultations/${other}/invite.ics`)).status, other).toBe(404);
    }
    // A request for staff to confirm has no invite.
    const requested = await json<Outcome>(await book(monday, 11, 0));
    expect((await SELF.fetch(`http://verse.test/api/consultations/${requested.bookingId}/invite.ics`)).status).toBe(404);
  });

  it('trims the contact fields it stores', async () => {
    const monday = await upcoming(1);
    const lockId = await hold(monday, 8);
    await book(monday, 8, 0, lockId, { parentName: '  Sam Lee ', email: ' sam@example.org ', notes: '   ' });
    expect(await env.DB.prepare('SELECT parent_name, email, notes FROM bookings').first()).toEqual({ parent_name: 'Sam Lee', email: 'sam@example.org', notes: null });
  });

  it('returns the same booking when the same request comes again', async () => {
    const monday = await upcoming(1);
    const lockId = await hold(monday, 8);
    const first = await json<Outcome>(await book(monday, 8, 0, lockId));
    const again = await book(monday, 8, 0, lockId);
    expect(again.status).toBe(200);
    expect(await json<Outcome>(again)).toEqual(first);
    expect(await rowCount('bookings')).toBe(1);
    expect(await rowCount('outbox')).toBe(2);
  });

  it('returns one booking when the same request is sent twice at once', async () => {
    const monday = await upcoming(1);
    const lockId = await hold(monday, 8);
    const outcomes = await Promise.all([book(monday, 8, 0, lockId), book(monday, 8, 0, lockId), book(monday, 8, 0, lockId)]);
    const bodies = await Promise.all(outcomes.map((r) => json<Outcome>(r)));
    expect(outcomes.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(bodies.map((b) => b.bookingId)).size).toBe(1);
    expect(await rowCount('bookings')).toBe(1);
    expect(await rowCount('outbox')).toBe(2);
  });

  it('refuses a used hold for a different request', async () => {
    const monday = await upcoming(1);
    const lockId = await hold(monday, 8);
    await book(monday, 8, 0, lockId);
    const other = await book(monday, 8, 0, lockId, { parentName: 'Someone Else' });
    expect(other.status).toBe(409);
    expect((await json(other)).error).toBe('This hold was already used for another booking. Please pick a time again.');
    expect(await rowCount('bookings')).toBe(1);
  });

  it('refuses a hold that has expired, storing nothing', async () => {
    const monday = await upcoming(1);
    const lockId = await hold(monday, 8);
    setClock(new Date(now().getTime() + 301_000));
    const response = await book(monday, 8, 0, lockId);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'Your hold on this time has expired. Please pick a time again.' });
    await expectNothingStored();
  });

  it('refuses an unknown hold, storing nothing', async () => {
    const response = await book(await upcoming(1), 8, 0, crypto.randomUUID());
    expect(response.status).toBe(409);
    await expectNothingStored();
  });

  it('refuses a hold on another slot, storing nothing and keeping the hold', async () => {
    const monday = await upcoming(1);
    const lockId = await hold(monday, 8);
    const response = await book(monday, 9, 0, lockId);
    expect(response.status).toBe(409);
    expect((await json(response)).error).toBe('Your hold is for a different time. Please pick a time again.');
    await expectNothingStored();
    expect(await holdCount()).toBe(1);
  });

  it('lets D1 refuse a second confirmed booking of a slot, storing nothing', async () => {
    const monday = await upcoming(1);
    const lockId = await hold(monday, 8);
    // A booking that slipped past the holds (the race the unique index is there for).
    await env.DB.prepare(
      "INSERT INTO bookings (id, status, date_iso, start_iso, end_iso, label, parent_name, phone, email, created_at) VALUES ('other', 'confirmed', ?, ?, ?, 'x', 'A', '1', 'a@b.c', 'now')",
    )
      .bind(monday, slotBody(monday, 8).startISO, slotBody(monday, 8).endISO)
      .run();
    const response = await book(monday, 8, 0, lockId);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: SLOT_TAKEN });
    expect(await rowCount('bookings')).toBe(1);
    expect(await rowCount('outbox')).toBe(0);
  });

  it('refuses a time that is not a slot even with a hold', async () => {
    const monday = await upcoming(1);
    const lockId = await hold(monday, 8);
    const response = await book(monday, 8, 15, lockId);
    expect(response.status).toBe(400);
    expect((await json(response)).fields).toEqual({ startISO: 'This is not an open consultation time.' });
    await expectNothingStored();
  });
});

describe('POST /api/bookConsultation without a hold', () => {
  it('records a request for staff that blocks no slot', async () => {
    const monday = await upcoming(1);
    const response = await book(monday, 8, 0);
    expect(response.status).toBe(200);
    const outcome = await json<Outcome>(response);
    expect(outcome).toEqual({ bookingId: expect.any(String), status: 'requested' });
    expect(await env.DB.prepare('SELECT status, start_iso, label, lock_id FROM bookings').first()).toEqual({
      status: 'requested',
      start_iso: slotBody(monday, 8).startISO,
      label: '8:00 AM - 8:30 AM',
      lock_id: null,
    });
    expect((await env.DB.prepare('SELECT kind, to_address FROM outbox').all()).results).toEqual([
      { kind: 'consultation_request_staff_notice', to_address: 'team@verse.example' },
    ]);
    // The slot stays open to everyone.
    expect((await book(monday, 8, 0)).status).toBe(200);
    expect((await book(monday, 8, 0, await hold(monday, 8))).status).toBe(200);
  });

  it('takes the simpler form: today as the date and no time', async () => {
    const response = await post('bookConsultation', {
      ...parent,
      dateISO: todayMT(),
      startISO: '',
      endISO: '',
      label: '',
      recaptchaToken: TOKEN,
    });
    expect(response.status).toBe(200);
    expect((await json<Outcome>(response)).status).toBe('requested');
    expect(await env.DB.prepare('SELECT date_iso, start_iso, end_iso, label FROM bookings').first()).toEqual({
      date_iso: todayMT(),
      start_iso: null,
      end_iso: null,
      label: null,
    });
    const minimal = await post('bookConsultation', { parentName: 'A', phone: '801 555 0100', email: 'a@b.co', dateISO: todayMT(), recaptchaToken: TOKEN });
    expect(minimal.status).toBe(200);
  });
});

describe('POST /api/bookConsultation field rules', () => {
  const bodyWith = async (changes: Record<string, unknown>) => ({ ...parent, ...slotBody(await upcoming(1), 8), ...changes });

  it.each([
    [{ parentName: '' }, { parentName: 'This field is required.' }],
    [{ parentName: '   ' }, { parentName: 'This field is required.' }],
    [{ parentName: undefined }, { parentName: 'This field is required.' }],
    [{ phone: ' \t ' }, { phone: 'This field is required.' }],
    [{ email: '' }, { email: 'This field is required.' }],
    [{ email: 'jordan@example' }, { email: 'Please enter a valid email address.' }],
    [{ email: 'jordan example.com' }, { email: 'Please enter a valid email address.' }],
    [{ notes: 'n'.repeat(201) }, { notes: 'This field must be at most 200 characters.' }],
    [{ parentName: 'n'.repeat(121) }, { parentName: 'This field must be at most 120 characters.' }],
    [{ phone: '5'.repeat(41) }, { phone: 'This field must be at most 40 characters.' }],
    [{ email: `${'e'.repeat(250)}@x.io` }, { email: 'This field must be at most 254 characters.' }],
    [{ parentName: 'Jordan\nBcc: everyone' }, { parentName: 'This field contains characters that are not allowed.' }],
    [{ dateISO: '2026-13-01' }, { dateISO: 'Please give a real date as YYYY-MM-DD.' }],
    [{ startISO: 'noon', lockId: 'abc' }, { startISO: 'Please give a time as an ISO 8601 instant.' }],
    [{ startISO: '', lockId: 'abc' }, { startISO: 'Please select a date and time.' }],
    [{ phone: 5550142 }, { phone: 'This field has the wrong type.' }],
  ])('refuses %j with its field message, storing nothing', async (changes, fields) => {
    const response = await post('bookConsultation', await bodyWith(changes));
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'Please correct the highlighted fields.', fields });
    for (const value of Object.values(changes)) if (typeof value === 'string' && value.trim().length > 3) expect(text).not.toContain(value);
    await expectNothingStored();
  });

  it('accepts notes of exactly 200 characters', async () => {
    const monday = await upcoming(1);
    expect((await book(monday, 8, 0, await hold(monday, 8), { notes: 'n'.repeat(200) })).status).toBe(200);
  });

  it('refuses a missing bot token with the contract message, storing nothing and keeping the hold', async () => {
    const monday = await upcoming(1);
    const lockId = await hold(monday, 8);
    for (const recaptchaToken of [undefined, 'local:contact_form']) {
      const response = await book(monday, 8, 0, lockId, { recaptchaToken });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: BOT_CHECK_FAILED });
    }
    await expectNothingStored();
    expect(await holdCount()).toBe(1);
  });

  it('refuses malformed JSON, storing nothing', async () => {
    const response = await post('bookConsultation', '{"parentName": "Jordan"');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body is not valid JSON.' });
    await expectNothingStored();
  });
});
