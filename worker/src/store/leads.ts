// The lead tables of migration 0002. Inserts are statements, not writes: each is batched with the
// staff notice it causes, so both land or neither does.

/** A new row of `intake_forms`; the CRM columns take their defaults. */
export type IntakeFormRow = {
  id: string;
  lead_source: 'intake_form' | 'landing_page_intake';
  parent_name: string;
  email: string;
  phone: string;
  contact_method: string | null;
  student_age: string;
  school: string | null;
  strengths: string | null;
  /** A JSON list (intake_form) or the parent's words (landing_page_intake). */
  struggles: string;
  struggles_other: string | null;
  struggles_details: string | null;
  previous_tutor: string | null;
  previous_tutor_details: string | null;
  goals: string | null;
  additional_info: string | null;
  recaptcha_token: string | null;
  created_at: string;
};

/** A new row of `contact_forms`; the CRM columns take their defaults. */
export type ContactFormRow = {
  id: string;
  submission_type: 'standard' | 'fallback';
  name: string;
  email: string;
  subject: string;
  message: string;
  recaptcha_token: string | null;
  /** JSON or null. */
  attribution: string | null;
  /** JSON {phone, alternateEmail, reason} or null. */
  fallback_verification: string | null;
  created_at: string;
};

// Column names come from the row types above, never from a request.
function insert(db: D1Database, table: string, row: Record<string, unknown>): D1PreparedStatement {
  const columns = Object.keys(row);
  return db
    .prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
    .bind(...columns.map((column) => row[column] ?? null));
}

export const insertIntakeForm = (db: D1Database, row: IntakeFormRow) => insert(db, 'intake_forms', row);

export const insertContactForm = (db: D1Database, row: ContactFormRow) => insert(db, 'contact_forms', row);
