// `npm run bench:teacher`: the teacher workspace's reads at school-district scale, on a local server.
//
// Seeds fresh local storage (wrangler's local D1: SQLite) with `--teachers` (2,000) made-up
// teachers (their addresses confirmed, as the workspace asks), each with 10 activities and 5 classes of 25 students (10,000 classes, 250,000
// students), 4 assignments per class (40,000) and 50 results per assignment (2,000,000 results,
// each with its 4 items asked), all made inside SQLite by counting queries. Then times, one request
// at a time and round by round, the calls the workspace's screens make for one teacher, beside the
// floor: the same server answering a signed-in teacher call that reads almost nothing
// (`GET /api/teacher/me`). The class report and the per-item report come in one call
// (`/assignments/:id/report`: every student of the class, and each item hardest first). Goal: the
// activity list and the report within 3x the floor at p50 (exits 1 when one is not); the other
// calls are printed for comparison.
//
// Beside them, results by pattern at their heaviest: one more class of the middle teacher, 30
// students with 2,000 results each on one assignment (60,000 results of 10 words each, a fifth of
// the answers wrong, some showing a missing digraph or b/d), its report by pattern (every attempt
// counted, from the totals stored with each result; the seed's results, written by SQL, have theirs
// made by the first report, in the warm-up rounds, which is timed apart) and a student's history by
// pattern (their newest 500). Goal: the report by pattern within 3x the floor at p50 as well.
//
// Flags: --teachers N (default 2000; the rest scales with it), --rounds N (default 30), --port
// (default 8831), --prebuilt (serve the build already in VERSE_DIST, default
// .wrangler/dist-bench-teacher; otherwise it builds).
import { bounded, localBenchFlags } from './bench-flags';
import { percentile, seedFreshState, serveState, timeRounds } from './bench-local';
import { seededPasswordHash as hashPassword } from './password-hash';
import { totalsToMake } from '../worker/src/store/totals-to-make';

const values = localBenchFlags({ teachers: { type: 'string', default: '2000' } }, { rounds: '30', port: '8831' });
const teachers = bounded(values.teachers, 10, 20_000);
const rounds = bounded(values.rounds, 1, 500);

const PER = { activities: 10, classes: 5, students: 25, assignments: 4, results: 50 } as const;
const classes = teachers * PER.classes;
const students = classes * PER.students;
const assignments = classes * PER.assignments;
const results = assignments * PER.results;
const PASSWORD = 'bench-teacher-pass';
const NAMES = ['Ava', 'Ben', 'Cleo', 'Dev', 'Ella', 'Finn', 'Gia', 'Hugo', 'Iris', 'Jai', 'Kai', 'Lena', 'Milo'];
const WORDS = ['ship', 'chop', 'thin', 'whip', 'shell', 'chest', 'moth', 'when', 'fish', 'much'];
/** The by-pattern class's words, and the wrong answer each gets when it is missed. */
const PATTERN_WORDS = ['ship', 'chop', 'thin', 'whip', 'shell', 'chest', 'moth', 'when', 'fish', 'much', 'bed', 'dig', 'pen', 'cake', 'rain', 'night', 'boat', 'frog', 'hand', 'duck'];
const MISSED = ['sip', 'cop', 'tin', 'wip', 'sell', 'cest', 'mot', 'wen', 'fis', 'muc', 'deb', 'big', 'pin', 'cak', 'ran', 'nit', 'bot', 'fog', 'han', 'dock'];
const PATTERN_CLASS = { students: 30, results: 2_000, items: 10 } as const;

