export type BookingStatus = 'confirmed' | 'requested' | 'cancelled';

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

/** Starts of confirmed bookings in [fromISO, toISO); ISO instants compare correctly as text. */
export function confirmedStartsBetween(db: D1Database, fromISO: string, toISO: string): D1PreparedStatement {
  return db.prepare("SELECT start_iso FROM bookings WHERE status = 'confirmed' AND start_iso >= ? AND start_iso < ?").bind(fromISO, toISO);
}

export const startsOf = (result: D1Result) => (result.results as { start_iso: string }[]).map((row) => row.start_iso);

/** D1 turned a write away on a UNIQUE constraint: the slot or the hold is already booked. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}
