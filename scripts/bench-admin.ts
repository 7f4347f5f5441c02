// `npx tsx scripts/bench-admin.ts`: the staff area's queries at 50,000 leads, on a local server.
//
// Seeds fresh local storage with `--leads` (50,000) made-up leads of every kind (intake forms,
// contact messages, consultation requests; statuses, priorities, assignees and follow-up dates
// spread out), an outbox of one email per lead, and an admin; then times each admin call the
// screens make, one request at a time, and prints p50/p95 per call beside the floor: the same
// server answering a signed-in admin call that reads almost nothing (`GET /api/admin/staff`).
// Keyset paging keeps a page deep in the list as fast as the first; a substring search reads
// every lead's short search column, the one call that grows with the table.
//
// Flags: --leads N (default 50000), --rounds N (default 20), --port (default 8797), --prebuilt
// (serve the build already in VERSE_DIST, default .wrangler/dist-bench-admin; otherwise it builds).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { bounded, localBenchFlags } from './bench-flags';
import { percentile, seedFreshState, serveState, timeRounds, tsx } from './bench-local';

const root = path.resolve(import.meta.dirname, '..');
const values = localBenchFlags({ leads: { type: 'string', default: '50000' } }, { rounds: '20', port: '8797' });
const total = bounded(values.leads, 100, 500_000);
const rounds = bounded(values.rounds, 1, 200);

const FIRST = ['Avery', 'Jordan', 'Riley', 'Morgan', 'Casey', 'Quinn', 'Harper', 'Rowan', 'Emerson', 'Reese', 'Sage', 'Parker'];
const LAST = ['Quill', 'Fernleaf', 'Inkwell', 'Pebble', 'Lantern', 'Thimble', 'Marigold', 'Willow', 'Acorn', 'Brook', 'Clover', 'Quillfeather'];
const list = (words: string[]) => `json('${JSON.stringify(words)}')`;

/**
 * The leads, made inside SQLite by a counting query (one short statement per table instead of
 * megabytes of INSERTs): lead i is an intake form, a contact message or a consultation request by
 * i's remainder, and its name, status, priority, assignee and follow-up date come from fixed
 * multiples of i, so every run seeds the same leads. Each table's trigger adds the inbox row.
 */
function seedSql(): string {
  const numbers = `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${total - 1})`;
  const fields = `
    printf('bench-%06d', i) AS id,
    json_extract(${list(FIRST)}, '$[' || (i * 7 % 12) || ']') || ' ' || json_extract(${list(LAST)}, '$[' || (i * 5 % 12) || ']') || ' ' || i AS name,
    'family' || i || '@example.com' AS email,
    printf('(801) 555-%04d', i % 10000) AS phone,
    strftime('%Y-%m-%dT%H:%M:%fZ', 'now', printf('-%d seconds', (${total} - i) * ${Math.floor((2 * 365 * 86_400) / total)})) AS created,
    json_extract('["new","new","contacted","contacted","contacted","scheduled","enrolled","closed","closed"]', '$[' || (i * 11 % 9) || ']') AS status,
    json_extract('["low","medium","medium","high"]', '$[' || (i * 3 % 4) || ']') AS priority,
    json_extract('["","","bench-staff-1","bench-staff-2","bench-staff-3"]', '$[' || (i * 13 % 5) || ']') AS assigned,
    CASE WHEN i * 17 % 10 < 3 THEN date('now', printf('%+d days', i * 31 % 61 - 30)) END AS follow_up`;
  const from = (where: string) => `FROM (SELECT i, ${fields} FROM n) WHERE ${where}`;
  return [
    `${numbers} INSERT INTO intake_forms (id, lead_source, parent_name, email, phone, contact_method, student_age, struggles, recaptcha_token, created_at, status, priority, assigned_to, next_follow_up_date)
      SELECT id, 'intake_form', name, email, phone, 'email', '9', '["reading"]', 'bench', created, status, priority, assigned, follow_up ${from('i % 20 < 9')};`,
    `${numbers} INSERT INTO contact_forms (id, submission_type, name, email, subject, message, recaptcha_token, created_at, status, priority, assigned_to, next_follow_up_date)
      SELECT id, 'standard', name, email, 'general', 'A question from the benchmark.', 'bench', created, status, priority, assigned, follow_up ${from('i % 20 BETWEEN 9 AND 15')};`,
    `${numbers} INSERT INTO bookings (id, status, date_iso, parent_name, phone, email, created_at)
      SELECT id, 'requested', substr(created, 1, 10), name, phone, email, created ${from('i % 20 >= 16')};`,
    // Requests get their staff fields in the inbox, as the others did through their tables.
    "UPDATE leads SET status = 'contacted', next_follow_up_date = date('now') WHERE kind = 'consultation' AND rowid % 3 = 0;",
    `${numbers} INSERT INTO outbox (id, kind, to_address, subject, text_body, related_id, status, created_at)
      SELECT id || '-mail', 'staff_notice', 'team@verse.example', 'New lead: ' || name, 'bench', id, CASE WHEN i % 50 = 0 THEN 'failed' ELSE 'sent' END, created ${from('1')};`,
    'ANALYZE;',
  ].join('\n');
}