const numbers = (count: number) => `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})`;
const pick = (list: string[], index: string) => `json_extract('${JSON.stringify(list)}', '$[' || ((${index}) % ${list.length}) || ']')`;
const at = (secondsAgo: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', printf('-%d seconds', ${secondsAgo}))`;

/** Teacher t owns activities t*10.., classes t*5..; class c holds students c*25.. and assignments c*4..; assignment a has results a*50... */
function seedSql(passwordHash: string): string {
  const item = (k: number) => `json_object('prompt', ${pick(WORDS, `i + ${k}`)}, 'answer', ${pick(WORDS, `i + ${k}`)}, 'right', json((i * ${k + 3}) % 5 > 0))`;
  return [
    `${numbers(teachers)} INSERT INTO users (id, email, display_name, password_hash, role, created_at, email_verified_at)
      SELECT printf('bt-%05d', i), 'bench-teacher-' || i || '@example.com', 'Bench Teacher ' || i, '${passwordHash}', 'teacher', ${at('i * 60')}, ${at('i * 60')} FROM n;`,
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
    ...patternClassSql(),
    // Results written by SQL have their report totals made by the first report that reads them (the warm-up rounds).
    totalsToMake(),
    'ANALYZE;',
  ].join('\n');
}

/** The middle teacher's class of 30 by pattern: students bs-p-00.., one assignment bg-pattern, their 60,000 results. */
function patternClassSql(): string[] {
  const teacherId = `bt-${String(Math.floor(teachers / 2)).padStart(5, '0')}`;
  const activityId = `ba-${String(Math.floor(teachers / 2) * PER.activities).padStart(6, '0')}`;
  const right = (k: number) => `(i * ${k + 7} + i / ${PATTERN_CLASS.students}) % 5 > 0`;
  const item = (k: number) =>
    `json_object('prompt', ${pick(PATTERN_WORDS, `i + ${k}`)}, 'answer', CASE WHEN ${right(k)} THEN ${pick(PATTERN_WORDS, `i + ${k}`)} ELSE ${pick(MISSED, `i + ${k}`)} END, 'right', json(CASE WHEN ${right(k)} THEN 'true' ELSE 'false' END))`;
  const results = PATTERN_CLASS.students * PATTERN_CLASS.results;
  return [
    `INSERT INTO teacher_classes (id, teacher_id, name, join_code, created_at) VALUES ('bc-pattern', '${teacherId}', 'Pattern room', 'Q0000001', ${at('1')});`,
    `${numbers(PATTERN_CLASS.students)} INSERT INTO teacher_students (id, class_id, teacher_id, name, picture, created_at)
      SELECT printf('bs-p-%02d', i), 'bc-pattern', '${teacherId}', ${pick(NAMES, 'i')}, 'fox', ${at('i')} FROM n;`,
    `INSERT INTO teacher_assignments (id, teacher_id, activity_id, class_id, code, due_at, attempt_rule, created_at)
      VALUES ('bg-pattern', '${teacherId}', '${activityId}', 'bc-pattern', 'Q0000002', NULL, 'every', ${at('1')});`,
    `${numbers(results)} INSERT INTO teacher_results (id, assignment_id, student_id, teacher_id, idempotency_key, score, max, duration_ms, items, played_at)
      SELECT printf('bp-%06d', i), 'bg-pattern', printf('bs-p-%02d', i % ${PATTERN_CLASS.students}), '${teacherId}', printf('pkey-%06d', i),
             (i * 3) % 11, ${PATTERN_CLASS.items}, 20000 + (i * 37) % 90000,
             json_array(${Array.from({ length: PATTERN_CLASS.items }, (_, k) => item(k)).join(', ')}), ${at('i')} FROM n;`,
  ];
}

const seeded = seedFreshState('bench-teacher', seedSql(await hashPassword(PASSWORD)));
const count = (n: number) => n.toLocaleString('en-US');
console.log(`seeded ${count(teachers)} teachers, ${count(classes)} classes, ${count(students)} students, ${count(assignments)} assignments, ${count(results)} results in ${seeded.seconds.toFixed(1)} s`);
const { base, stop } = await serveState('bench-teacher', { state: seeded.state, port: values.port, prebuilt: values.prebuilt });

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
  ['* report by pattern: class of 30, 2,000 results each', '/teacher/assignments/bg-pattern/report'],
  ['student history by pattern (newest 500)', '/teacher/students/bs-p-03/history'],
  ['play by assignment code (public)', `/play/G${String(middle * PER.classes * PER.assignments + 2).padStart(7, '0')}`],
];

// The seed's results were written by SQL: the first report makes their totals, once (as it does after the migration).
const firstReport = (await call('/teacher/assignments/bg-pattern/report')).ms;
const paths = new Map(cases);
const samples = await timeRounds([...paths.keys()], rounds, async (name) => (await call(paths.get(name)!)).ms);
const report = JSON.parse((await call(cases[2]![1])).body) as { students: unknown[]; items: unknown[]; assignment: { played: number } };
const byPatternBody = (await call('/teacher/assignments/bg-pattern/report')).body;
const byPattern = JSON.parse(byPatternBody) as { students: Array<{ attempts: number }>; attempts: unknown[]; more: boolean; byPattern: { patterns: Array<{ pattern: string; right: number; tried: number }>; confusions: unknown[] } };
console.log(`\nteacher ${middle}: report of ${report.students.length} students (${report.assignment.played} played), ${report.items.length} items; ${rounds} rounds, one request at a time (ms, round trip through the local server)`);
console.log(
  `by pattern: ${byPattern.students.length} students, ${count(byPattern.students.reduce((n, s) => n + s.attempts, 0))} attempts counted (${count(byPattern.attempts.length)} listed${byPattern.more ? ', the newest' : ''}; the first report, making the seed's totals, took ${firstReport.toFixed(0)} ms), ${byPattern.byPattern.patterns.length} patterns (weakest ${byPattern.byPattern.patterns
    .slice(0, 2)
    .map((t) => `${t.pattern}: ${t.right} of ${t.tried}`)
    .join(', ')}), ${byPattern.byPattern.confusions.length} confusions; the answer ${count(Buffer.byteLength(byPatternBody))} bytes\n`,
);
const floor = percentile(samples.get(cases[0]![0])!, 50);
let slow = 0;
for (const [name, sorted] of samples) {
  const p50 = percentile(sorted, 50);
  const ratio = p50 / floor;
  if (ratio > 3 && name.startsWith('*')) slow++;
  console.log(`${name.padEnd(46)} p50 ${p50.toFixed(1).padStart(6)}  p95 ${percentile(sorted, 95).toFixed(1).padStart(6)}  ${ratio.toFixed(2)}x floor${ratio > 3 && name.startsWith('*') ? '  (over 3x)' : ''}`);
}
stop();
process.exit(slow ? 1 : 0);
