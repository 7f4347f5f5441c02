// The report from stored totals (migration 0017) says what a fresh analysis of every result says:
// results sent by students' play, the results stored before the totals (made once by the next
// report), a result removed, each attempt rule; and deleting a student or a class deletes them.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { setClock } from '../time/clock';
import { asAttempt } from './assignments';
import { byStudent, countedAttempts, itemReport, summarise, type Attempt } from './logic';
import { memoisedAnalyser, mergeReports, patternReport } from './patterns';
import { call, json, resultHeaders, teacher, workspace } from './testing';
import { totalsOf } from './totals';
import type { ResultRow } from '../store/teacher-rows';

afterEach(() => setClock(null));

const item = (prompt: string, answer = prompt) => ({ prompt, answer, right: prompt === answer });
const ROUNDS: Array<[student: 'Ava' | 'Ben T.' | 'Cleo', score: number, items: ReturnType<typeof item>[]]> = [
  ['Ava', 1, [item('ship', 'sip'), item('chop'), item('thin', 'tin')]],
  ['Ben T.', 0, [item('ship', 'sip'), item('chop', 'cop'), item('thin', 'thim')]],
  ['Ava', 3, [item('ship'), item('chop'), item('thin')]],
  ['Cleo', 2, [item('ship', 'shp'), item('chop'), item('thin')]],
  ['Ben T.', 2, [item('ship'), item('chop', 'chp'), item('thin')]],
  ['Ava', 2, [item('ship', 'hip'), item('chop'), item('thin')]],
];

type Row = ResultRow & { assignment_id: string };
const resultsOf = async (assignmentId: string) =>
  (await env.DB.prepare('SELECT id, student_id, score, max, duration_ms, items, played_at FROM teacher_results WHERE assignment_id = ? ORDER BY played_at, id').bind(assignmentId).all<Row>()).results.map(asAttempt);

/** The report as it was made before the totals were stored: every result read and analysed. */
function freshReport(students: Array<{ id: string }>, results: Attempt[], rule: 'every' | 'first' | 'best') {
  const analyse = memoisedAnalyser();
  const attempts = byStudent(results);
  const counted = new Map(students.map((s) => [s.id, summarise(attempts.get(s.id) ?? [], rule)]));
  const counts = new Map(students.map((s) => [s.id, countedAttempts(attempts.get(s.id) ?? [], rule)]));
  const byPattern = new Map(students.map((s) => [s.id, patternReport(counts.get(s.id)!, analyse)]));
  return {
    students: students.map((s) => ({ ...counted.get(s.id), byPattern: byPattern.get(s.id) })),
    items: itemReport(students.flatMap((s) => counts.get(s.id)!)),
    byPattern: mergeReports(students.map((s) => byPattern.get(s.id)!)),
  };
}

const shape = (report: Record<string, any>) => ({
  students: report.students.map(({ id: _, name: _n, picture: _p, played: _d, ...rest }: Record<string, unknown>) => rest),
  items: report.items,
  byPattern: report.byPattern,
});

async function playedClass(rule: 'every' | 'first' | 'best') {
  setClock(new Date('2031-03-02T09:00:00Z'));
  const t = await teacher();
  const w = await workspace(t.cookie); // Ava: ship right, chop as chpo, thin right
  const { assignment } = await json(await call(t.cookie, 'POST', '/teacher/assignments', { activityId: w.activity.id, classId: w.klass.id, attemptRule: rule }), 201);
  const id = (name: string) => w.students.find((s) => s.name === name)!.id;
  let minute = 10;
  for (const [name, score, items] of ROUNDS) {
    setClock(new Date(`2031-03-02T09:${minute++}:00Z`));
    await json(await call(undefined, 'POST', `/play/${assignment.code}/results`, { studentId: id(name), score, max: 3, durationMs: 20_000 + minute, items }, await resultHeaders(assignment.code, id(name))), 201);
  }
  const report = async () => json(await call(t.cookie, 'GET', `/teacher/assignments/${assignment.id}/report`), 200);
  return { t, w, assignment, report, students: w.students.slice().sort((a, b) => a.name.localeCompare(b.name)) };
}

const storedRows = async (assignmentId: string, studentId: string) =>
  (await env.DB.prepare('SELECT kind, key, detail, correct, tried FROM teacher_report_totals WHERE assignment_id = ? AND student_id = ? ORDER BY rowid').bind(assignmentId, studentId).all()).results;

