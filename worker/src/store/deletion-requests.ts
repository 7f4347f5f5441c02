// The `deletion_requests` table (migration 0009): "Delete my data", asked for and confirmed.
import { cappedList } from './batch';
import type { NewOutboxRow } from './outbox';

export type DeletionRequest = { id: string; email: string; via: 'manage' | 'member'; requested_at: string; confirmed_at: string | null };

/**
 * Records a request and queues its confirmation email as one batch, unless one was asked for the
 * same address since `since` (one link an hour): the request goes in only with its email. True
 * when this call queued it.
 */
export async function askDeletion(db: D1Database, request: { id: string; email: string; tokenHash: string; via: 'manage' | 'member'; at: string; since: string }, email: NewOutboxRow): Promise<boolean> {
  const [queued] = await db.batch([
    db
      .prepare(
        `INSERT INTO outbox (id, kind, to_address, subject, text_body, ics, related_id, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, NULL, ?6, ?7
         WHERE NOT EXISTS (SELECT 1 FROM deletion_requests WHERE email = ?8 AND requested_at > ?9)`,
      )
      .bind(email.id, email.kind, email.to_address, email.subject, email.text_body, request.id, email.created_at, request.email, request.since),
    db
      .prepare(
        `INSERT INTO deletion_requests (id, email, token_hash, via, requested_at)
         SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM outbox WHERE id = ?6)`,
      )
      .bind(request.id, request.email, request.tokenHash, request.via, request.at, email.id),
  ]);
  return (queued!.meta.changes ?? 0) > 0;
}

export function findDeletionRequest(db: D1Database, tokenHash: string): Promise<DeletionRequest | null> {
  return db.prepare('SELECT id, email, via, requested_at, confirmed_at FROM deletion_requests WHERE token_hash = ?').bind(tokenHash).first<DeletionRequest>();
}

/** Confirms a request once; a statement for the batch that queues the acknowledgment. */
export function confirmDeletion(db: D1Database, id: string, at: string): D1PreparedStatement {
  return db.prepare('UPDATE deletion_requests SET confirmed_at = ? WHERE id = ? AND confirmed_at IS NULL').bind(at, id);
}

/** The confirmed requests staff's list shows at once. */
export const DELETION_REQUESTS_LISTED = 200;

/**
 * Confirmed requests, oldest first: the staff's tasks until they delete the address's data (which
 * removes the request, so the next ones come into the list), and whether later ones were left out.
 */
export function confirmedDeletionRequests(db: D1Database, limit = DELETION_REQUESTS_LISTED) {
  return cappedList<DeletionRequest>(
    (n) => db.prepare('SELECT id, email, via, requested_at, confirmed_at FROM deletion_requests WHERE confirmed_at IS NOT NULL ORDER BY confirmed_at LIMIT ?').bind(n),
    limit,
  );
}
