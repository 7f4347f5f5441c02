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
