import { requireRole, type SignedInEnv } from '../auth/guard';
import type { Bindings } from '../env';
import { requireSameOrigin } from '../http/same-origin';
import { insertAudit } from '../store/audit';
import type { UserRecord } from '../store/users';
import { now } from '../time/clock';

export type { SignedInEnv };

/** What `audit` reads of a handler's context: the database and the signed-in admin. */
export type AdminContext = { env: Bindings; get(key: 'user'): UserRecord };

/**
 * What every admin route sits behind: a state change must come from the site's own origin (403),
 * and the caller must be a signed-in admin (401 signed out, 403 any other role). The signed-in
 * admin is then `c.get('user')`.
 *
 * @example new Hono<SignedInEnv>().use(...adminGuard)
 */
export const adminGuard = [requireSameOrigin, requireRole('admin')] as const;

/**
 * Records a change an admin made, with who and when, in `admin_audit`. `detail` must hold no
 * personal data of a family (ids, field names, statuses, counts are fine; names, addresses,
 * phone numbers and note texts are not): it outlives a data deletion. `subject` is the id of the
 * record acted on, when there is one, so that record's history can be listed.
 *
 * @example await audit(c, 'booking.cancel', { bookingId: id }, id);
 */
export async function audit(c: AdminContext, action: string, detail: Record<string, unknown>, subject?: string): Promise<void> {
  await auditStatement(c, action, detail, subject).run();
}

/** `audit` as a statement, to batch with the change it records so both land or neither does. */
export function auditStatement(c: AdminContext, action: string, detail: Record<string, unknown>, subject?: string): D1PreparedStatement {
  const user = c.get('user');
  return insertAudit(c.env.DB, { at: now().toISOString(), actorId: user.id, actorEmail: user.email, action, subject: subject ?? null, detail });
}
