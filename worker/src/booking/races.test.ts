import { env, runInDurableObject } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { book, json, post, resetBookingState, rowCount, slotBody, throughHandler, upcoming, upcomingWeek } from '../../test/booking';
import { slotLocksOf } from './slot-locks';

const holdCount = () =>
  runInDurableObject(slotLocksOf(env), (_instance, state) => state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM holds').one().n);

// A seeded generator, so a failing run can be repeated exactly.
function seeded(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

beforeEach(resetBookingState);

describe('many parents at once', () => {
  it('gives exactly one of 200 concurrent holds on one slot a lockId', async () => {
    const monday = await upcoming(1);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => post('holdSlot', slotBody(monday, 14), { ip: `10.0.${i >> 8}.${i & 255}` })),
    );
    const bodies = await Promise.all(responses.map((r) => json(r)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(199);
    expect(bodies.filter((b) => 'lockId' in b)).toHaveLength(1);
    expect(await holdCount()).toBe(1);
  }, 120_000);

  it('never books a slot twice in 1,000 random concurrent hold and book attempts', async () => {
    const { send, done } = throughHandler();
    const random = seeded(20261121);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const { monday, tuesday } = await upcomingWeek();
    const slots = [
      [monday, 8, 0],
      [monday, 8, 30],
      [monday, 13, 0],
      [tuesday, 9, 0],
      [tuesday, 16, 30],
    ] as const;
    const clients = Array.from({ length: 120 }, (_, i) => `172.16.${i >> 8}.${i & 255}`);
    const seenLocks: string[] = [];

    async function attempt(): Promise<number> {
      const [date, hour, minute] = pick(slots);
      const ip = pick(clients);
      const roll = random();
      if (roll < 0.15 && seenLocks.length > 0) {
        // Someone else's hold, on any slot: it must never book a slot it is not for.
        const [d, h, m] = pick(slots);
        return (await book(d, h, m, pick(seenLocks), {}, { ip, send })).status;
      }
      if (roll < 0.25) return (await book(date, hour, minute, undefined, {}, { ip, send })).status;
      const held = await post('holdSlot', slotBody(date, hour, minute), { ip, send });
      if (held.status !== 200) return held.status;
      const { lockId } = await json<{ lockId: string }>(held);
      seenLocks.push(lockId);
      if (random() < 0.2) return (await post('releaseSlot', { lockId }, { send })).status;
      // Some parents press Confirm twice.
      const presses = random() < 0.3 ? 2 : 1;
      const outcomes = await Promise.all(Array.from({ length: presses }, () => book(date, hour, minute, lockId, {}, { ip, send })));
      return outcomes[0]!.status;
    }

    const statuses = await Promise.all(Array.from({ length: 1000 }, attempt));
    await done();
    expect(statuses.every((s) => [200, 404, 409, 429].includes(s))).toBe(true);
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(0);

    const doubles = await env.DB.prepare(
      "SELECT start_iso, COUNT(*) AS n FROM bookings WHERE status = 'confirmed' GROUP BY start_iso HAVING n > 1",
    ).all();
    expect(doubles.results).toEqual([]);
    const confirmed = (await env.DB.prepare("SELECT start_iso FROM bookings WHERE status = 'confirmed'").all<{ start_iso: string }>()).results;
    const offered = new Set(slots.map(([d, h, m]) => slotBody(d, h, m).startISO));
    expect(confirmed.length).toBeGreaterThan(0);
    for (const row of confirmed) expect(offered.has(row.start_iso)).toBe(true);
    // Each confirmed booking queued exactly its two emails, each request its one.
    const requested = await rowCount('bookings', "status = 'requested'");
    expect(await rowCount('outbox')).toBe(confirmed.length * 2 + requested);
  }, 120_000);
});
