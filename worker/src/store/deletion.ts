// Everything stored about one email address, found and deleted together (a family's data-deletion
// request). `email` is always lower-cased; leads and bookings keep the address as typed, so they
// are matched lower-cased too (indexed by migration 0006).
import type { StoredAbout } from '../../../contract/admin-calls';
import { deleteTeacherRecords } from './teacher';

// The ids of every lead and booking of the address: a contact message also counts when the
// address was the alternate one it gave for verification.
const RECORD_IDS = `
  SELECT id FROM intake_forms WHERE lower(email) = ?1
  UNION SELECT id FROM contact_forms WHERE lower(email) = ?1
  UNION SELECT id FROM contact_forms WHERE fallback_verification IS NOT NULL AND lower(json_extract(fallback_verification, '$.alternateEmail')) = ?1
  UNION SELECT id FROM bookings WHERE lower(email) = ?1
  UNION SELECT id FROM users WHERE email = ?1`;

export async function storedAbout(db: D1Database, email: string): Promise<StoredAbout> {
  const [leads, bookings, account, emails] = await db.batch([
    db
      .prepare(
        `SELECT id, kind, created_at AS createdAt FROM leads WHERE lower(email) = ?1
         UNION SELECT id, 'contact', created_at FROM contact_forms
           WHERE fallback_verification IS NOT NULL AND lower(json_extract(fallback_verification, '$.alternateEmail')) = ?1
         ORDER BY createdAt DESC`,
      )
      .bind(email),
    db.prepare('SELECT id, status, date_iso AS date, label AS time FROM bookings WHERE lower(email) = ?1 ORDER BY date_iso DESC').bind(email),
    db.prepare('SELECT role, (SELECT COUNT(*) FROM sessions WHERE user_id = users.id) AS sessions FROM users WHERE email = ?1').bind(email),
    db.prepare(`SELECT COUNT(*) AS n FROM outbox WHERE lower(to_address) = ?1 OR related_id IN (${RECORD_IDS})`).bind(email),
  ]);
  return {
    leads: leads!.results as StoredAbout['leads'],
    // A consultation request is a lead and a booking: listed once, as a lead.
    bookings: (bookings!.results as StoredAbout['bookings']).filter((booking) => !(leads!.results as Array<{ id: string }>).some((lead) => lead.id === booking.id)),
    account: (account!.results[0] as StoredAbout['account']) ?? null,
    emails: (emails!.results[0] as { n: number }).n,
  };
}

/**
 * The statements that delete everything stored about the address, for one batch (one
 * transaction) with the audit entry: emails sent to it or about its records, the staff history of
 * those records (what is left is the deletion's own entry), leads, bookings (their inbox rows go
 * with them), the account, its sessions, its password-reset links and its failed sign-ins. An admin account is left alone:
 * the caller refuses that case first.
 */
export function deleteAllAbout(db: D1Database, email: string): D1PreparedStatement[] {
  return [
    db.prepare(`DELETE FROM outbox WHERE lower(to_address) = ?1 OR related_id IN (${RECORD_IDS})`).bind(email),
    db.prepare(`DELETE FROM admin_audit WHERE subject IN (${RECORD_IDS})`).bind(email),
    db.prepare('DELETE FROM intake_forms WHERE lower(email) = ?1').bind(email),
    db
      .prepare(
        `DELETE FROM contact_forms WHERE lower(email) = ?1
           OR (fallback_verification IS NOT NULL AND lower(json_extract(fallback_verification, '$.alternateEmail')) = ?1)`,
      )
      .bind(email),
    db.prepare('DELETE FROM bookings WHERE lower(email) = ?1').bind(email),
    db.prepare('DELETE FROM deletion_requests WHERE email = ?1').bind(email),
    db.prepare('DELETE FROM email_verifications WHERE lower(email) = ?1').bind(email),
    db.prepare('DELETE FROM leads WHERE lower(email) = ?1').bind(email),
    db.prepare("DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE email = ?1 AND role <> 'admin')").bind(email),
    db.prepare("DELETE FROM password_resets WHERE user_id IN (SELECT id FROM users WHERE email = ?1 AND role <> 'admin')").bind(email),
    db.prepare("DELETE FROM sign_in_links WHERE user_id IN (SELECT id FROM users WHERE email = ?1 AND role <> 'admin')").bind(email),
    db.prepare('DELETE FROM login_failures WHERE account = ?1').bind(email),
    // A teacher's activities, classes, students and results.
    ...deleteTeacherRecords(db, "SELECT id FROM users WHERE email = ?1 AND role = 'teacher'", email),
    db.prepare("DELETE FROM users WHERE email = ?1 AND role <> 'admin'").bind(email),
  ];
}
