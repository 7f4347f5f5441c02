import { DurableObject } from 'cloudflare:workers';
import { confirmedStartsFrom, startsOf } from '../store/bookings';
import { createHoldsTable, deleteHold, deleteLapsedHolds, heldSlotOf, holdCountOf, insertHold, isSlotHeld, liveHoldStarts, nextHoldExpiry } from '../store/holds';
import { readSettingsWith, type SettingsSnapshot } from '../store/settings';
import { now, useClockSetting } from '../time/clock';

export type HoldOutcome = { lockId: string; expiresAt: string } | { taken: true } | { tooMany: true };

/** What a booking finds when it brings its lockId: still held for this slot, for another, or gone. */
export type HoldCheck = 'held' | 'other-slot' | 'gone';

/** What availability needs from here: the settings version, its snapshot when asked, and the taken starts. */
export type AvailabilityInputs = { version: number; snapshot: SettingsSnapshot | null; taken: string[] };

/**
 * How old the copy of D1 (settings version, confirmed bookings) may be before a call reads it
 * again. Bookings made through the worker and every hold are seen at once; this bounds only how
 * long a change made in D1 directly (`wrangler d1 execute`: hours, closed dates, a cancelled
 * booking) takes to show.
 */
export const D1_COPY_MAX_AGE_MS = 1000;

/** A day back is enough: no slot that started before then is ever offered. */
const BOOKINGS_KEPT_FROM_MS = 86_400_000;

type D1Copy = { snapshot: SettingsSnapshot; booked: Set<string>; readAt: number };

/**
 * The short holds a parent takes on a slot while filling in the booking form. One instance holds
 * every hold (see `slotLocksOf`), so "is this slot free?" and "how many does this client hold?"
 * are answered over all of them at once.
 *
 * Exclusivity comes from the object's input gate: each method checks and writes through the
 * synchronous SQL API before its first `await`, so no other call can run in between.
 * Expiry is checked on every read, and an alarm at the earliest expiry deletes lapsed holds so
 * they lapse without anyone asking.
 */
export class SlotLocks extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  /** The settings and confirmed bookings as D1 had them, plus those booked here since. */
  private d1Copy: D1Copy | null = null;
  private reading: Promise<D1Copy> | null = null;
  /** Moves on when the copy is forgotten, so a read begun before that is not kept. */
  private generation = 0;
  /** Slots booked (holds consumed) since the current read of D1 began: added to what it returns. */
  private bookedDuringRead = new Set<string>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // The same clock as the worker that calls it (a development setting; refused elsewhere by the worker).
    useClockSetting(env as { ENVIRONMENT?: string; DEV_CLOCK_OFFSET_MS?: string });
    this.sql = ctx.storage.sql;
    createHoldsTable(this.sql);
  }

  async acquire(slotStart: string, clientId: string, seconds: number, maxPerClient: number): Promise<HoldOutcome> {
    const at = this.forgetLapsed();
    if (isSlotHeld(this.sql, slotStart)) return { taken: true };
    if (holdCountOf(this.sql, clientId) >= maxPerClient) return { tooMany: true };

    const lockId = crypto.randomUUID();
    const expiresAt = at + seconds * 1000;
    insertHold(this.sql, { lockId, slotStart, clientId, expiresAt });
    await this.armAlarm();
    return { lockId, expiresAt: new Date(expiresAt).toISOString() };
  }

  /** True when a live hold was let go; false when there was none (unknown or lapsed). */
  release(lockId: string): boolean {
    this.forgetLapsed();
    return deleteHold(this.sql, lockId);
  }

  verify(lockId: string, slotStart: string): HoldCheck {
    this.forgetLapsed();
    const held = heldSlotOf(this.sql, lockId);
    if (held === null) return 'gone';
    return held === slotStart ? 'held' : 'other-slot';
  }

  /**
   * The booking is stored (in D1, before this call): the hold has done its work, and its slot
   * counts as booked from this moment, with no gap between the hold and the booking.
   */
  consume(lockId: string): boolean {
    const held = heldSlotOf(this.sql, lockId);
    if (held === null) return false;
    this.d1Copy?.booked.add(held);
    this.bookedDuringRead.add(held);
    return deleteHold(this.sql, lockId);
  }

  /** Starts of the live holds in [fromISO, toISO). Only reads: lapsed holds are left to the alarm. */
  liveHolds(fromISO: string, toISO: string): string[] {
    return liveHoldStarts(this.sql, fromISO, toISO, now().getTime());
  }

  /**
   * Everything availability needs in one call: the starts taken in [fromISO, toISO) by live holds
   * and confirmed bookings, and the settings version, with the settings themselves when the
   * caller's `knownVersion` is another. No D1 read unless the copy is older than
   * `D1_COPY_MAX_AGE_MS`.
   */
  async availabilityInputs(fromISO: string, toISO: string, knownVersion: number | null): Promise<AvailabilityInputs> {
    const copy = await this.freshD1Copy();
    const taken = this.liveHolds(fromISO, toISO);
    for (const start of copy.booked) if (start >= fromISO && start < toISO) taken.push(start);
    const { version } = copy.snapshot;
    return { version, snapshot: version === knownVersion ? null : copy.snapshot, taken };
  }

  /** Forgets the copy of D1, so the next call reads it: for changes made to D1 directly. */
  rereadD1(): void {
    this.generation++;
    this.d1Copy = null;
    this.reading = null;
  }

  private async freshD1Copy(): Promise<D1Copy> {
    if (this.d1Copy && Date.now() - this.d1Copy.readAt < D1_COPY_MAX_AGE_MS) return this.d1Copy;
    // One read at a time; calls arriving meanwhile wait for it.
    this.reading ??= this.readD1().finally(() => (this.reading = null));
    return this.reading;
  }

  private async readD1(): Promise<D1Copy> {
    const readAt = Date.now();
    const generation = this.generation;
    // Bookings noted before this point are in D1 already (consume comes after the insert).
    this.bookedDuringRead = new Set();
    const db = this.env.DB;
    const since = new Date(now().getTime() - BOOKINGS_KEPT_FROM_MS).toISOString();
    const { snapshot, results } = await readSettingsWith(db, [confirmedStartsFrom(db, since)]);
    const copy = { snapshot, booked: new Set([...startsOf(results[0]!), ...this.bookedDuringRead]), readAt };
    if (generation === this.generation) this.d1Copy = copy;
    return copy;
  }

  override async alarm(): Promise<void> {
    this.forgetLapsed();
    await this.armAlarm();
  }

  /** Deletes lapsed holds; returns the moment it counted from. */
  private forgetLapsed(): number {
    const at = now().getTime();
    deleteLapsedHolds(this.sql, at);
    return at;
  }

  private async armAlarm(): Promise<void> {
    const next = nextHoldExpiry(this.sql);
    if (next === null) await this.ctx.storage.deleteAlarm();
    // The platform keeps alarms by the machine's clock, which a test run's clock (now()) may read
    // ahead of or behind: the alarm rings as long after this moment as the hold has left to run.
    else await this.ctx.storage.setAlarm(Date.now() + (next - now().getTime()));
  }
}

/** The one instance that keeps every hold. */
export function slotLocksOf(env: Env): DurableObjectStub<SlotLocks> {
  return env.SLOT_LOCKS.getByName('holds');
}
