type OutboxStatus = 'pending' | 'sent' | 'failed';

/** A row of `outbox`: one email, from queued to sent (or given up on). */
export type OutboxRow = {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  ics: string | null;
  related_id: string | null;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};

export type NewOutboxRow = Pick<OutboxRow, 'id' | 'kind' | 'to_address' | 'subject' | 'text_body' | 'ics' | 'related_id' | 'created_at'>;

/** A statement, not a write: it belongs in the same batch as the record it reports. */
export function insertOutboxRow(db: D1Database, row: NewOutboxRow): D1PreparedStatement {
  return db
    .prepare('INSERT INTO outbox (id, kind, to_address, subject, text_body, ics, related_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(row.id, row.kind, row.to_address, row.subject, row.text_body, row.ics, row.related_id, row.created_at);
}

/** `insertOutboxRow`, skipped when a message of the same kind went to the same address after `since`. */
export function insertOutboxRowUnlessSentSince(db: D1Database, row: NewOutboxRow, since: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO outbox (id, kind, to_address, subject, text_body, ics, related_id, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
       WHERE NOT EXISTS (SELECT 1 FROM outbox WHERE kind = ?2 AND to_address = ?3 AND created_at > ?9)`,
    )
    .bind(row.id, row.kind, row.to_address, row.subject, row.text_body, row.ics, row.related_id, row.created_at, since);
}

/** Oldest first, so a backlog drains in the order it was made. */
export async function pendingOutboxRows(db: D1Database, limit: number, relatedId?: string): Promise<OutboxRow[]> {
  const statement = relatedId
    ? db.prepare("SELECT * FROM outbox WHERE status = 'pending' AND related_id = ? ORDER BY created_at LIMIT ?").bind(relatedId, limit)
    : db.prepare("SELECT * FROM outbox WHERE status = 'pending' ORDER BY created_at LIMIT ?").bind(limit);
  return (await statement.all<OutboxRow>()).results;
}

export async function markOutboxSent(db: D1Database, id: string, sentAt: string): Promise<void> {
  await db.prepare("UPDATE outbox SET status = 'sent', attempts = attempts + 1, last_error = NULL, sent_at = ? WHERE id = ?").bind(sentAt, id).run();
}

export async function markOutboxAttemptFailed(db: D1Database, id: string, error: string, giveUp: boolean): Promise<void> {
  await db
    .prepare('UPDATE outbox SET status = ?, attempts = attempts + 1, last_error = ? WHERE id = ?')
    .bind(giveUp ? 'failed' : 'pending', error, id)
    .run();
}

export async function newestOutboxRows(db: D1Database, limit: number): Promise<OutboxRow[]> {
  return (await db.prepare('SELECT * FROM outbox ORDER BY created_at DESC, rowid DESC LIMIT ?').bind(limit).all<OutboxRow>()).results;
}

/**
 * The calendar invite a booking's parent holds now: the one of the latest email about it that
 * carried one (the confirmation, then each new time; a cancellation's invite removes the event).
 */
export async function currentInviteOf(db: D1Database, bookingId: string): Promise<{ ics: string; cancelled: boolean } | null> {
  const row = await db
    .prepare(
      `SELECT ics, kind FROM outbox
       WHERE related_id = ? AND ics IS NOT NULL
         AND kind IN ('consultation_confirmation', 'consultation_rescheduled', 'consultation_cancelled')
       ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    )
    .bind(bookingId)
    .first<{ ics: string; kind: string }>();
  return row ? { ics: row.ics, cancelled: row.kind === 'consultation_cancelled' } : null;
}

/** The emails about one record (a lead), oldest first, as the staff screens list them. */
export async function emailsAbout(db: D1Database, relatedId: string): Promise<{ id: string; kind: string; subject: string; status: OutboxStatus; createdAt: string }[]> {
  const { results } = await db
    .prepare('SELECT id, kind, subject, status, created_at AS createdAt FROM outbox WHERE related_id = ? ORDER BY created_at')
    .bind(relatedId)
    .all<{ id: string; kind: string; subject: string; status: OutboxStatus; createdAt: string }>();
  return results;
}
