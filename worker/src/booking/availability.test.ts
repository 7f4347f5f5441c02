import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { now, setClock } from '../time/clock';
import { addDays, zonedToUtc } from '../../../contract/time';
import { BOT_CHECK_FAILED, book, changedInD1, hold, json, post, resetBookingState, todayMT, TOKEN, upcoming } from '../../test/booking';
import { D1_COPY_MAX_AGE_MS } from './slot-locks';

type Availability = { availability: { date: string; slots: { start: string; end: string; label: string }[] }[] };

const ask = (startDateISO: unknown, endDateISO: unknown, extra: Record<string, unknown> = {}) =>
  post('getAvailabilityV2', { startDateISO, endDateISO, recaptchaToken: TOKEN, ...extra });

beforeEach(resetBookingState);

describe('POST /api/getAvailabilityV2', () => {
  it('lists a week of open weekdays, each with its 18 slots in order', async () => {
    const monday = await upcoming(1, 7);
    const response = await ask(monday, addDays(monday, 6));
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const { availability } = await json<Availability>(response);
    const closed = (await env.DB.prepare('SELECT date FROM closed_dates').all<{ date: string }>()).results.map((r) => r.date);
    const weekdays = [0, 1, 2, 3, 4].map((i) => addDays(monday, i)).filter((d) => !closed.includes(d));
    expect(availability.map((d) => d.date)).toEqual(weekdays);
    for (const day of availability) {
      expect(day.slots).toHaveLength(18);
      expect(day.slots[0]!.label).toBe('8:00 AM - 8:30 AM');
      expect(day.slots.at(-1)!.label).toBe('4:30 PM - 5:00 PM');
      expect(day.slots.map((s) => s.start)).toEqual([...day.slots.map((s) => s.start)].sort());
      for (const slot of day.slots) {
        expect(new Date(slot.start).toISOString()).toBe(slot.start);
        expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000);
      }
    }
  });

  it('answers the 42-day month grid and a 62-day range', async () => {
    const from = await upcoming(0, 3);
    for (const days of [42, 62]) {
      const response = await ask(from, addDays(from, days - 1));
      expect(response.status).toBe(200);
      const { availability } = await json<Availability>(response);
      expect(availability.length).toBeGreaterThan(20);
      expect(availability.every((d) => d.date >= from && d.date <= addDays(from, days - 1))).toBe(true);
    }
  });

  it('follows a change of hours or closed dates made with SQL, as staff make them', async () => {
    const monday = await upcoming(1);
    const labels = async () => ((await json<Availability>(await ask(monday, monday))).availability[0]?.slots ?? []).map((s) => s.label);
    const change = async (sql: string, ...values: string[]) => {
      await env.DB.prepare(sql).bind(...values).run();
      await changedInD1();
    };
    expect(await labels()).toHaveLength(18);
    const hours = (await env.DB.prepare("SELECT value FROM settings WHERE key = 'weeklyHours'").first<{ value: string }>())!.value;
    try {
      await change("UPDATE settings SET value = ? WHERE key = 'weeklyHours'", '{"1":[["09:00","12:00"]]}');
      expect(await labels()).toEqual(['9:00 AM - 9:30 AM', '9:30 AM - 10:00 AM', '10:00 AM - 10:30 AM', '10:30 AM - 11:00 AM', '11:00 AM - 11:30 AM', '11:30 AM - 12:00 PM']);
      await change("INSERT INTO closed_dates (date, reason) VALUES (?, 'Staff training')", monday);
      expect(await labels()).toEqual([]);
      await change('DELETE FROM closed_dates WHERE date = ?', monday);
      expect(await labels()).toHaveLength(6);
      await change("DELETE FROM settings WHERE key = 'slotMinutes'");
      await change("INSERT INTO settings (key, value) VALUES ('slotMinutes', '60')");
      expect(await labels()).toEqual(['9:00 AM - 10:00 AM', '10:00 AM - 11:00 AM', '11:00 AM - 12:00 PM']);
    } finally {
      await env.DB.batch([
        env.DB.prepare("UPDATE settings SET value = ? WHERE key = 'weeklyHours'").bind(hours),
        env.DB.prepare("UPDATE settings SET value = '30' WHERE key = 'slotMinutes'"),
        env.DB.prepare('DELETE FROM closed_dates WHERE date = ?').bind(monday),
      ]);
      await changedInD1();
    }
    expect(await labels()).toHaveLength(18);
  });

  it(`shows a change made in D1 directly within ${D1_COPY_MAX_AGE_MS} ms, with nothing else to tell it`, async () => {
    const monday = await upcoming(1);
    const open = async () => ((await json<Availability>(await ask(monday, monday))).availability[0]?.slots ?? []).length;
    expect((await book(monday, 11, 0, await hold(monday, 11))).status).toBe(200);
    expect(await open()).toBe(17);
    await env.DB.prepare("UPDATE bookings SET status = 'cancelled' WHERE status = 'confirmed'").run();
    await env.DB.prepare("INSERT INTO closed_dates (date, reason) VALUES (?, 'Staff training')").bind(addDays(monday, 1)).run();
    try {
      await new Promise((resolve) => setTimeout(resolve, D1_COPY_MAX_AGE_MS + 50));
      expect(await open()).toBe(18);
      expect((await json<Availability>(await ask(addDays(monday, 1), addDays(monday, 1)))).availability).toEqual([]);
    } finally {
      await env.DB.prepare('DELETE FROM closed_dates WHERE date = ?').bind(addDays(monday, 1)).run();
      await changedInD1();
    }
  });

  it('drops a slot the moment it comes within the notice, with nothing else changed', async () => {
    const monday = await upcoming(1);
    const eight = zonedToUtc(monday, 8 * 60, 'America/Denver').getTime();
    const first = async () => (await json<Availability>(await ask(monday, monday))).availability[0]?.slots[0]?.label;
    try {
      setClock(new Date(eight - 120 * 60_000));
      expect(await first()).toBe('8:00 AM - 8:30 AM');
      setClock(new Date(eight - 120 * 60_000 + 1));
      expect(await first()).toBe('8:30 AM - 9:00 AM');
    } finally {
      setClock(null);
    }
  });

  it('follows holds, releases and bookings at once', async () => {
    const monday = await upcoming(1);
    const open = async () => ((await json<Availability>(await ask(monday, monday))).availability[0]?.slots ?? []).length;
    expect(await open()).toBe(18);
    const lockId = await hold(monday, 11);
    expect(await open()).toBe(17);
    expect((await post('releaseSlot', { lockId })).status).toBe(200);
    expect(await open()).toBe(18);
    expect((await book(monday, 11, 0, await hold(monday, 11))).status).toBe(200);
    expect(await open()).toBe(17);
    expect((await book(monday, 12, 0, await hold(monday, 12))).status).toBe(200);
    expect(await open()).toBe(16);
  });

  it('answers gzip to a client that takes it, and the same JSON to one that does not', async () => {
    const monday = await upcoming(1);
    const body = JSON.stringify({ startDateISO: monday, endDateISO: addDays(monday, 41), recaptchaToken: TOKEN });
    const send = (encoding: string | null) =>
      SELF.fetch('http://verse.test/api/getAvailabilityV2', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(encoding ? { 'Accept-Encoding': encoding } : {}) },
        body,
        // The raw bytes, not a transparently decoded body.
        ...({ encodeResponseBody: 'manual' } as RequestInit),
      });
    const zipped = await send('gzip, deflate');
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    const bytes = await zipped.arrayBuffer();
    const unzipped = await new Response(new Response(bytes).body!.pipeThrough(new DecompressionStream('gzip'))).text();
    const plain = await send(null);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const text = await plain.text();
    expect(unzipped).toBe(text);
    expect(bytes.byteLength).toBeLessThan(text.length / 5);
    expect(JSON.parse(text).availability.length).toBeGreaterThan(20);
  });

  it('leaves out booked and held slots, but not requested ones', async () => {
    const monday = await upcoming(1);
    const bookLock = await hold(monday, 8);
    expect((await book(monday, 8, 0, bookLock)).status).toBe(200);
    await hold(monday, 9, 0, { ip: '198.51.100.7' });
    expect((await book(monday, 10, 0)).status).toBe(200);

    const { availability } = await json<Availability>(await ask(monday, monday));
    const labels = availability[0]!.slots.map((s) => s.label);
    expect(labels).toHaveLength(16);
    expect(labels).not.toContain('8:00 AM - 8:30 AM');
    expect(labels).not.toContain('9:00 AM - 9:30 AM');
    expect(labels).toContain('10:00 AM - 10:30 AM');
  });

  it('lists nothing in the past or within the minimum notice', async () => {
    const { availability } = await json<Availability>(await ask('2020-01-06', '2020-01-10'));
    expect(availability).toEqual([]);
    const asked = now().getTime();
    const { availability: soon } = await json<Availability>(await ask(addDays(todayMT(), -1), addDays(todayMT(), 1)));
    for (const slot of soon.flatMap((d) => d.slots)) expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(asked + 120 * 60_000);
  });

  it('refuses a reversed range', async () => {
    const response = await ask('2026-12-10', '2026-12-01');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Please correct the highlighted fields.',
      fields: { endDateISO: 'The end date must not be before the start date.' },
    });
  });

  it('refuses a range of 63 days', async () => {
    const response = await ask('2026-12-01', addDays('2026-12-01', 62));
    expect(response.status).toBe(400);
    expect((await json(response)).fields).toEqual({ endDateISO: 'Ask for at most 62 days at a time.' });
  });

  it('refuses dates that are not real dates, without repeating them', async () => {
    const response = await ask('2026-02-30', 'next <b>tuesday</b>');
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain('tuesday');
    expect(JSON.parse(text).fields).toEqual({
      startDateISO: 'Please give a real date as YYYY-MM-DD.',
      endDateISO: 'Please give a real date as YYYY-MM-DD.',
    });
    const missing = await post('getAvailabilityV2', { recaptchaToken: TOKEN });
    expect((await json(missing)).fields).toEqual({ startDateISO: 'This field is required.', endDateISO: 'This field is required.' });
  });

  it('refuses a missing or wrong bot token with the contract message', async () => {
    for (const token of [undefined, '', 'local:intake_form', 'nonsense']) {
      const response = await ask('2026-12-01', '2026-12-07', { recaptchaToken: token });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: BOT_CHECK_FAILED });
    }
  });

  it('refuses a body that is not JSON', async () => {
    const malformed = await post('getAvailabilityV2', '{"startDateISO": "2026-12-01",');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'The request body is not valid JSON.' });
    const array = await post('getAvailabilityV2', '[]');
    expect(array.status).toBe(400);
    const form = await post('getAvailabilityV2', 'a=b', { contentType: 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
  });
});
