// The after-booking side of `bookings` (migration 0008): manage-link tokens, parents' changes,
// reconfirmation, outcomes, and the reminders ledger.
import { cappedList } from './batch';
import type { NewOutboxRow } from './outbox';
import type { StoredBooking } from './bookings';

/** A booking row with the columns of migration 0008. */
export type ManagedBooking = StoredBooking & {
  manage_token_hash: string | null;
  manage_token_sealed: string | null;
  time_zone: string | null;
  scheduled_at: string | null;
  cancelled_by: 'parent' | 'staff' | null;
  cancel_reason: string | null;
  reconfirmed_at: string | null;
  outcome: 'completed' | 'no_show' | null;
  user_id: string | null;
};

/** What a new booking carries besides its row: its token, the parent's zone, its account. */
export type BookingExtras = { tokenHash: string; tokenSealed: string; timeZone: string | null; userId: string | null; scheduledAt: string };

/** A statement for the booking's own batch, right after its INSERT (or with a request's confirmation). */
export function setBookingExtras(db: D1Database, id: string, extras: BookingExtras): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE bookings SET manage_token_hash = coalesce(manage_token_hash, ?1), manage_token_sealed = coalesce(manage_token_sealed, ?2),
         time_zone = coalesce(?3, time_zone), user_id = coalesce(user_id, ?4), scheduled_at = ?5 WHERE id = ?6`,
    )
    .bind(extras.tokenHash, extras.tokenSealed, extras.timeZone, extras.userId, extras.scheduledAt, id);
}

export function findBookingByTokenHash(db: D1Database, hash: string): Promise<ManagedBooking | null> {
  return db.prepare('SELECT * FROM bookings WHERE manage_token_hash = ?').bind(hash).first<ManagedBooking>();
}


type SlotTimes = { start: string; end: string; label: string };

/**
 * A confirmed booking moved to another slot, by the parent or staff: one UPDATE, so the new start
 * is taken and the old one freed together (D1's unique index refuses a start someone else has).
 * The invite's `sequence` counts up; a reconfirmation was for the old time and is cleared.
 */
export function moveBooking(db: D1Database, id: string, dateISO: string, slot: SlotTimes, at: string): D1PreparedStatement {
  return db
    .prepare('UPDATE bookings SET date_iso = ?, start_iso = ?, end_iso = ?, label = ?, sequence = sequence + 1, scheduled_at = ?, reconfirmed_at = NULL WHERE id = ?')
    .bind(dateISO, slot.start, slot.end, slot.label, at, id);
}

/** The details the team calls on, as the booking form sent them. */
export type BookingContact = { parent_name: string; phone: string; notes: string | null };

/** "Keep only the new time" from the booking form: the moved booking takes the details just typed. */
export function updateBookingContact(db: D1Database, id: string, contact: BookingContact): D1PreparedStatement {
  return db.prepare('UPDATE bookings SET parent_name = ?, phone = ?, notes = ? WHERE id = ?').bind(contact.parent_name, contact.phone, contact.notes, id);
}

/** The soonest upcoming bookings of an address the duplicate check names. */
export const UPCOMING_LOOKUP = 10;

/**
 * Confirmed bookings under an address (compared lower-cased, as the index has it) that start
 * after `afterISO`, soonest first, and whether later ones were left out: for the duplicate check
 * of a verified member and the confirmation email's word about an earlier booking. Never answered
 * to an unproven caller.
 */
export function upcomingByEmail(db: D1Database, email: string, afterISO: string, limit = UPCOMING_LOOKUP) {
  return cappedList<ManagedBooking>(
    (n) => db.prepare("SELECT * FROM bookings WHERE lower(email) = ? AND status = 'confirmed' AND start_iso > ? ORDER BY start_iso LIMIT ?").bind(email.toLowerCase(), afterISO, n),
    limit,
  );
}

/** The parent cancels through the link; the invite's `sequence` counts up. */
export function cancelByParent(db: D1Database, id: string, reason: string | null): D1PreparedStatement {
  return db
    .prepare("UPDATE bookings SET status = 'cancelled', sequence = sequence + 1, cancelled_by = 'parent', cancel_reason = ? WHERE id = ?")
    .bind(reason, id);
}

/** "Yes, I'll be there": kept once (the first tap's moment), only for a confirmed booking. */
export async function markReconfirmed(db: D1Database, id: string, at: string): Promise<void> {
  await db.prepare("UPDATE bookings SET reconfirmed_at = coalesce(reconfirmed_at, ?) WHERE id = ? AND status = 'confirmed'").bind(at, id).run();
}


/** Staff mark what became of a call; null clears it. */
export function setOutcome(db: D1Database, id: string, outcome: 'completed' | 'no_show' | null): D1PreparedStatement {
  return db.prepare('UPDATE bookings SET outcome = ? WHERE id = ?').bind(outcome, id);
}

/** The lead's conversion stage follows the booking (a request is a lead; a booking made through a hold may not be one). */
export function setLeadStage(db: D1Database, id: string, stage: string): D1PreparedStatement {
  return db.prepare('UPDATE leads SET conversion_stage = ? WHERE id = ?').bind(stage, id);
}

/** Confirmed bookings starting in [fromISO, toISO]: those a reminder may be due for. */
export async function confirmedStartingBetween(db: D1Database, fromISO: string, toISO: string): Promise<ManagedBooking[]> {
  const { results } = await db
    .prepare("SELECT * FROM bookings WHERE status = 'confirmed' AND start_iso >= ? AND start_iso <= ? ORDER BY start_iso")
    .bind(fromISO, toISO)
    .all<ManagedBooking>();
  return results;
}

/**
 * Claims one reminder and queues its email, as one batch: the ledger row goes in only while the
 * booking is still confirmed at `startISO` and no row for (booking, lead, start) exists; the email
 * goes in only when this very claim (its outbox id) is the ledger's. However many runs overlap,
 * one email per booking, reminder and start. True when this call queued it.
 */
export async function claimReminder(db: D1Database, claim: { bookingId: string; leadMinutes: number; startISO: string; at: string }, email: NewOutboxRow): Promise<boolean> {
  const [ledger] = await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO booking_reminders (booking_id, lead_minutes, start_iso, outbox_id, created_at)
         SELECT id, ?2, start_iso, ?4, ?5 FROM bookings WHERE id = ?1 AND status = 'confirmed' AND start_iso = ?3`,
      )
      .bind(claim.bookingId, claim.leadMinutes, claim.startISO, email.id, claim.at),
    db
      .prepare(
        `INSERT INTO outbox (id, kind, to_address, subject, text_body, ics, related_id, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
         WHERE EXISTS (SELECT 1 FROM booking_reminders WHERE booking_id = ?7 AND lead_minutes = ?9 AND start_iso = ?10 AND outbox_id = ?1)`,
      )
      .bind(email.id, email.kind, email.to_address, email.subject, email.text_body, email.ics, email.related_id, email.created_at, claim.leadMinutes, claim.startISO),
  ]);
  return (ledger!.meta.changes ?? 0) > 0;
}


