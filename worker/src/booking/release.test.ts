import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hold, json, post, resetBookingState, slotBody, upcoming } from '../../test/booking';
import { now, setClock } from '../time/clock';

beforeEach(resetBookingState);
afterEach(() => setClock(null));

describe('POST /api/releaseSlot', () => {
  it('lets go of a hold, without a bot token, so others can hold the slot', async () => {
    const monday = await upcoming(1);
    const lockId = await hold(monday, 8);
    const response = await post('releaseSlot', { lockId });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ released: true });
    expect((await post('holdSlot', slotBody(monday, 8), { ip: '198.51.100.30' })).status).toBe(200);
  });

  it('answers 404 for an unknown or already released hold', async () => {
    const lockId = await hold(await upcoming(1), 8);
    expect((await post('releaseSlot', { lockId })).status).toBe(200);
    for (const id of [lockId, crypto.randomUUID()]) {
      const response = await post('releaseSlot', { lockId: id });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'This hold was not found. It may have expired or been released already.' });
    }
  });

  it('answers 404 for a hold that has lapsed', async () => {
    const lockId = await hold(await upcoming(1), 8);
    setClock(new Date(now().getTime() + 300_000));
    expect((await post('releaseSlot', { lockId })).status).toBe(404);
  });

  it('takes a body sent with keepalive from a page being left, as JSON or as text/plain', async () => {
    const monday = await upcoming(1);
    const kept = await post('releaseSlot', { lockId: await hold(monday, 8) }, { keepalive: true });
    expect(kept.status).toBe(200);
    const beacon = await post('releaseSlot', { lockId: await hold(monday, 9) }, { contentType: 'text/plain;charset=UTF-8', keepalive: true });
    expect(beacon.status).toBe(200);
    expect(await beacon.json()).toEqual({ released: true });
  });

  it('refuses a body without a lockId', async () => {
    const missing = await post('releaseSlot', {});
    expect(missing.status).toBe(400);
    expect((await json(missing)).fields).toEqual({ lockId: 'This field is required.' });
    const tooLong = await post('releaseSlot', { lockId: 'x'.repeat(101) });
    expect(tooLong.status).toBe(400);
    expect((await post('releaseSlot', 'lockId=abc', { contentType: 'text/plain' })).status).toBe(400);
  });
});
