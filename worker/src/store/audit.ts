// The `admin_audit` table of migration 0006: what staff did, by whom, when.

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

/** One record's history, oldest first. */
export async function auditOf(db: D1Database, subject: string, limit = 200): Promise<AuditEntry[]> {
  const { results } = await db
    .prepare('SELECT at, actor_id, actor_email, action, subject, detail FROM admin_audit WHERE subject = ? ORDER BY at, id LIMIT ?')
    .bind(subject, limit)
    .all<AuditRow>();
  return results.map(toEntry);
}

/** The newest entries of one action (or of all), newest first. */
export async function recentAudit(db: D1Database, options: { action?: string; limit: number }): Promise<AuditEntry[]> {
  const statement = options.action
    ? db.prepare('SELECT at, actor_id, actor_email, action, subject, detail FROM admin_audit WHERE action = ? ORDER BY at DESC, id DESC LIMIT ?').bind(options.action, options.limit)
    : db.prepare('SELECT at, actor_id, actor_email, action, subject, detail FROM admin_audit ORDER BY at DESC, id DESC LIMIT ?').bind(options.limit);
  return (await statement.all<AuditRow>()).results.map(toEntry);
}
