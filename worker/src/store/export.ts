// The staff exports: every booking and every lead, as rows of the columns the CSV files carry.

/** Each export's columns, in order: the column and its title in the file. */
export const EXPORT_COLUMNS = {
  bookings: [
    ['id', 'Booking'],
    ['status', 'Status'],
    ['date_iso', 'Date (MT)'],
    ['label', 'Time (MT)'],
    ['start_iso', 'Start (UTC)'],
    ['end_iso', 'End (UTC)'],
    ['parent_name', 'Parent/guardian'],
    ['phone', 'Phone'],
    ['email', 'Email'],
    ['notes', 'Notes'],
    ['created_at', 'Created (UTC)'],
  ],
  leads: [
    ['id', 'Lead'],
    ['kind', 'Kind'],
    ['variant', 'Form'],
    ['created_at', 'Created (UTC)'],
    ['name', 'Name'],
    ['email', 'Email'],
    ['phone', 'Phone'],
    ['status', 'Status'],
    ['priority', 'Priority'],
    ['assigned_to', 'Assigned to'],
    ['last_contact_date', 'Last contact'],
    ['next_follow_up_date', 'Next follow-up'],
    ['conversion_stage', 'Stage'],
  ],
} as const;

export type ExportName = keyof typeof EXPORT_COLUMNS;

const EXPORT_SQL: Record<ExportName, string> = {
  bookings: `SELECT ${EXPORT_COLUMNS.bookings.map(([c]) => c).join(', ')} FROM bookings ORDER BY date_iso, start_iso, created_at`,
  leads: `SELECT ${EXPORT_COLUMNS.leads.map(([c]) => c).join(', ')} FROM leads ORDER BY created_at, id`,
};

/** Every row of the export, keyed by column. */
export async function exportRows(db: D1Database, which: ExportName): Promise<Record<string, unknown>[]> {
  return (await db.prepare(EXPORT_SQL[which]).all<Record<string, unknown>>()).results;
}
