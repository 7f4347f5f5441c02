// Members' verified addresses (migration 0009) and the bookings that belong to them.
import { cappedList } from './batch';
import type { NewOutboxRow } from './outbox';
import type { ManagedBooking } from './manage';

export async function emailVerifiedAt(db: D1Database, userId: string): Promise<string | null> {
  return (await db.prepare('SELECT email_verified_at FROM users WHERE id = ?').bind(userId).first<string | null>('email_verified_at')) ?? null;
}

/** Stores a verification link and queues its email, unless one went to this member since `since`. True when queued. */
export async function sendVerification(db: D1Database, link: { tokenHash: string; userId: string; email: string; at: string; since: string }, email: NewOutboxRow): Promise<boolean> {
  const [stored] = await db.batch([
    db
      .prepare(
        `INSERT INTO email_verifications (token_hash, user_id, email, sent_at)
         SELECT ?1, ?2, ?3, ?4 WHERE NOT EXISTS (SELECT 1 FROM email_verifications WHERE user_id = ?2 AND sent_at > ?5)`,
      )
      .bind(link.tokenHash, link.userId, link.email, link.at, link.since),
    db
      .prepare(
        `INSERT INTO outbox (id, kind, to_address, subject, text_body, ics, related_id, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, NULL, ?6, ?7 WHERE EXISTS (SELECT 1 FROM email_verifications WHERE token_hash = ?8)`,
      )
      .bind(email.id, email.kind, email.to_address, email.subject, email.text_body, email.related_id, email.created_at, link.tokenHash),
  ]);
  return (stored!.meta.changes ?? 0) > 0;
}

/** Marks the address verified when the link is live (sent after `since`) and still the account's address. True when it was. */
export async function verifyEmail(db: D1Database, tokenHash: string, since: string, at: string): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE users SET email_verified_at = coalesce(email_verified_at, ?3)
       WHERE id = (SELECT user_id FROM email_verifications WHERE token_hash = ?1 AND sent_at > ?2)
         AND email = (SELECT email FROM email_verifications WHERE token_hash = ?1)`,
    )
    .bind(tokenHash, since, at)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** Marks the account's address verified (an emailed sign-in link reached it), unless it changed meanwhile. */
export async function markEmailVerified(db: D1Database, userId: string, email: string, at: string): Promise<void> {
  await db.prepare('UPDATE users SET email_verified_at = coalesce(email_verified_at, ?3) WHERE id = ?1 AND email = ?2').bind(userId, email, at).run();
}

/** The newest consultations "My consultations" lists. */
const MEMBER_CONSULTATIONS = 100;

/** A verified member's consultations: booked while signed in, or under their address. Newest first, and whether older ones were left out. */
export function consultationsOf(db: D1Database, userId: string, email: string, limit = MEMBER_CONSULTATIONS) {
  return cappedList<ManagedBooking>(
    (n) =>
      db
        .prepare("SELECT * FROM bookings WHERE (user_id = ? OR lower(email) = ?) AND status IN ('confirmed', 'cancelled') AND start_iso IS NOT NULL ORDER BY start_iso DESC LIMIT ?")
        .bind(userId, email.toLowerCase(), n),
    limit,
  );
}
