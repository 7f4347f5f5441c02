// The outbox as staff read it: newest first, keyset-paged, and a failed message put back in line.
import type { OutboxMessage } from '../../../contract/admin-calls';
import type { OutboxRow } from './outbox';

export async function listOutbox(
  db: D1Database,
  options: { status?: string; before?: { createdAt: string; id: string }; limit: number },
): Promise<{ messages: OutboxMessage[]; more: boolean }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (options.status) where.push('status = ?') && params.push(options.status);
  if (options.before) where.push('(created_at, id) < (?, ?)') && params.push(options.before.createdAt, options.before.id);
  const { results } = await db
    .prepare(
      `SELECT id, kind, to_address, subject, text_body, ics IS NOT NULL AS has_invite, related_id, status, attempts, last_error, created_at, sent_at
       FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC, id DESC LIMIT ?`,
    )
    .bind(...params, options.limit + 1)
    .all<Omit<OutboxRow, 'ics'> & { has_invite: number }>();
  const messages = results.slice(0, options.limit).map(({ has_invite, ...row }) => ({ ...row, hasInvite: has_invite === 1 }));
  return { messages, more: results.length > options.limit };
}

export async function countOutboxByStatus(db: D1Database): Promise<Record<string, number>> {
  const { results } = await db.prepare('SELECT status, COUNT(*) AS n FROM outbox GROUP BY status').all<{ status: string; n: number }>();
  return Object.fromEntries(results.map(({ status, n }) => [status, n]));
}

export async function findOutboxRow(db: D1Database, id: string): Promise<OutboxRow | null> {
  return db.prepare('SELECT * FROM outbox WHERE id = ?').bind(id).first<OutboxRow>();
}

/** A failed message back to pending with a fresh count of attempts; false when it was not failed. */
export function requeueFailedStatement(db: D1Database, id: string): D1PreparedStatement {
  return db.prepare("UPDATE outbox SET status = 'pending', attempts = 0, last_error = NULL WHERE id = ? AND status = 'failed'").bind(id);
}
