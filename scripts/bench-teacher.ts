// `npm run bench:teacher`: the teacher workspace's reads at school-district scale, on a local server.
//
// Seeds fresh local storage (wrangler's local D1: SQLite) with `--teachers` (2,000) made-up
// teachers, each with 10 activities and 5 classes of 25 students (10,000 classes, 250,000
// students), 4 assignments per class (40,000) and 50 results per assignment (2,000,000 results,
// each with its 4 items asked), all made inside SQLite by counting queries. Then times, one request
// at a time and round by round, the calls the workspace's screens make for one teacher, beside the
// floor: the same server answering a signed-in teacher call that reads almost nothing
// (`GET /api/teacher/me`). The class report and the per-item report come in one call
// (`/assignments/:id/report`: every student of the class, and each item hardest first). Goal: the
// activity list and the report within 3x the floor at p50 (exits 1 when one is not); the other
// calls are printed for comparison.
//
// Flags: --teachers N (default 2000; the rest scales with it), --rounds N (default 30), --port
// (default 8831), --prebuilt (serve the build already in VERSE_DIST, default
// .wrangler/dist-bench-teacher; otherwise it builds).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seededPasswordHash as hashPassword } from './password-hash';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    teachers: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '30' },
    port: { type: 'string', default: '8831' },
    prebuilt: { type: 'boolean', default: false },
  },
});
const teachers = Math.max(10, Math.min(20_000, Number(values.teachers)));
const rounds = Math.max(1, Math.min(500, Number(values.rounds)));
const base = `http://127.0.0.1:${values.port}`;
const state = path.join(root, '.wrangler/bench-teacher-state');
const dist = process.env.VERSE_DIST ?? '.wrangler/dist-bench-teacher';
const wrangler = path.join(root, 'node_modules/.bin/wrangler');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

const PER = { activities: 10, classes: 5, students: 25, assignments: 4, results: 50 } as const;
const classes = teachers * PER.classes;
const students = classes * PER.students;
const assignments = classes * PER.assignments;
const results = assignments * PER.results;
const PASSWORD = 'bench-teacher-pass';
const NAMES = ['Ava', 'Ben', 'Cleo', 'Dev', 'Ella', 'Finn', 'Gia', 'Hugo', 'Iris', 'Jai', 'Kai', 'Lena', 'Milo'];
const WORDS = ['ship', 'chop', 'thin', 'whip', 'shell', 'chest', 'moth', 'when', 'fish', 'much'];

const numbers = (count: number) => `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})`;
const pick = (list: string[], index: string) => `json_extract('${JSON.stringify(list)}', '$[' || ((${index}) % ${list.length}) || ']')`;
const at = (secondsAgo: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', printf('-%d seconds', ${secondsAgo}))`;

/** Teacher t owns activities t*10.., classes t*5..; class c holds students c*25.. and assignments c*4..; assignment a has results a*50... */
function seedSql(passwordHash: string): string {
  const item = (k: number) => `json_object('prompt', ${pick(WORDS, `i + ${k}`)}, 'answer', ${pick(WORDS, `i + ${k}`)}, 'right', json((i * ${k + 3}) % 5 > 0))`;
  return [
    `${numbers(teachers)} INSERT INTO users (id, email, display_name, password_hash, role, created_at)
      SELECT printf('bt-%05d', i), 'bench-teacher-' || i || '@example.com', 'Bench Teacher ' || i, '${passwordHash}', 'teacher', ${at('i * 60')} FROM n;`,
    `${numbers(teachers)} INSERT INTO teacher_profiles (user_id, school) SELECT printf('bt-%05d', i), 'Bench School ' || (i % 50) FROM n;`,
    `${numbers(teachers * PER.activities)} INSERT INTO teacher_activities (id, teacher_id, title, template, content, settings, share_code, shared, created_at, updated_at)
      SELECT printf('ba-%06d', i), printf('bt-%05d', i / ${PER.activities}), 'Activity ' || i, 'anagram',
             json_object('kind', 'words', 'words', json_array(${pick(WORDS, 'i')}, ${pick(WORDS, 'i + 1')}, ${pick(WORDS, 'i + 2')}, ${pick(WORDS, 'i + 3')})),
             '{}', printf('A%07d', i), i % 2, ${at('i * 7')}, ${at('i * 7')} FROM n;`,
    `${numbers(classes)} INSERT INTO teacher_classes (id, teacher_id, name, join_code, created_at)
      SELECT printf('bc-%06d', i), printf('bt-%05d', i / ${PER.classes}), 'Room ' || (i % ${PER.classes} + 1), printf('C%07d', i), ${at('i * 11')} FROM n;`,
    `${numbers(students)} INSERT INTO teacher_students (id, class_id, teacher_id, name, picture, created_at)
      SELECT printf('bs-%07d', i), printf('bc-%06d', i / ${PER.students}), printf('bt-%05d', i / ${PER.students * PER.classes}), ${pick(NAMES, 'i')}, 'fox', ${at('i')} FROM n;`,
    `${numbers(assignments)} INSERT INTO teacher_assignments (id, teacher_id, activity_id, class_id, code, due_at, attempt_rule, created_at)
      SELECT printf('bg-%06d', i), printf('bt-%05d', i / ${PER.assignments * PER.classes}),
             printf('ba-%06d', (i / ${PER.assignments * PER.classes}) * ${PER.activities} + i % ${PER.activities}), printf('bc-%06d', i / ${PER.assignments}),
             printf('G%07d', i), NULL, json_extract('["every","first","best"]', '$[' || (i % 3) || ']'), ${at('i * 13')} FROM n;`,
    `${numbers(results)} INSERT INTO teacher_results (id, assignment_id, student_id, teacher_id, idempotency_key, score, max, duration_ms, items, played_at)
      SELECT printf('br-%08d', i), printf('bg-%06d', i / ${PER.results}),
             printf('bs-%07d', (i / ${PER.results * PER.assignments}) * ${PER.students} + i % ${PER.students}),
             printf('bt-%05d', i / ${PER.results * PER.assignments * PER.classes}), printf('key-%08d', i),
             (i * 7) % 5, 4, 20000 + (i * 37) % 90000, json_array(${item(0)}, ${item(1)}, ${item(2)}, ${item(3)}), ${at('i')} FROM n;`,
    'ANALYZE;',
  ].join('\n');
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CI: 'true' } });
  if (result.status !== 0) throw new Error(`${path.basename(command)} ${args[0]} failed`);
}

