// Sample leads and email for the staff area of a local `npm start`, so /admin is not empty there.
// Every family is made up: names end in "(demo)", addresses are @example.com, phones are 555-01xx.
// Never applied to production: scripts/start.ts runs it against local storage only. Ids start with
// `demo-` and rows are inserted only when missing, so starting again adds nothing twice.

type Sql = string | number | null;
const q = (value: Sql) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`);
const row = (values: Sql[]) => `(${values.map(q).join(', ')})`;

/** The SQL that seeds the demo, with dates counted from `now` (follow-ups due today, overdue, ahead). */
export function demoDataSql(now = new Date()): string {
  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
  const day = (days: number) => new Date(now.getTime() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Denver' });
  const notes = (...texts: Array<[hours: number, text: string]>) =>
    JSON.stringify(texts.map(([hours, text]) => ({ at: ago(hours), by: 'Demo Staff', text })));

  const intakes = [
    // id, source, parent, email, phone, method, age, school, struggles, details, goals, created, status, priority, follow-up, last contact, stage, notes
    ['demo-intake-1', 'intake_form', 'Avery Quill (demo)', 'demo-avery@example.com', '(801) 555-0101', 'text', '8', 'Maple Demo Elementary', '["reading","spelling"]', 'Guesses at longer words; spelling tests are hard.', 'Read for fun.', ago(2), 'new', 'high', null, null, 'intake_submitted', '[]'],
    ['demo-intake-2', 'intake_form', 'Jordan Fernleaf (demo)', 'demo-jordan@example.com', '(801) 555-0102', 'call', '11', 'Birch Demo Middle', '["writing","focus","other"]', 'Essays take hours.', 'Finish homework without tears.', ago(30), 'contacted', 'medium', day(0), day(-1), 'intake_submitted', notes([26, 'Left a voicemail; will call again today.'])],
    ['demo-intake-3', 'landing_page_intake', 'Riley Inkwell (demo)', 'demo-riley@example.com', '801-555-0103', null, '7', null, 'Mixes up b and d, reads slowly', null, 'Confidence', ago(55), 'contacted', 'high', day(-2), day(-4), 'intake_submitted', notes([50, 'Mom asked for an evaluation first.'])],
    ['demo-intake-4', 'intake_form', 'Morgan Pebble (demo)', 'demo-morgan@example.com', '(801) 555-0104', 'email', '13', 'Cedar Demo Junior High', '["math","executive"]', 'Loses track of multi-step problems.', 'Pass pre-algebra.', ago(120), 'scheduled', 'medium', day(3), day(-3), 'consultation_scheduled', notes([100, 'Consultation booked for next week.'])],
    ['demo-intake-5', 'intake_form', 'Casey Lantern (demo)', 'demo-casey@example.com', '(801) 555-0105', 'text', '9', null, '["reading"]', null, 'Keep up with the class.', ago(400), 'enrolled', 'low', null, day(-10), 'enrolled', notes([390, 'Enrolled in Tuesday/Thursday sessions.'])],
    ['demo-intake-6', 'landing_page_intake', 'Sam Thimble (demo)', 'demo-sam@example.com', '801-555-0106', null, '10', null, 'Spelling', null, 'Better grades', ago(600), 'closed', 'low', null, day(-20), 'lost', notes([580, 'Family chose a school program instead.'])],
  ] as const;
  const contacts = [
    // id, type, name, email, subject, message, fallback, created, status, priority, follow-up, stage
    ['demo-contact-1', 'standard', 'Quinn Marigold (demo)', 'demo-quinn@example.com', 'educational', 'Do you offer summer sessions for a rising 4th grader?', null, ago(5), 'new', 'medium', null, 'contact_submitted'],
    ['demo-contact-2', 'fallback', 'Harper Willow (demo)', 'demo-harper@example.com', 'general', 'The security check would not load on my work laptop.', JSON.stringify({ phone: '(801) 555-0107', alternateEmail: 'demo-harper.alt@example.com', reason: 'Work network blocks it.' }), ago(20), 'new', 'high', day(-1), 'contact_submitted'],
    ['demo-contact-3', 'standard', 'Rowan Acorn (demo)', 'demo-rowan@example.com', 'billing', 'Is tutoring covered by an HSA?', null, ago(80), 'contacted', 'low', day(5), 'contact_submitted'],
  ] as const;
  const requests = [
    // id, parent, email, phone, date, start, label, notes, created, status, priority, follow-up
    ['demo-request-1', 'Emerson Brook (demo)', 'demo-emerson@example.com', '(801) 555-0108', day(0), null, null, 'Any afternoon works.', ago(3), 'new', 'high', day(0)],
    ['demo-request-2', 'Reese Clover (demo)', 'demo-reese@example.com', '(801) 555-0109', day(-1), null, null, null, ago(28), 'contacted', 'medium', day(-1)],
  ] as const;

  const sql: string[] = [];
  for (const [id, source, parent, email, phone, method, age, school, struggles, details, goals, created, status, priority, follow, last, stage, crm] of intakes) {
    sql.push(
      `INSERT OR IGNORE INTO intake_forms (id, lead_source, parent_name, email, phone, contact_method, student_age, school, struggles, struggles_details, goals, recaptcha_token, created_at, status, priority, next_follow_up_date, last_contact_date, conversion_stage, crm_notes) VALUES ${row([id, source, parent, email, phone, method, age, school, struggles, details, goals, 'demo', created, status, priority, follow, last, stage, crm])};`,
    );
  }
  for (const [id, type, name, email, subject, message, fallback, created, status, priority, follow, stage] of contacts) {
    sql.push(
      `INSERT OR IGNORE INTO contact_forms (id, submission_type, name, email, subject, message, recaptcha_token, fallback_verification, created_at, status, priority, next_follow_up_date, conversion_stage) VALUES ${row([id, type, name, email, subject, message, type === 'standard' ? 'demo' : null, fallback, created, status, priority, follow, stage])};`,
    );
  }
  for (const [id, parent, email, phone, date, start, label, note, created, status, priority, follow] of requests) {
    sql.push(
      `INSERT OR IGNORE INTO bookings (id, status, date_iso, start_iso, label, parent_name, phone, email, notes, created_at) VALUES ${row([id, 'requested', date, start, label, parent, phone, email, note, created])};`,
      `UPDATE leads SET status = ${q(status)}, priority = ${q(priority)}, next_follow_up_date = ${q(follow)} WHERE id = ${q(id)} AND status = 'new';`,
    );
  }
  const emails = [
    ['demo-mail-1', 'intake_staff_notice', 'team@verse.example', 'New intake form: Avery Quill (demo)', 'A demo intake form arrived.', 'demo-intake-1', 'pending', 0, null, ago(2), null],
    ['demo-mail-2', 'contact_staff_notice', 'team@verse.example', 'New contact message: Quinn Marigold (demo)', 'A demo contact message arrived.', 'demo-contact-1', 'sent', 1, null, ago(5), ago(5)],
    ['demo-mail-3', 'consultation_request_confirmation', 'demo-reese@example.com', 'We received your consultation request', 'Thanks, Reese (demo). We will call you to pick a time.', 'demo-request-2', 'failed', 8, 'Resend answered 422: demo failure', ago(28), null],
    ['demo-mail-4', 'welcome', 'demo-casey@example.com', 'Welcome to VERSE', 'Welcome, Casey (demo).', null, 'sent', 1, null, ago(390), ago(390)],
  ] as const;
  for (const values of emails) {
    sql.push(
      `INSERT OR IGNORE INTO outbox (id, kind, to_address, subject, text_body, related_id, status, attempts, last_error, created_at, sent_at) VALUES ${row([...values])};`,
    );
  }
  return `${sql.join('\n')}\n`;
}
