// `npm run outbox`: the emails the local worker queued (confirmations with their .ics, staff
// notices), newest first, read straight from local D1. --state DIR as for npm start; --ics shows invites.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { state: { type: 'string', default: '.wrangler/state' }, limit: { type: 'string', default: '10' }, ics: { type: 'boolean', default: false } },
});
const limit = Math.max(1, Math.min(100, Number(values.limit) || 10));
const result = spawnSync(
  path.join(root, 'node_modules/.bin/wrangler'),
  ['d1', 'execute', 'DB', '--local', '--persist-to', path.resolve(root, values.state!), '--json', '--command',
    `SELECT id, kind, to_address, subject, status, created_at, text_body, ics FROM outbox ORDER BY created_at DESC LIMIT ${limit}`],
  { cwd: root, encoding: 'utf8' },
);
if (result.status !== 0) {
  console.error(result.stderr || result.stdout);
  process.exit(result.status ?? 1);
}
type Row = { id: string; kind: string; to_address: string; subject: string; status: string; created_at: string; text_body: string; ics: string | null };
const rows = (JSON.parse(result.stdout) as { results: Row[] }[])[0]?.results ?? [];
if (rows.length === 0) console.log('The outbox is empty: book a consultation first.');
for (const row of rows) {
  console.log(`\n── ${row.created_at}  ${row.kind}  → ${row.to_address}  [${row.status}]\n   ${row.subject}\n`);
  console.log(row.text_body.replace(/^/gm, '   '));
  if (row.ics) console.log(values.ics ? `\n${row.ics}` : '\n   (+ calendar invite .ics; --ics to show it)');
}