rmSync(state, { recursive: true, force: true });
mkdirSync(state, { recursive: true });
run(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
const seedFile = path.join(state, 'seed.sql');
const started = performance.now();
writeFileSync(seedFile, seedSql(await hashPassword(PASSWORD)));
run(wrangler, ['d1', 'execute', 'DB', '--local', '--persist-to', state, '--file', seedFile]);
const count = (n: number) => n.toLocaleString('en-US');
console.log(`seeded ${count(teachers)} teachers, ${count(classes)} classes, ${count(students)} students, ${count(assignments)} assignments, ${count(results)} results in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const serverLog = openSync(path.join(root, '.wrangler/bench-teacher-server.log'), 'w');
const server = spawn(process.execPath, [tsx, 'scripts/start.ts', ...(values.prebuilt ? ['--prebuilt'] : []), '--state', path.relative(root, state)], {
  cwd: root,
  env: { ...process.env, PORT: values.port, VERSE_DIST: dist, VERSE_LOG_LEVEL: 'error' },
  stdio: ['ignore', serverLog, serverLog],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {}
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/config`)).ok) break;
  } catch {}
  if (i > 480) throw new Error('the local server did not start');
  await new Promise((resolve) => setTimeout(resolve, 500));
}
// wrangler dev may restart the worker once just after it first answers: wait until it has settled.
for (let settled = 0, tries = 0; settled < 5 && tries < 120; tries++) {
  try {
    settled = (await fetch(`${base}/api/config`)).ok ? settled + 1 : 0;
  } catch {
    settled = 0;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

// A teacher in the middle of the table, signed in as the site does it.
const middle = Math.floor(teachers / 2);
const headers = { Origin: base, 'Content-Type': 'application/json' };
const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email: `bench-teacher-${middle}@example.com`, password: PASSWORD, recaptchaToken: 'local:login' }) });
if (!login.ok) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;

async function call(pathname: string): Promise<{ ms: number; body: string }> {
  const begun = performance.now();
  const response = await fetch(`${base}/api${pathname}`, { headers: { ...headers, Cookie: cookie } });
  const body = await response.text();
  const ms = performance.now() - begun;
  if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}: ${body.slice(0, 200)}`);
  return { ms, body };
}

const assignment = `bg-${String(middle * PER.classes * PER.assignments + 2).padStart(6, '0')}`;
const student = `bs-${String(middle * PER.classes * PER.students + 3).padStart(7, '0')}`;
const klass = `bc-${String(middle * PER.classes + 1).padStart(6, '0')}`;
/** The calls held to 3x the floor are marked `*`. */
const cases: Array<[name: string, pathname: string]> = [
  ['floor: GET /teacher/me (auth, tiny read)', '/teacher/me'],
  ['* activity list', '/teacher/activities'],
  ['* class report + per-item report (one call)', `/teacher/assignments/${assignment}/report`],
  ['assignments list', '/teacher/assignments'],
  ['class with its students', `/teacher/classes/${klass}`],
  ['student history', `/teacher/students/${student}/history`],
  ['report CSV', `/teacher/assignments/${assignment}/export`],
  ['play by assignment code (public)', `/play/G${String(middle * PER.classes * PER.assignments + 2).padStart(7, '0')}`],
];

for (let i = 0; i < 5; i++) for (const [, pathname] of cases) await call(pathname);
const report = JSON.parse((await call(cases[2]![1]).then((r) => r.body)) as string) as { students: unknown[]; items: unknown[]; assignment: { played: number } };
console.log(`\nteacher ${middle}: report of ${report.students.length} students (${report.assignment.played} played), ${report.items.length} items; ${rounds} rounds, one request at a time (ms, round trip through the local server)\n`);
const samples = new Map<string, number[]>(cases.map(([name]) => [name, []]));
for (let round = 0; round < rounds; round++) {
  for (const [name, pathname] of cases) samples.get(name)!.push((await call(pathname)).ms);
}
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const floor = percentile(samples.get(cases[0]![0])!.sort((a, b) => a - b), 50);
let slow = 0;
for (const [name] of cases) {
  const sorted = samples.get(name)!.sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const ratio = p50 / floor;
  if (ratio > 3 && name.startsWith('*')) slow++;
  console.log(`${name.padEnd(46)} p50 ${p50.toFixed(1).padStart(6)}  p95 ${percentile(sorted, 95).toFixed(1).padStart(6)}  ${ratio.toFixed(2)}x floor${ratio > 3 && name.startsWith('*') ? '  (over 3x)' : ''}`);
}
stop();
process.exit(slow ? 1 : 0);
