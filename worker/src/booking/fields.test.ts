// The field rules of the booking calls that a lenient parser let through: dates that do not exist
// or lie absurdly far away, control characters, and any text as a phone number. Each refusal is
// a 400 with a field message, and nothing is stored.
import { env, runInDurableObject } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../time/clock';
import { hold, json, parent, post, resetBookingState, rowCount, slotBody, TOKEN, todayMT, upcoming } from '../../test/booking';
import { slotLocksOf } from './slot-locks';

const NOT_ALLOWED = 'This field contains characters that are not allowed.';
const BAD_INSTANT = 'Please give a time as an ISO 8601 instant.';
const BAD_PHONE = 'Please enter a valid phone number.';
const OUT_OF_WINDOW = 'Please choose a date from today up to a year ahead.';

const holdCount = () =>
  runInDurableObject(slotLocksOf(env), (_instance, state) => state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM holds').one().n);

async function expectRefused(response: Response, fields: Record<string, string>) {
  expect(response.status).toBe(400);
  expect(await json(response)).toEqual({ error: 'Please correct the highlighted fields.', fields });
  expect(await rowCount('bookings')).toBe(0);
  expect(await rowCount('outbox')).toBe(0);
}

/** The simpler form's request: no hold, today's date, no time. */
const request = (changes: Record<string, unknown> = {}) => ({ ...parent, dateISO: todayMT(), startISO: '', endISO: '', label: '', recaptchaToken: TOKEN, ...changes });

beforeEach(resetBookingState);
afterEach(() => setClock(null));

describe('impossible instants are refused, not rolled over into a real slot', () => {
  // Each is written so that JavaScript's Date reads it as a real open slot: 2026-11-31 as
  // December 1, 2026-02-30 as March 2, and 24:00 at +09:00 as 15:00 UTC (8:00 AM MT).
  const impossible = [
    { now: '2026-11-20T12:00:00.000Z', startISO: '2026-11-31T15:00:00.000Z', dateISO: '2026-12-01' },
    { now: '2026-02-20T12:00:00.000Z', startISO: '2026-02-30T15:00:00.000Z', dateISO: '2026-03-02' },
    { now: '2026-11-20T12:00:00.000Z', startISO: '2026-11-30T24:00+09:00', dateISO: '2026-11-30' },
  ];

  it.each(impossible)('holdSlot refuses $startISO, holding nothing', async ({ now, startISO, dateISO }) => {
    setClock(new Date(now));
    const response = await post('holdSlot', { startISO, dateISO, recaptchaToken: TOKEN });
    await expectRefused(response, { startISO: BAD_INSTANT });
    expect(await holdCount()).toBe(0);
  });

  it.each(impossible)('bookConsultation refuses $startISO even with a live hold on the real slot', async ({ now, startISO, dateISO }) => {
    setClock(new Date(now));
    const real = new Date(Date.parse(startISO)).toISOString();
    const lockId = (await json<{ lockId: string }>(await post('holdSlot', { startISO: real, dateISO, recaptchaToken: TOKEN }))).lockId;
    expect(lockId).toEqual(expect.any(String));
    const response = await post('bookConsultation', { ...parent, startISO, dateISO, lockId, recaptchaToken: TOKEN });
    await expectRefused(response, { startISO: BAD_INSTANT });
  });

  it('still takes the same instant written with an offset or without milliseconds', async () => {
    setClock(new Date('2026-11-20T12:00:00.000Z'));
    expect((await post('holdSlot', { startISO: '2026-11-30T08:00:00-07:00', dateISO: '2026-11-30', recaptchaToken: TOKEN })).status).toBe(200);
    expect((await post('holdSlot', { startISO: '2026-11-30T16:00Z', dateISO: '2026-11-30', recaptchaToken: TOKEN })).status).toBe(200);
  });
});

describe('a consultation request without a hold names a date near today', () => {
  it.each(['1970-01-01', '9999-12-31', '2000-02-29'])('refuses dateISO %s, storing nothing', async (dateISO) => {
    await expectRefused(await post('bookConsultation', request({ dateISO })), { dateISO: OUT_OF_WINDOW });
  });

  it('refuses a date more than a day past or more than a year ahead, and takes the edges', async () => {
    setClock(new Date('2026-11-23T16:00:00.000Z'));
    await expectRefused(await post('bookConsultation', request({ dateISO: '2026-11-21' })), { dateISO: OUT_OF_WINDOW });
    await expectRefused(await post('bookConsultation', request({ dateISO: '2027-11-25' })), { dateISO: OUT_OF_WINDOW });
    for (const dateISO of ['2026-11-22', '2026-11-23', '2027-11-24']) {
      expect((await post('bookConsultation', request({ dateISO }))).status, dateISO).toBe(200);
    }
  });

  it('refuses an impossible calendar date with the date message', async () => {
    await expectRefused(await post('bookConsultation', request({ dateISO: '2026-02-30' })), { dateISO: 'Please give a real date as YYYY-MM-DD.' });
  });
});

describe('control characters', () => {
  it.each([
    ['a NUL in the notes', { notes: 'Reads slowly\u0000' }, { notes: NOT_ALLOWED }],
    ['a bell in the notes', { notes: 'Reads\u0007 slowly' }, { notes: NOT_ALLOWED }],
    ['a NUL in the email', { email: 'jordan\u0000@example.com' }, { email: 'Please enter a valid email address.' }],
    ['a line break in the phone', { phone: '(801) 555-0142\nBcc: x' }, { phone: NOT_ALLOWED }],
    ['a NUL in the label', { label: '8:00 AM\u0000' }, { label: NOT_ALLOWED }],
    ['a NUL in the lock id', { lockId: 'abc\u0000' }, { lockId: NOT_ALLOWED }],
  ])('refuses %s, storing nothing', async (_name, changes, fields) => {
    const monday = await upcoming(1);
    await expectRefused(await post('bookConsultation', { ...parent, ...slotBody(monday, 8), ...changes }), fields);
  });

  it('refuses control characters in what a hold sends, holding nothing', async () => {
    const monday = await upcoming(1);
    await expectRefused(await post('holdSlot', { ...slotBody(monday, 8), label: 'x\u001b[2J' }), { label: NOT_ALLOWED });
    await expectRefused(await post('holdSlot', { ...slotBody(monday, 8), endISO: '\u0000' }), { endISO: NOT_ALLOWED });
    expect(await holdCount()).toBe(0);
  });

  it('keeps line breaks and tabs in the notes, storing Windows line ends as \\n', async () => {
    const monday = await upcoming(1);
    const lockId = await hold(monday, 8);
    const response = await post('bookConsultation', { ...parent, ...slotBody(monday, 8), lockId, notes: 'Line one\r\nLine\ttwo' });
    expect(response.status).toBe(200);
    expect(await env.DB.prepare('SELECT notes FROM bookings').first()).toEqual({ notes: 'Line one\nLine\ttwo' });
  });
});

describe('the phone rule of every form', () => {
  it.each(['abc', 'call me maybe', '12', '555-01', '+1 (801) 555-0142 #7', '1'.repeat(21)])('refuses %j as a phone, with a hold or without', async (phone) => {
    const monday = await upcoming(1);
    await expectRefused(await post('bookConsultation', { ...parent, ...slotBody(monday, 8), phone }), { phone: BAD_PHONE });
    const lockId = await hold(monday, 9);
    await expectRefused(await post('bookConsultation', { ...parent, ...slotBody(monday, 9), lockId, phone }), { phone: BAD_PHONE });
  });

  it.each(['(801) 555-0142', '+1 801.555.0142', '801-555-0142 ext. 12', '8015550142'])('takes %j', async (phone) => {
    expect((await post('bookConsultation', request({ phone }))).status).toBe(200);
  });
});

describe("the parent's time zone", () => {
  it('takes an IANA zone name, or none', async () => {
    for (const timeZone of ['America/New_York', 'Europe/Berlin', '', null, undefined]) {
      expect((await post('bookConsultation', request({ timeZone }))).status, String(timeZone)).toBe(200);
    }
  });

  it.each(['Mars/Olympus_Mons', 'EST5EDT; DROP TABLE', 'x'.repeat(65)])('refuses %j, storing nothing', async (timeZone) => {
    const response = await post('bookConsultation', request({ timeZone }));
    expect(response.status).toBe(400);
    expect(Object.keys((await json<{ fields: Record<string, string> }>(response)).fields)).toEqual(['timeZone']);
    expect(await rowCount('bookings')).toBe(0);
  });
});
