import type { Role } from '../../../contract/rules';

export type { Role };

/** What the API shows of an account (api.md, Accounts). */
export type PublicUser = { email: string; displayName: string | null; role: Role };

export type UserRecord = PublicUser & { id: string; passwordHash: string };

type UserRow = { id: string; email: string; display_name: string | null; role: Role; password_hash: string };

export const toUser = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  displayName: row.display_name,
  role: row.role,
  passwordHash: row.password_hash,
});

export const publicUser = ({ email, displayName, role }: PublicUser): PublicUser => ({ email, displayName, role });

/** `email` must already be normalised (trimmed, lower-cased). */
export async function findUserByEmail(db: D1Database, email: string): Promise<UserRecord | null> {
  const row = await db
    .prepare('SELECT id, email, display_name, role, password_hash FROM users WHERE email = ?')
    .bind(email)
    .first<UserRow>();
  return row ? toUser(row) : null;
}

/** A new member, or null when the email already has an account. */
export async function createUser(
  db: D1Database,
  account: { email: string; displayName: string | null; passwordHash: string; createdAt: string },
): Promise<UserRecord | null> {
  const id = crypto.randomUUID();
  const result = await db
    .prepare(
      `INSERT INTO users (id, email, display_name, password_hash, role, created_at) VALUES (?, ?, ?, ?, 'member', ?)
       ON CONFLICT (email) DO NOTHING`,
    )
    .bind(id, account.email, account.displayName, account.passwordHash, account.createdAt)
    .run();
  if (result.meta.changes === 0) return null;
  return { id, email: account.email, displayName: account.displayName, role: 'member', passwordHash: account.passwordHash };
}

export async function updatePasswordHash(db: D1Database, userId: string, passwordHash: string): Promise<void> {
  await db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').bind(passwordHash, userId).run();
}

export async function countUsersByRole(db: D1Database): Promise<Record<Role, number>> {
  const { results } = await db.prepare('SELECT role, COUNT(*) AS n FROM users GROUP BY role').all<{ role: Role; n: number }>();
  const counts: Record<Role, number> = { member: 0, teacher: 0, admin: 0 };
  for (const { role, n } of results) counts[role] = n;
  return counts;
}
