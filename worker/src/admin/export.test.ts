import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, signedInAs } from '../../test/admin-session';
import { csvCell, toCsv } from './export';

describe('CSV cells', () => {
  it('quote every value and double its quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
  });

  it.each(['=HYPERLINK("http://evil.example")', '+1+2', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('keep %j as text, never a formula', (value) => {
    expect(csvCell(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
  });

  it('leave a phone number in brackets and an email alone', () => {
    expect(csvCell('(801) 555-0142')).toBe('"(801) 555-0142"');
    expect(csvCell('a-b@example.com')).toBe('"a-b@example.com"');
  });

  it('make CRLF lines after a byte order mark', () => {
    expect(toCsv(['A', 'B'], [[1, 'x']])).toBe('\uFEFF"A","B"\r\n"1","x"\r\n');
  });
});

describe('GET /api/admin/export/*.csv', () => {
  let admin: string;
  beforeAll(async () => {
    admin = (await signedInAs('admin')).cookie;
  });

  it.each(['bookings.csv', 'leads.csv'])('%s: refuses a visitor (401), a member and a teacher (403)', async (file) => {
    expect((await adminCall(`/export/${file}`)).status).toBe(401);
    for (const role of ['member', 'teacher'] as const) expect((await adminCall(`/export/${file}`, { cookie: (await signedInAs(role)).cookie })).status, role).toBe(403);
  });

  it('downloads every booking, formula-safe, and records who took it', async () => {
    const id = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO bookings (id, status, date_iso, start_iso, end_iso, label, parent_name, phone, email, notes, created_at) VALUES (?, 'confirmed', '2026-12-01', '2026-12-01T16:00:00.000Z', '2026-12-01T16:30:00.000Z', '9:00 AM - 9:30 AM', '=cmd|'' /C calc''!A0', '(801) 555-0142', 'p@example.com', 'Likes \"books\", hates math', '2026-11-20T00:00:00.000Z')",
    )
      .bind(id)
      .run();
    const response = await adminCall('/export/bookings.csv', { cookie: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="verse-bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const text = await response.text();
    const [header, ...lines] = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(header).toBe('"Booking","Status","Date (MT)","Time (MT)","Start (UTC)","End (UTC)","Parent/guardian","Phone","Email","Notes","Created (UTC)"');
    const line = lines.find((l) => l.startsWith(`"${id}"`))!;
    expect(line).toContain(`"'=cmd|' /C calc'!A0"`);
    expect(line).toContain('"Likes ""books"", hates math"');
    expect(line).toContain('"9:00 AM - 9:30 AM"');
    const audit = await env.DB.prepare("SELECT detail FROM admin_audit WHERE action = 'export.bookings' ORDER BY id DESC").first<{ detail: string }>();
    expect(JSON.parse(audit!.detail)).toEqual({ rows: lines.length });
  });

  it('downloads the leads, and answers 404 for any other file', async () => {
    const response = await adminCall('/export/leads.csv', { cookie: admin });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The UTF-8 byte order mark first (text() would drop it), then the header line.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split('\r\n')[0]).toBe(
      '"Lead","Kind","Form","Created (UTC)","Name","Email","Phone","Status","Priority","Assigned to","Last contact","Next follow-up","Stage"',
    );
    expect((await adminCall('/export/users.csv', { cookie: admin })).status).toBe(404);
  });
});
