// The links emailed to an account's address that stand in for its password: "Forgot password"
// (migration 0010) and "Email me a sign-in link" (0016). Each table holds the SHA-256 of a token
// only, and a link works once, until it expires.
import type { NewOutboxRow } from './outbox';
import { toUser, type UserRecord } from './users';

/** Where each kind of link is kept; the names go into the SQL, so only these two. */
export type LinkTable = 'password_resets' | 'sign_in_links';

type LinkRequest = {
  email: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  /** Links made for the account after this moment count against `perAddress`. */
  since: string;
  perAddress: number;
  /** The email carrying the link; queued only when the link was made. */
  message: NewOutboxRow;
};

/**
 * Makes a link for the account of `email`, if there is one and it has had fewer than
 * `perAddress` links since `since`, and queues its email, in one batch. The statements are the same
 * whether the address has an account or not (each writes zero or one row), so neither the answer
 * nor the work tells a visitor which addresses have accounts. Links long expired are dropped on the way.
 */
export async function requestEmailedLink(db: D1Database, table: LinkTable, request: LinkRequest): Promise<void> {
  const { message: m } = request;
  await db.batch([
    db.prepare(`DELETE FROM ${table} WHERE expires_at <= ?`).bind(request.since),
    db
      .prepare(
        `INSERT INTO ${table} (token_hash, user_id, created_at, expires_at)
         SELECT ?1, users.id, ?2, ?3 FROM users
         WHERE users.email = ?4
           AND (SELECT COUNT(*) FROM ${table} WHERE user_id = users.id AND created_at > ?5) < ?6`,
      )
      .bind(request.tokenHash, request.createdAt, request.expiresAt, request.email, request.since, request.perAddress),
    db
      .prepare(
        `INSERT INTO outbox (id, kind, to_address, subject, text_body, ics, related_id, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, NULL, ?6, ?7
         WHERE EXISTS (SELECT 1 FROM ${table} WHERE token_hash = ?8)`,
      )
      .bind(m.id, m.kind, m.to_address, m.subject, m.text_body, m.related_id, m.created_at, request.tokenHash),
  ]);
}

/**
 * Uses up a live link: marks it used and answers its account, or null when the link is unknown,
 * expired or already used. One statement, so of two uses at once only one gets the account.
 */
export async function consumeEmailedLink(db: D1Database, table: LinkTable, tokenHash: string, at: string): Promise<UserRecord | null> {
  const used = await db
    .prepare(`UPDATE ${table} SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2 RETURNING user_id`)
    .bind(tokenHash, at)
    .first<{ user_id: string }>();
  if (!used) return null;
  const row = await db
    .prepare('SELECT id, email, display_name, role, password_hash FROM users WHERE id = ?')
    .bind(used.user_id)
    .first<Parameters<typeof toUser>[0]>();
  return row ? toUser(row) : null;
}

/**
 * The new password, in one transaction with its consequences: every session of the account ends,
 * every other emailed link of the account stops working, and its failed sign-ins are forgotten.
 */
export async function setNewPassword(db: D1Database, user: UserRecord, passwordHash: string): Promise<void> {
  await db.batch([
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').bind(passwordHash, user.id),
    db.prepare('DELETE FROM sessions WHERE user_id = ?').bind(user.id),
    db.prepare('DELETE FROM password_resets WHERE user_id = ? AND used_at IS NULL').bind(user.id),
    db.prepare('DELETE FROM sign_in_links WHERE user_id = ? AND used_at IS NULL').bind(user.id),
    db.prepare('DELETE FROM login_failures WHERE account = ?').bind(user.email),
  ]);
}
