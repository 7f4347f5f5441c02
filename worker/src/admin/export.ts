import { RouteTable } from '../http/route';
import { insertAudit } from '../store/audit';
import { EXPORT_COLUMNS, exportRows } from '../store/export';
import { now } from '../time/clock';
import type { SignedInEnv } from './guard';

/**
 * One CSV cell, safe to open in a spreadsheet: quoted, quotes doubled, and a value that a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return)
 * prefixed with an apostrophe so it stays text.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** RFC 4180 lines (CRLF), with a byte order mark so spreadsheet apps read the text as UTF-8. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** GET /api/admin/export/bookings.csv and /leads.csv: every row, as a download. */
export const exportAdminRoutes = new RouteTable<SignedInEnv>('/api/admin/export').serve('GET /api/admin/export/:file', async (c) => {
  const which = c.get('params').file === 'bookings.csv' ? 'bookings' : 'leads';
  const columns = EXPORT_COLUMNS[which];
  const db = c.env.DB;
  const at = now();
  const user = c.get('user');
  const results = await exportRows(db, which);
  // Personal data leaving the system: who took which export, and how many rows.
  await insertAudit(db, { at: at.toISOString(), actorId: user.id, actorEmail: user.email, action: `export.${which}`, subject: null, detail: { rows: results.length } }).run();
  const csv = toCsv(
    columns.map(([, title]) => title),
    results.map((row) => columns.map(([column]) => row[column])),
  );
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="verse-${which}-${at.toISOString().slice(0, 10)}.csv"`,
    'Cache-Control': 'no-store',
  });
});
