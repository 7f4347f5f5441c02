type BookingStatus = 'confirmed' | 'requested' | 'cancelled';

/** A row of `bookings`. A request may name no time, so its start, end and label can be null. */
export type BookingRow = {
  id: string;
  status: BookingStatus;
  date_iso: string;
  start_iso: string | null;
  end_iso: string | null;
  label: string | null;
  parent_name: string;
  phone: string;
  email: string;
  notes: string | null;
  lock_id: string | null;
  created_at: string;
};

/** A row of `bookings` with the invite's change count (`sequence`, migration 0007). */
/** A booking as stored: with its invite's sequence and, once it has one, its sealed manage link. */
export type StoredBooking = BookingRow & { sequence: number; manage_token_sealed?: string | null };

/** A statement, not a write: the caller batches it with the email it queues, in one transaction. */
export function insertBooking(db: D1Database, row: BookingRow): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO bookings (id, status, date_iso, start_iso, end_iso, label, parent_name, phone, email, notes, lock_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(row.id, row.status, row.date_iso, row.start_iso, row.end_iso, row.label, row.parent_name, row.phone, row.email, row.notes, row.lock_id, row.created_at);
}

export function findBookingByLockId(db: D1Database, lockId: string): Promise<BookingRow | null> {
  return db.prepare('SELECT * FROM bookings WHERE lock_id = ?').bind(lockId).first<BookingRow>();
}

export function findStoredBooking(db: D1Database, id: string): Promise<StoredBooking | null> {
  return db.prepare('SELECT * FROM bookings WHERE id = ?').bind(id).first<StoredBooking>();
}

/**
 * Confirmed and requested bookings (cancelled ones left out): upcoming, soonest first, and past,
 * newest first, at most `pastLimit`, and whether older past ones were left out (`morePast`: one
 * row more is read to know, as `cappedList` does). A request without a time is upcoming until its
 * preferred date (`today` in the business zone) has passed.
 */
export async function activeBookings(db: D1Database, nowISO: string, today: string, pastLimit: number): Promise<{ upcoming: StoredBooking[]; past: StoredBooking[]; morePast: boolean }> {
  const upcomingWhere = "status IN ('confirmed', 'requested') AND (start_iso >= ?1 OR (start_iso IS NULL AND date_iso >= ?2))";
  const [upcoming, past] = await db.batch<StoredBooking>([
    db.prepare(`SELECT * FROM bookings WHERE ${upcomingWhere} ORDER BY date_iso, start_iso, created_at`).bind(nowISO, today),
    db
      .prepare(`SELECT * FROM bookings WHERE status IN ('confirmed', 'requested') AND NOT (${upcomingWhere}) ORDER BY date_iso DESC, start_iso DESC LIMIT ?3`)
      .bind(nowISO, today, pastLimit + 1),
  ]);
  return { upcoming: upcoming!.results, past: past!.results.slice(0, pastLimit), morePast: past!.results.length > pastLimit };
}

/** A confirmed booking as the hours editor checks it against new hours. */
export type ConfirmedBookingTime = { id: string; date_iso: string; start_iso: string; end_iso: string; label: string | null; parent_name: string };

/** Confirmed bookings starting at `fromISO` or later, soonest first. */
export async function confirmedBookingsFrom(db: D1Database, fromISO: string): Promise<ConfirmedBookingTime[]> {
  const { results } = await db
    .prepare("SELECT id, date_iso, start_iso, end_iso, label, parent_name FROM bookings WHERE status = 'confirmed' AND start_iso >= ? ORDER BY start_iso")
    .bind(fromISO)
    .all<ConfirmedBookingTime>();
  return results;
}

type SlotTimes = { start: string; end: string; label: string };

/** A request confirmed into a slot (the invite's first version): a statement for `changeBookingIfUnchanged`. */
export function confirmIntoSlot(db: D1Database, id: string, dateISO: string, slot: SlotTimes): D1PreparedStatement {
  return db
    .prepare("UPDATE bookings SET status = 'confirmed', date_iso = ?, start_iso = ?, end_iso = ?, label = ? WHERE id = ?")
    .bind(dateISO, slot.start, slot.end, slot.label, id);
}

/** A booking cancelled by staff; its invite's `sequence` counts up. */
export function cancelBooking(db: D1Database, id: string): D1PreparedStatement {
  return db.prepare("UPDATE bookings SET status = 'cancelled', sequence = sequence + 1, cancelled_by = 'staff' WHERE id = ?").bind(id);
}

/** What a change expects a booking to be just before it. */
export type BookingVersion = { id: string; status: BookingStatus; sequence: number };

const CHANGED_MEANWHILE = 'booking changed meanwhile';

/** A statement that fails (and so rolls its batch back) unless the booking is still as expected. */
const stillAsExpected = (db: D1Database, { id, status, sequence }: BookingVersion) =>
  db
    .prepare(`SELECT CASE WHEN EXISTS (SELECT 1 FROM bookings WHERE id = ? AND status = ? AND sequence = ?) THEN 1 ELSE json('${CHANGED_MEANWHILE}') END`)
    .bind(id, status, sequence);

/**
 * Runs `statements` as one batch, which D1 runs as one transaction, behind a check that the
 * booking is still as `expected`: all of it lands, or none. False when someone changed the
 * booking since it was read (nothing is stored); any other failure is thrown.
 */
export async function changeBookingIfUnchanged(db: D1Database, expected: BookingVersion, statements: D1PreparedStatement[]): Promise<boolean> {
  try {
    await db.batch([stillAsExpected(db, expected), ...statements]);
    return true;
  } catch (error) {
    if (error instanceof Error && /malformed JSON/i.test(error.message)) return false;
    throw error;
  }
}

export async function isSlotBooked(db: D1Database, startISO: string): Promise<boolean> {
  const row = await db.prepare("SELECT 1 AS booked FROM bookings WHERE status = 'confirmed' AND start_iso = ?").bind(startISO).first();
  return row !== null;
}

/** Starts of confirmed bookings from `fromISO` on: what availability must keep closed. */
export function confirmedStartsFrom(db: D1Database, fromISO: string): D1PreparedStatement {
  return db.prepare("SELECT start_iso FROM bookings WHERE status = 'confirmed' AND start_iso >= ?").bind(fromISO);
}

export const startsOf = (result: D1Result) => (result.results as { start_iso: string }[]).map((row) => row.start_iso);

/** How many confirmed bookings there are, and any slot confirmed more than once (there must be none). */
export async function confirmedBookingsCheck(db: D1Database): Promise<{ confirmed: number; slotsBookedTwice: { start: string; count: number }[] }> {
  const [total, twice] = await db.batch([
    db.prepare("SELECT COUNT(*) AS n FROM bookings WHERE status = 'confirmed'"),
    db.prepare("SELECT start_iso AS start, COUNT(*) AS count FROM bookings WHERE status = 'confirmed' GROUP BY start_iso HAVING COUNT(*) > 1"),
  ]);
  return { confirmed: (total!.results[0] as { n: number }).n, slotsBookedTwice: twice!.results as { start: string; count: number }[] };
}

/** D1 turned a write away on a UNIQUE constraint: the slot or the hold is already booked. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}
