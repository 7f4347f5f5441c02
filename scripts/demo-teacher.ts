// A demo teacher for a local `npm start`, so /teacher-portal has a filled report there: sign in as
// demo-teacher@example.com with the password "demo-teacher-1". Everything is made up: the teacher's
// name ends in "(demo)", the class holds six first names, and the results are invented. Ids start
// with `demo-` and rows are inserted only when missing, so starting again adds nothing twice.
import { seededPasswordHash as hashPassword } from './password-hash';
import { totalsToMake } from '../worker/src/store/totals-to-make';

type Sql = string | number | null;
const q = (value: Sql) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`);
const row = (values: Sql[]) => `(${values.map(q).join(', ')})`;

export const DEMO_TEACHER = { email: 'demo-teacher@example.com', password: 'demo-teacher-1' } as const;

const WORDS = ['ship', 'chop', 'thin', 'whip', 'shell', 'chest', 'moth', 'when'];
/** Each student's attempts: how many of the eight words they got right, per attempt (none: not played yet). */
const STUDENTS: Array<[id: string, name: string, picture: string, attempts: number[][]]> = [
  ['demo-student-1', 'Ava', 'fox', [[1, 1, 1, 0, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1, 1, 1]]],
  ['demo-student-2', 'Ben T.', 'owl', [[1, 0, 1, 0, 1, 0, 1, 1]]],
  ['demo-student-3', 'Cleo', 'bear', [[1, 1, 1, 0, 0, 1, 1, 1], [1, 1, 1, 0, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1, 1, 1]]],
  ['demo-student-4', 'Dev', 'cat', [[1, 1, 0, 0, 1, 0, 1, 0]]],
  ['demo-student-5', 'Ella', 'dog', [[1, 1, 1, 1, 0, 1, 1, 1]]],
  ['demo-student-6', 'Finn', 'frog', []],
];

/** The SQL that seeds the demo teacher, their two activities, a class of six, an assignment and its results. */
export async function demoTeacherSql(now = new Date()): Promise<string> {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  const teacher = 'demo-teacher';
  const words = JSON.stringify({ kind: 'words', words: WORDS });
  const groups = JSON.stringify({ kind: 'groups', groups: [{ name: 'Short a', items: ['cat', 'map', 'bag'] }, { name: 'Short i', items: ['pin', 'sit', 'dig'] }] });
  const sql = [
    `INSERT OR IGNORE INTO users (id, email, display_name, password_hash, role, created_at, email_verified_at) VALUES ${row([teacher, DEMO_TEACHER.email, 'Ms Demo Rivera (demo)', await hashPassword(DEMO_TEACHER.password), 'teacher', ago(7 * 24 * 60), ago(7 * 24 * 60)])};`,
    `INSERT OR IGNORE INTO teacher_profiles (user_id, school) VALUES ${row([teacher, 'Maple Demo Elementary'])};`,
    `INSERT OR IGNORE INTO teacher_activities (id, teacher_id, title, template, content, settings, share_code, shared, created_at, updated_at) VALUES ${row(['demo-activity-1', teacher, 'Digraph words (demo)', 'anagram', words, '{}', 'DEM0A7Q2', 1, ago(3 * 24 * 60), ago(3 * 24 * 60)])};`,
    `INSERT OR IGNORE INTO teacher_activities (id, teacher_id, title, template, content, settings, share_code, shared, created_at, updated_at) VALUES ${row(['demo-activity-2', teacher, 'Short a or short i? (demo)', 'sort-categories', groups, '{}', null, 0, ago(2 * 24 * 60), ago(2 * 24 * 60)])};`,
    `INSERT OR IGNORE INTO teacher_classes (id, teacher_id, name, join_code, created_at) VALUES ${row(['demo-class-1', teacher, 'Room 4 (demo)', 'DEM0C1AS', ago(6 * 24 * 60)])};`,
    `INSERT OR IGNORE INTO teacher_assignments (id, teacher_id, activity_id, class_id, code, due_at, attempt_rule, created_at) VALUES ${row(['demo-assignment-1', teacher, 'demo-activity-1', 'demo-class-1', 'DEM0AS1G', new Date(now.getTime() + 3 * 86_400_000).toISOString(), 'best', ago(2 * 24 * 60)])};`,
  ];
  let minutes = 24 * 60;
  STUDENTS.forEach(([id, name, picture, attempts], s) => {
    sql.push(`INSERT OR IGNORE INTO teacher_students (id, class_id, teacher_id, name, picture, created_at) VALUES ${row([id, 'demo-class-1', teacher, name, picture, ago(6 * 24 * 60)])};`);
    attempts.forEach((marks, a) => {
      const items = JSON.stringify(WORDS.map((word, i) => ({ prompt: word, answer: marks[i] ? word : [...word].reverse().join(''), right: marks[i] === 1 })));
      const score = marks.reduce((n, m) => n + m, 0);
      minutes -= 37;
      sql.push(
        `INSERT OR IGNORE INTO teacher_results (id, assignment_id, student_id, teacher_id, idempotency_key, score, max, duration_ms, items, played_at) VALUES ${row([`demo-result-${s + 1}-${a + 1}`, 'demo-assignment-1', id, teacher, `demo-key-${s + 1}-${a + 1}`, score, WORDS.length, 60_000 + s * 9_000 + a * 5_000, items, ago(minutes)])};`,
      );
    });
  });
  sql.push(totalsToMake("assignment_id = 'demo-assignment-1'"));
  return `${sql.join('\n')}\n`;
}
