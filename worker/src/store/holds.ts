// The `holds` table of the SlotLocks Durable Object: its own SQLite storage, not D1. Every function
// is synchronous, so a SlotLocks method that checks and writes through them before its first
// `await` runs with no other call in between (the object's input gate).

export function createHoldsTable(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS holds (
      lock_id TEXT PRIMARY KEY,
      slot_start TEXT NOT NULL UNIQUE,
      client_id TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    )`);
  sql.exec('CREATE INDEX IF NOT EXISTS holds_by_client ON holds (client_id)');
  sql.exec('CREATE INDEX IF NOT EXISTS holds_by_expiry ON holds (expires_at)');
}

export const isSlotHeld = (sql: SqlStorage, slotStart: string): boolean => sql.exec('SELECT 1 FROM holds WHERE slot_start = ?', slotStart).toArray().length > 0;

export const holdCountOf = (sql: SqlStorage, clientId: string): number =>
  sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM holds WHERE client_id = ?', clientId).one().n;

export function insertHold(sql: SqlStorage, hold: { lockId: string; slotStart: string; clientId: string; expiresAt: number }): void {
  sql.exec('INSERT INTO holds (lock_id, slot_start, client_id, expires_at) VALUES (?, ?, ?, ?)', hold.lockId, hold.slotStart, hold.clientId, hold.expiresAt);
}

/** The start of the slot `lockId` holds, or null when there is no such hold. */
export const heldSlotOf = (sql: SqlStorage, lockId: string): string | null =>
  sql.exec<{ slot_start: string }>('SELECT slot_start FROM holds WHERE lock_id = ?', lockId).toArray()[0]?.slot_start ?? null;

/** True when a hold was deleted. */
export const deleteHold = (sql: SqlStorage, lockId: string): boolean => sql.exec('DELETE FROM holds WHERE lock_id = ?', lockId).rowsWritten > 0;

/** Starts of the holds in [fromISO, toISO) that are live at `at` (ms), in order. */
export const liveHoldStarts = (sql: SqlStorage, fromISO: string, toISO: string, at: number): string[] =>
  sql
    .exec<{ slot_start: string }>('SELECT slot_start FROM holds WHERE slot_start >= ? AND slot_start < ? AND expires_at > ? ORDER BY slot_start', fromISO, toISO, at)
    .toArray()
    .map((row) => row.slot_start);

/** Deletes the holds lapsed at `at` (ms). */
export function deleteLapsedHolds(sql: SqlStorage, at: number): void {
  sql.exec('DELETE FROM holds WHERE expires_at <= ?', at);
}

/** The earliest expiry of any hold (ms), or null when there is none. */
export const nextHoldExpiry = (sql: SqlStorage): number | null => sql.exec<{ next: number | null }>('SELECT MIN(expires_at) AS next FROM holds').one().next;