describe('the report from stored totals', { timeout: 60_000 }, () => {
  it('every attempt: each student’s stored totals are a fresh analysis of their results, and the report says what it said before', async () => {
    const c = await playedClass('every');
    const results = await resultsOf(c.assignment.id);
    const report = await c.report();
    expect(shape(report)).toEqual(freshReport(c.students, results, 'every'));
    expect(report.assignment).toMatchObject({ played: 3, students: 3 });
    expect(report.byPattern.confusions.find((x: { letters: string }) => x.letters === 'sh')).toMatchObject({ count: 3, examples: [{ prompt: 'ship', answer: 'sip' }, { prompt: 'ship', answer: 'hip' }] });
    for (const student of c.students) {
      const own = byStudent(results).get(student.id) ?? [];
      const rows = await storedRows(c.assignment.id, student.id);
      expect(rows.map((r) => `${r.kind} ${r.key} ${r.detail} ${r.correct}/${r.tried}`).sort()).toEqual(totalsOf(own).map((r) => `${r.kind} ${r.key} ${r.detail} ${r.correct}/${r.tried}`).sort());
    }
    // The newest first, as they came in.
    expect(report.attempts.map((a: { id: string }) => a.id)).toEqual(results.map((a) => a.id).reverse());
    expect(report.more).toBe(false);
  });

  it('a game that judges no answers (its template switched) totals no pattern, lists its items, and switched back totals them again', async () => {
    const c = await playedClass('every');
    const judged = await c.report();
    const switchTo = async (template: string) => json(await call(c.t.cookie, 'POST', `/teacher/activities/${c.w.activity.id}/template`, { template }), 200);
    await switchTo('letter-tiles');
    const tiles = await c.report();
    expect(tiles.byPattern).toEqual({ patterns: [], confusions: [] });
    expect(tiles.students.every((s: { byPattern: unknown }) => JSON.stringify(s.byPattern) === JSON.stringify({ patterns: [], confusions: [] }))).toBe(true);
    expect(tiles.items).toEqual(judged.items);
    await switchTo('anagram');
    expect((await c.report()).byPattern).toEqual(judged.byPattern);
  });

  it('first and best: the attempt each rule counts, as before', async () => {
    for (const rule of ['first', 'best'] as const) {
      const c = await playedClass(rule);
      expect(shape(await c.report())).toEqual(freshReport(c.students, await resultsOf(c.assignment.id), rule));
    }
  });

  it('results stored before the totals are totalled by the next report, once, as a fresh analysis', async () => {
    const c = await playedClass('every');
    const before = await c.report();
    // As the migration leaves them: the results, and a row to be made for each student who played.
    await env.DB.batch([env.DB.prepare('DELETE FROM teacher_report_totals'), env.DB.prepare('DELETE FROM teacher_report_students')]);
    const backfill = ((env as unknown as { TEST_MIGRATIONS: Array<{ name: string; queries: string[] }> }).TEST_MIGRATIONS).find((m) => m.name.startsWith('0017_'))!.queries.at(-1)!;
    expect(backfill).toContain('INSERT INTO teacher_report_students');
    await env.DB.prepare(backfill).run();
    const waiting = await env.DB.prepare('SELECT COUNT(*) AS n FROM teacher_report_students WHERE assignment_id = ? AND ready = 0').bind(c.assignment.id).first<number>('n');
    expect(waiting).toBe(3);
    expect((await json(await call(c.t.cookie, 'GET', '/teacher/assignments'), 200)).assignments.find((a: { id: string }) => a.id === c.assignment.id).played).toBe(3);
    expect(await c.report()).toEqual(before);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM teacher_report_students WHERE assignment_id = ? AND ready = 0').bind(c.assignment.id).first<number>('n')).toBe(0);
    // A result played after it adds to the made totals.
    const ava = c.w.ava.id;
    setClock(new Date('2031-03-02T10:30:00Z'));
    await json(await call(undefined, 'POST', `/play/${c.assignment.code}/results`, { studentId: ava, score: 0, max: 3, durationMs: 9, items: [item('bed', 'deb')] }, await resultHeaders(c.assignment.code, ava)), 201);
    expect(shape(await c.report())).toEqual(freshReport(c.students, await resultsOf(c.assignment.id), 'every'));
  });

  it('a removed result leaves the report as a fresh analysis of the rest; a student left with none has not played', async () => {
    const c = await playedClass('best');
    const results = await resultsOf(c.assignment.id);
    const cleo = c.students.find((s) => s.name === 'Cleo')!;
    const avaBest = results.filter((a) => a.studentId === c.w.ava.id).find((a) => a.score === 3)!;
    for (const gone of [avaBest, results.find((a) => a.studentId === cleo.id)!]) await json(await call(c.t.cookie, 'DELETE', `/teacher/assignments/${c.assignment.id}/results/${gone.id}`), 200);
    const report = await c.report();
    expect(shape(report)).toEqual(freshReport(c.students, await resultsOf(c.assignment.id), 'best'));
    expect(report.assignment.played).toBe(2);
    expect(report.students.find((s: { name: string }) => s.name === 'Cleo')).toMatchObject({ played: false, attempts: 0 });
    expect(await storedRows(c.assignment.id, cleo.id)).toEqual([]);
  });

  it('deleting a student, then the class, deletes their totals', async () => {
    const c = await playedClass('every');
    await c.report();
    const count = async (column: string, value: string) =>
      (await env.DB.prepare(`SELECT (SELECT COUNT(*) FROM teacher_report_totals WHERE ${column} = ?1) + (SELECT COUNT(*) FROM teacher_report_students WHERE ${column} = ?1) AS n`).bind(value).first<number>('n'))!;
    expect(await count('student_id', c.w.ava.id)).toBeGreaterThan(0);
    await json(await call(c.t.cookie, 'DELETE', `/teacher/classes/${c.w.klass.id}/students/${c.w.ava.id}`), 200);
    expect(await count('student_id', c.w.ava.id)).toBe(0);
    expect(await count('assignment_id', c.assignment.id)).toBeGreaterThan(0);
    await json(await call(c.t.cookie, 'DELETE', `/teacher/classes/${c.w.klass.id}`), 200);
    expect(await count('assignment_id', c.assignment.id)).toBe(0);
    expect(await count('assignment_id', c.w.assignment.id)).toBe(0);
  });
});
