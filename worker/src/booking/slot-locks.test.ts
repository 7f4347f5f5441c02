import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { now, setClock } from '../time/clock';
import type { SlotLocks } from './slot-locks';

const A = '2030-01-07T15:00:00.000Z';
const B = '2030-01-07T15:30:00.000Z';
const C = '2030-01-07T16:00:00.000Z';
const D = '2030-01-07T16:30:00.000Z';

// A fresh instance per test: storage is shared by the whole file.
const freshLocks = () => env.SLOT_LOCKS.getByName(crypto.randomUUID());

const lockIdOf = (outcome: unknown) => {
  expect(outcome).toHaveProperty('lockId');
  return (outcome as { lockId: string }).lockId;
};

const holdRows = (stub: DurableObjectStub<SlotLocks>) =>
  runInDurableObject(stub, (_instance, state) => state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM holds').one().n);

afterEach(() => setClock(null));

describe('SlotLocks', () => {
  it('gives one hold per slot', async () => {
    const locks = freshLocks();
    const first = await locks.acquire(A, 'client-1', 300, 3);
    expect(lockIdOf(first)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await locks.acquire(A, 'client-2', 300, 3)).toEqual({ taken: true });
    expect(await locks.acquire(A, 'client-1', 300, 3)).toEqual({ taken: true });
  });

  it('lets exactly one of 200 concurrent holds on a slot win', async () => {
    const locks = freshLocks();
    const outcomes = await Promise.all(Array.from({ length: 200 }, (_, i) => locks.acquire(A, `client-${i}`, 300, 3)));
    const winners = outcomes.filter((o) => 'lockId' in o);
    expect(winners).toHaveLength(1);
    expect(outcomes.filter((o) => 'taken' in o)).toHaveLength(199);
  });

  it('caps the live holds of one client', async () => {
    const locks = freshLocks();
    for (const slot of [A, B, C]) lockIdOf(await locks.acquire(slot, 'client-1', 300, 3));
    expect(await locks.acquire(D, 'client-1', 300, 3)).toEqual({ tooMany: true });
    lockIdOf(await locks.acquire(D, 'client-2', 300, 3));
  });

  it('frees a slot and a place under the cap on release', async () => {
    const locks = freshLocks();
    const ids = [];
    for (const slot of [A, B, C]) ids.push(lockIdOf(await locks.acquire(slot, 'client-1', 300, 3)));
    expect(await locks.release(ids[0]!)).toBe(true);
    expect(await locks.release(ids[0]!)).toBe(false);
    expect(await locks.release('no-such-lock')).toBe(false);
    lockIdOf(await locks.acquire(A, 'client-2', 300, 3));
    lockIdOf(await locks.acquire(D, 'client-1', 300, 3));
  });

  it('verifies a hold against its slot, and consumes it', async () => {
    const locks = freshLocks();
    const lockId = lockIdOf(await locks.acquire(A, 'client-1', 300, 3));
    expect(await locks.verify(lockId, A)).toBe('held');
    expect(await locks.verify(lockId, B)).toBe('other-slot');
    expect(await locks.verify('no-such-lock', A)).toBe('gone');
    expect(await locks.consume(lockId)).toBe(true);
    expect(await locks.verify(lockId, A)).toBe('gone');
    expect(await locks.consume(lockId)).toBe(false);
  });

  it('lists live holds in a range', async () => {
    const locks = freshLocks();
    for (const slot of [C, A, D]) await locks.acquire(slot, `client-${slot}`, 300, 3);
    expect(await locks.liveHolds(A, D)).toEqual([A, C]);
    expect(await locks.liveHolds('2030-01-08T00:00:00.000Z', '2030-01-09T00:00:00.000Z')).toEqual([]);
  });

  it('treats a hold as gone once it lapses, even before the alarm runs', async () => {
    const locks = freshLocks();
    const start = now().getTime();
    setClock(new Date(start));
    const outcome = await locks.acquire(A, 'client-1', 300, 3);
    const lockId = lockIdOf(outcome);
    expect((outcome as { expiresAt: string }).expiresAt).toBe(new Date(start + 300_000).toISOString());

    setClock(new Date(start + 299_999));
    expect(await locks.verify(lockId, A)).toBe('held');
    setClock(new Date(start + 300_000));
    expect(await locks.verify(lockId, A)).toBe('gone');
    expect(await locks.liveHolds(A, D)).toEqual([]);
    expect(await locks.release(lockId)).toBe(false);
    lockIdOf(await locks.acquire(A, 'client-2', 300, 3));
  });

  it('deletes lapsed holds in its alarm, set at the earliest expiry, and re-arms for the rest', async () => {
    const locks = freshLocks();
    const start = now().getTime();
    setClock(new Date(start));
    // Alarms ring by the machine's clock: each is due as long after it was set as the hold has left.
    const alarmAfter = async (act: () => Promise<unknown>) => {
      const before = Date.now();
      await act();
      const after = Date.now();
      const alarm = await runInDurableObject(locks, (_instance, state) => state.storage.getAlarm());
      return { alarm, before, after };
    };
    const first = await alarmAfter(async () => {
      await locks.acquire(A, 'client-1', 300, 3);
      await locks.acquire(B, 'client-2', 600, 3);
    });
    expect(first.alarm).toBeGreaterThanOrEqual(first.before + 300_000);
    expect(first.alarm).toBeLessThanOrEqual(first.after + 300_000);

    setClock(new Date(start + 301_000));
    const second = await alarmAfter(async () => expect(await runDurableObjectAlarm(locks)).toBe(true));
    expect(await holdRows(locks)).toBe(1);
    expect(second.alarm).toBeGreaterThanOrEqual(second.before + 299_000);
    expect(second.alarm).toBeLessThanOrEqual(second.after + 299_000);

    setClock(new Date(start + 601_000));
    expect(await runDurableObjectAlarm(locks)).toBe(true);
    expect(await holdRows(locks)).toBe(0);
    expect(await runInDurableObject(locks, (_instance, state) => state.storage.getAlarm())).toBeNull();
    expect(await runDurableObjectAlarm(locks)).toBe(false);
  });
});
