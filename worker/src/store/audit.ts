// The `admin_audit` table of migration 0006: what staff did, by whom, when.
import { cappedList } from './batch';

export type AuditEntry = {
  at: string;
  actorId: string;
  actorEmail: string;
  action: string;
  /** The record acted on (a lead id), or null. */
  subject: string | null;
  detail: Record<string, unknown>;
};

type AuditRow = { at: string; actor_id: string; actor_email: string; action: string; subject: string | null; detail: string };

const toEntry = (row: AuditRow): AuditEntry => ({
  at: row.at,
  actorId: row.actor_id,
  actorEmail: row.actor_email,
  action: row.action,
  subject: row.subject,
  detail: JSON.parse(row.detail) as Record<string, unknown>,
});

/** A statement, so it can share a batch with the change it records. */
export function insertAudit(db: D1Database, entry: AuditEntry): D1PreparedStatement {
  return db
    .prepare('INSERT INTO admin_audit (at, actor_id, actor_email, action, subject, detail) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(entry.at, entry.actorId, entry.actorEmail, entry.action, entry.subject, JSON.stringify(entry.detail));
}

/** The newest entries a record's history shows. */
export const RECORD_HISTORY_LISTED = 200;

/** One record's history, oldest first: its newest entries, and whether older ones were left out. */
export async function auditOf(db: D1Database, subject: string, limit = RECORD_HISTORY_LISTED): Promise<{ entries: AuditEntry[]; more: boolean }> {
  const { rows, more } = await cappedList<AuditRow>(
    (n) => db.prepare('SELECT at, actor_id, actor_email, action, subject, detail FROM admin_audit WHERE subject = ? ORDER BY at DESC, id DESC LIMIT ?').bind(subject, n),
    limit,
  );
  return { entries: rows.reverse().map(toEntry), more };
}

/** The newest entries of one action (or of all), newest first, and whether older ones were left out. */
export async function recentAudit(db: D1Database, options: { action?: string; limit: number }): Promise<{ entries: AuditEntry[]; more: boolean }> {
  const { rows, more } = await cappedList<AuditRow>(
    (n) =>
      options.action
        ? db.prepare('SELECT at, actor_id, actor_email, action, subject, detail FROM admin_audit WHERE action = ? ORDER BY at DESC, id DESC LIMIT ?').bind(options.action, n)
        : db.prepare('SELECT at, actor_id, actor_email, action, subject, detail FROM admin_audit ORDER BY at DESC, id DESC LIMIT ?').bind(n),
    options.limit,
  );
  return { entries: rows.map(toEntry), more };
}