// Fresh storage with the leads in it before the server opens it.
const seeded = seedFreshState('bench-admin', seedSql());
console.log(`seeded ${total.toLocaleString('en-US')} leads and as many emails in ${seeded.seconds.toFixed(1)} s`);
const { base, stop } = await serveState('bench-admin', { state: seeded.state, port: values.port, prebuilt: values.prebuilt });

// An admin, as `npm run grant-admin` makes one.
const email = 'bench-admin@example.com';
const headers = { Origin: base, 'Content-Type': 'application/json' };
/** A sign-up or sign-in; tried again once when the server dropped an idle kept-alive connection. */
async function account(call: string): Promise<Response> {
  const send = () => fetch(`${base}/api/auth/${call}`, { method: 'POST', headers, body: JSON.stringify({ email, password: 'reading-is-fun', recaptchaToken: `local:${call}` }) });
  const response = await send().catch(send);
  await response.clone().text();
  return response;
}
await account('register');
execFileSync(process.execPath, [tsx, 'scripts/grant-admin.ts', email, '--local', '--state', path.relative(root, seeded.state)], { cwd: root, stdio: 'ignore' });
const cookie = (await account('login')).headers.getSetCookie()[0]!.split(';')[0]!;

async function call(method: string, pathname: string, body?: unknown): Promise<{ ms: number; data: Record<string, unknown> }> {
  const begun = performance.now();
  const response = await fetch(`${base}/api/admin${pathname}`, { method, headers: { ...headers, Cookie: cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = (await response.json()) as Record<string, unknown>;
  const ms = performance.now() - begun;
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${JSON.stringify(data)}`);
  return { ms, data };
}

// A cursor halfway down the list: what "Older" gives after ~1,000 pages.
const middle = `bench-${String(Math.floor(total / 2)).padStart(6, '0')}`;
const { data: middleLead } = await call('GET', `/leads/${middle}`);
const midCursor = btoa(JSON.stringify([(middleLead.lead as { createdAt: string }).createdAt, middle])).replace(/=+$/, '');

const cases: Array<[name: string, method: string, pathname: string, body?: unknown]> = [
  ['floor: GET /staff (auth, tiny read)', 'GET', '/staff'],
  ['inbox, first page', 'GET', '/leads'],
  ['inbox, page halfway down (keyset cursor)', 'GET', `/leads?cursor=${midCursor}`],
  ['filter kind=contact', 'GET', '/leads?kind=contact'],
  ['filter status=scheduled', 'GET', '/leads?status=scheduled'],
  ['filter priority=high', 'GET', '/leads?priority=high'],
  ['filter assignee=bench-staff-2', 'GET', '/leads?assignee=bench-staff-2'],
  ['filter unassigned', 'GET', '/leads?assignee=none'],
  ['filter follow-up due', 'GET', '/leads?followUp=due'],
  ['kind+status+priority+assignee', 'GET', '/leads?kind=intake&status=new&priority=high&assignee=bench-staff-1'],
  ['search a surname (1 in 12)', 'GET', '/leads?q=quillfeather'],
  ['search an email (1 match)', 'GET', `/leads?q=family${Math.floor(total / 3)}%40example`],
  ['search a phone (digits)', 'GET', '/leads?q=801-555-0042'],
  ['search with no match (reads all)', 'GET', '/leads?q=nobody-by-this-name'],
  ['one lead (form, history, emails)', 'GET', `/leads/${middle}`],
  ['follow-ups (today and overdue)', 'GET', '/follow-ups'],
  ['deletion lookup by email', 'POST', '/deletion/lookup', { email: `family${Math.floor(total / 4)}@example.com` }],
  ['outbox, first page', 'GET', '/outbox'],
  ['outbox, failed only', 'GET', '/outbox?status=failed'],
];

console.log(`\n${total.toLocaleString('en-US')} leads, ${rounds} rounds, one request at a time (ms, round trip through the local server)\n`);
const byName = new Map(cases.map(([name, ...request]) => [name, request] as const));
const samples = await timeRounds([...byName.keys()], rounds, async (name) => {
  const [method, pathname, body] = byName.get(name)!;
  return (await call(method, pathname, body)).ms;
});
for (const [name, sorted] of samples) {
  console.log(`${name.padEnd(44)} p50 ${percentile(sorted, 50).toFixed(1).padStart(6)}  p95 ${percentile(sorted, 95).toFixed(1).padStart(6)}`);
}
const { data: first } = await call('GET', '/leads');
console.log(`\nfirst page: ${(first.leads as unknown[]).length} leads, next cursor ${first.next ? 'present' : 'missing'}`);
stop();
process.exit(0);
