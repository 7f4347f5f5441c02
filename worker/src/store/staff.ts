import type { StaffAccount } from '../../../contract/admin-calls';
import type { Role } from '../../../contract/rules';

export async function staffAccounts(db: D1Database): Promise<StaffAccount[]> {
  const { results } = await db
    .prepare("SELECT id, email, display_name, role FROM users WHERE role IN ('admin', 'teacher') ORDER BY coalesce(display_name, email) COLLATE NOCASE")
    .all<{ id: string; email: string; display_name: string | null; role: Role }>();
  return results.map((row) => ({ id: row.id, email: row.email, displayName: row.display_name, role: row.role }));
}

export async function isStaffAccount(db: D1Database, id: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS yes FROM users WHERE id = ? AND role IN ('admin', 'teacher')").bind(id).first()) !== null;
}
