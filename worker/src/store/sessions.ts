import { toUser, type UserRecord } from './users';

/**
 * Stores a session by the hash of its token, and drops the member's expired sessions on the way,
 * so the table holds little more than live sessions.
 */
export async function insertSession(
  db: D1Database,
  session: { tokenHash: string; userId: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM sessions WHERE user_id = ? AND expires_at <= ?').bind(session.userId, session.createdAt),
    db
      .prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .bind(session.tokenHash, session.userId, session.createdAt, session.expiresAt),
  ]);
}

/** The account behind a session that has not expired at `at`, or null. */
export async function findSessionUser(db: D1Database, tokenHash: string, at: string): Promise<UserRecord | null> {
  const row = await db
    .prepare(
      `SELECT users.id, users.email, users.display_name, users.role, users.password_hash
       FROM sessions JOIN users ON users.id = sessions.user_id
       WHERE sessions.token_hash = ? AND sessions.expires_at > ?`,
    )
    .bind(tokenHash, at)
    .first<Parameters<typeof toUser>[0]>();
  return row ? toUser(row) : null;
}

export async function deleteSession(db: D1Database, tokenHash: string): Promise<void> {
  await db.prepare('DELETE FROM sessions WHERE token_hash = ?').bind(tokenHash).run();
}
