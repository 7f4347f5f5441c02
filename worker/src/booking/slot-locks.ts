import { DurableObject } from 'cloudflare:workers';
import { now } from '../time/clock';

export type HoldOutcome = { lockId: string; expiresAt: string } | { taken: true } | { tooMany: true };

/** What a booking finds when it brings its lockId: still held for this slot, for another, or gone. */
export type HoldCheck = 'held' | 'other-slot' | 'gone';

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

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS holds (
      lock_id TEXT PRIMARY KEY,
      slot_start TEXT NOT NULL UNIQUE,
      client_id TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    )`);
    this.sql.exec('CREATE INDEX IF NOT EXISTS holds_by_client ON holds (client_id)');
    this.sql.exec('CREATE INDEX IF NOT EXISTS holds_by_expiry ON holds (expires_at)');
  }

  async acquire(slotStart: string, clientId: string, seconds: number, maxPerClient: number): Promise<HoldOutcome> {
    const at = this.forgetLapsed();
    if (this.sql.exec('SELECT 1 FROM holds WHERE slot_start = ?', slotStart).toArray().length > 0) return { taken: true };
    const held = this.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM holds WHERE client_id = ?', clientId).one().n;
    if (held >= maxPerClient) return { tooMany: true };

    const lockId = crypto.randomUUID();
    const expiresAt = at + seconds * 1000;
    this.sql.exec('INSERT INTO holds (lock_id, slot_start, client_id, expires_at) VALUES (?, ?, ?, ?)', lockId, slotStart, clientId, expiresAt);
    await this.armAlarm();
    return { lockId, expiresAt: new Date(expiresAt).toISOString() };
  }

  /** True when a live hold was let go; false when there was none (unknown or lapsed). */
  release(lockId: string): boolean {
    this.forgetLapsed();
    return this.sql.exec('DELETE FROM holds WHERE lock_id = ?', lockId).rowsWritten > 0;
  }

  verify(lockId: string, slotStart: string): HoldCheck {
    this.forgetLapsed();
    const row = this.sql.exec<{ slot_start: string }>('SELECT slot_start FROM holds WHERE lock_id = ?', lockId).toArray()[0];
    if (!row) return 'gone';
    return row.slot_start === slotStart ? 'held' : 'other-slot';
  }

  /** The booking is stored: the hold has done its work. */
  consume(lockId: string): boolean {
    return this.sql.exec('DELETE FROM holds WHERE lock_id = ?', lockId).rowsWritten > 0;
  }

  /** Starts of the live holds in [fromISO, toISO), for availability. */
  liveHolds(fromISO: string, toISO: string): string[] {
    this.forgetLapsed();
    return this.sql
      .exec<{ slot_start: string }>('SELECT slot_start FROM holds WHERE slot_start >= ? AND slot_start < ? ORDER BY slot_start', fromISO, toISO)
      .toArray()
      .map((row) => row.slot_start);
  }

  override async alarm(): Promise<void> {
    this.forgetLapsed();
    await this.armAlarm();
  }

  /** Deletes lapsed holds; returns the moment it counted from. */
  private forgetLapsed(): number {
    const at = now().getTime();
    this.sql.exec('DELETE FROM holds WHERE expires_at <= ?', at);
    return at;
  }

  private async armAlarm(): Promise<void> {
    const next = this.sql.exec<{ next: number | null }>('SELECT MIN(expires_at) AS next FROM holds').one().next;
    if (next === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(next);
  }
}

/** The one instance that keeps every hold. */
export function slotLocksOf(env: Env): DurableObjectStub<SlotLocks> {
  return env.SLOT_LOCKS.getByName('holds');
}
