import { env, runInDurableObject } from 'cloudflare:test';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { addDays } from '../../../contract/time';
import { BOT_CHECK_FAILED, book, hold, json, post, resetBookingState, SLOT_TAKEN, slotBody, TOKEN, todayMT, upcoming } from '../../test/booking';
import { slotLocksOf } from './slot-locks';

const holdCount = () =>
  runInDurableObject(slotLocksOf(env), (_instance, state) => state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM holds').one().n);

beforeEach(resetBookingState);

describe('POST /api/holdSlot', () => {
  it('holds an open slot for the hold length of the settings', async () => {
    const monday = await upcoming(1);
    const response = await post('holdSlot', slotBody(monday, 8));
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toEqual({ lockId: expect.stringMatching(/^[0-9a-f-]{36}$/), expiresInSeconds: 300 });
    expect(await holdCount()).toBe(1);
  });

  it('follows holdSeconds when staff change it', async () => {
    await env.DB.prepare("UPDATE settings SET value = '120' WHERE key = 'holdSeconds'").run();
    try {
      const response = await post('holdSlot', slotBody(await upcoming(1), 9));
      expect((await json(response)).expiresInSeconds).toBe(120);
    } finally {
      await env.DB.prepare("UPDATE settings SET value = '300' WHERE key = 'holdSeconds'").run();
    }
  });

  it('answers 409 with the contract message when the slot is held', async () => {
    const monday = await upcoming(1);
    await hold(monday, 8);
    const response = await post('holdSlot', slotBody(monday, 8), { ip: '198.51.100.20' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: SLOT_TAKEN });
  });

  it('answers 409 when the slot is booked', async () => {
    const monday = await upcoming(1);
    expect((await book(monday, 8, 0, await hold(monday, 8))).status).toBe(200);
    const response = await post('holdSlot', slotBody(monday, 8), { ip: '198.51.100.21' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: SLOT_TAKEN });
    expect(await holdCount()).toBe(0);
  });

  it('recomputes end and label instead of trusting the client', async () => {
    const monday = await upcoming(1);
    const lockId = (await json<{ lockId: string }>(
      await post('holdSlot', { ...slotBody(monday, 8), endISO: '2030-01-01T00:00:00.000Z', label: 'all day' }),
    )).lockId;
    expect((await book(monday, 8, 0, lockId, { endISO: 'whenever', label: 'all day' })).status).toBe(200);
    const row = await env.DB.prepare('SELECT end_iso, label FROM bookings').first();
    expect(row).toEqual({ end_iso: slotBody(monday, 8).endISO, label: '8:00 AM - 8:30 AM' });
  });

  it('accepts the same instant written another way', async () => {
    const monday = await upcoming(1);
    const start = slotBody(monday, 8).startISO.replace('.000Z', 'Z');
    expect((await post('holdSlot', { ...slotBody(monday, 8), startISO: start })).status).toBe(200);
    expect((await post('holdSlot', slotBody(monday, 8), { ip: '198.51.100.22' })).status).toBe(409);
  });

  it('refuses times that are not open slots, storing no hold', async () => {
    const monday = await upcoming(1);
    const saturday = await upcoming(6);
    const closed = await upcoming(3);
    await env.DB.prepare("INSERT INTO closed_dates (date, reason) VALUES (?, 'Staff training')").bind(closed).run();
    onTestFinished(async () => {
      await env.DB.prepare('DELETE FROM closed_dates WHERE date = ?').bind(closed).run();
    });
    const notOpen = [
      slotBody(monday, 8, 15), // off the grid
      slotBody(monday, 7, 30), // before hours
      slotBody(monday, 17), // after hours
      slotBody(saturday, 10), // weekend
      slotBody(closed, 10), // holiday
      slotBody(addDays(todayMT(), -7), 10), // past
      { ...slotBody(monday, 8), dateISO: addDays(monday, 1) }, // another date than the time's
    ];
    for (const body of notOpen) {
      const response = await post('holdSlot', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({
        error: 'This is not an open consultation time. Please pick another slot.',
        fields: { startISO: 'This is not an open consultation time.' },
      });
    }
    expect(await holdCount()).toBe(0);
  });

  it('refuses malformed fields without repeating them', async () => {
    const response = await post('holdSlot', { startISO: 'tomorrow at <nine>', dateISO: 'soon', recaptchaToken: TOKEN });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain('nine');
    expect(JSON.parse(text).fields).toEqual({
      startISO: 'Please give a time as an ISO 8601 instant.',
      dateISO: 'Please give a real date as YYYY-MM-DD.',
    });
    const tooLong = await post('holdSlot', { ...slotBody(await upcoming(1), 8), label: 'x'.repeat(101) });
    expect(tooLong.status).toBe(400);
    expect((await json(tooLong)).fields).toEqual({ label: 'This field must be at most 100 characters.' });
    expect((await post('holdSlot', '{oops')).status).toBe(400);
  });

  it('refuses a missing token with the contract message, storing no hold', async () => {
    const { recaptchaToken: _, ...body } = slotBody(await upcoming(1), 8);
    const response = await post('holdSlot', body);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: BOT_CHECK_FAILED });
    expect(await holdCount()).toBe(0);
  });

  it('caps live holds per client, counting by connecting IP', async () => {
    const monday = await upcoming(1);
    for (const hour of [8, 9, 10]) await hold(monday, hour, 0, { ip: '192.0.2.50' });
    const fourth = await post('holdSlot', slotBody(monday, 11), { ip: '192.0.2.50' });
    expect(fourth.status).toBe(429);
    expect((await json(fourth)).error).toBe(
      'You already have 3 times on hold. Please finish a booking or wait a few minutes for a hold to end, then try again.',
    );
    expect((await post('holdSlot', slotBody(monday, 11), { ip: '192.0.2.51' })).status).toBe(200);
  });

  it('makes a released place under the cap usable again', async () => {
    const monday = await upcoming(1);
    const lockIds = [];
    for (const hour of [8, 9, 10]) lockIds.push(await hold(monday, hour, 0, { ip: '192.0.2.60' }));
    expect((await post('releaseSlot', { lockId: lockIds[0] })).status).toBe(200);
    expect((await post('holdSlot', slotBody(monday, 11), { ip: '192.0.2.60' })).status).toBe(200);
  });
});
