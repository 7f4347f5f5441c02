import type { StoredAbout } from '../../../contract/admin-calls';
import { apiError } from '../http/errors';
import { RouteTable } from '../http/route';
import { recentAudit } from '../store/audit';
import { runTogether } from '../store/batch';
import { deleteAllAbout, storedAbout } from '../store/deletion';
import { teacherCountsByEmail } from '../store/teacher';
import { confirmedDeletionRequests } from '../store/deletion-requests';
import { audit, auditStatement, type SignedInEnv } from './guard';

/** How the deletion's audit entry names the address: its SHA-256 (hex), never the address itself. */
export async function emailHash(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The kinds of records and how many of each: what the audit keeps of a deletion. */
function recordCounts(found: StoredAbout): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const lead of found.leads) counts[lead.kind] = (counts[lead.kind] ?? 0) + 1;
  if (found.bookings.length) counts.booking = found.bookings.length;
  if (found.account) {
    counts.account = 1;
    if (found.account.sessions) counts.session = found.account.sessions;
  }
  if (found.emails) counts.email = found.emails;
  return counts;
}

const ADMIN_ACCOUNT = 'This address belongs to an admin account. Remove its admin role before deleting its data.';

/** A family's data deletion: what is stored about an address, and deleting all of it at once. */
export const deletionAdminRoutes = new RouteTable<SignedInEnv>('/api/admin/deletion')
  // A POST, so the address never sits in a URL or a log of one.
  .serve('POST /api/admin/deletion/lookup', async (c) => {
    const { email } = c.get('body');
    const found = await storedAbout(c.env.DB, email);
    await audit(c, 'deletion.lookup', { emailHash: await emailHash(email), records: recordCounts(found) });
    return { email, ...found };
  })
  .serve('POST /api/admin/deletion', async (c) => {
    const { email } = c.get('body');
    const found = await storedAbout(c.env.DB, email);
    if (found.account?.role === 'admin') return apiError(c, 409, ADMIN_ACCOUNT);
    const records = recordCounts(found);
    // A teacher's workspace goes too: its kinds are counted with the rest.
    for (const [kind, n] of Object.entries((await teacherCountsByEmail(c.env.DB, email)) ?? {})) if (n) records[`teacher_${kind}`] = n;
    const hash = await emailHash(email);
    await runTogether(c.env.DB, [...deleteAllAbout(c.env.DB, email), auditStatement(c, 'deletion.erase', { emailHash: hash, records })]);
    return { deleted: records, emailHash: hash };
  })
  /** Confirmed "Delete my data" requests: tasks until staff delete the address's data (which removes them). */
  .serve('GET /api/admin/deletion/requests', async (c) => {
    const requests = (await confirmedDeletionRequests(c.env.DB)).map((r) => ({ id: r.id, email: r.email, via: r.via, requestedAt: r.requested_at, confirmedAt: r.confirmed_at! }));
    return { requests };
  })
  /** The latest deletions as the audit keeps them: when, by whom, the address's hash, what kinds. */
  .serve('GET /api/admin/deletion/log', async (c) => {
    const entries = await recentAudit(c.env.DB, { action: 'deletion.erase', limit: 50 });
    // The detail of a deletion.erase entry is what the erase above wrote: the hash and the counts.
    const deletions = entries.map(({ at, actorEmail, detail }) => ({ at, by: actorEmail, ...(detail as { emailHash: string; records: Record<string, number> }) }));
    return { deletions };
  });
