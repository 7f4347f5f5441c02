// A teacher's assignments (an activity given to a class, with its own code), and the reports made of
// the results the class's students send: on screen and as CSV.
import type { RouteAnswer } from '../../../contract/routes';
import { CONTENT_LIMITS, TEACHER_QUOTAS } from '../../../contract/teacher';
import { wallClock, zonedDate } from '../../../contract/time';
import type { SignedInEnv } from '../auth/guard';
import { toCsv } from '../admin/export';
import { apiError, ApiError } from '../http/errors';
import { RouteTable } from '../http/route';
import * as store from '../store/teacher';
import * as play from '../store/teacher-play';
import type { ResultRow } from '../store/teacher-rows';
import { now } from '../time/clock';
import type { ByPattern } from '../../../contract/teacher';
import * as totals from '../store/report-totals';
import { byStudent, countedAttempts, itemReport, mergeItems, summaryOf, type Attempt, type ItemRow } from './logic';
import { judges, memoisedAnalyser, mergeReports, patternColumns, patternReport } from './patterns';
import { fromTotals, tallyOf, totalsOf } from './totals';
import { NOT_FOUND, QUOTA_REACHED, teacherId, withNewCode, type TeacherContext } from './shared';

const asAssignment = (row: store.AssignmentListRow) => ({
  id: row.id,
  activityId: row.activity_id,
  activityTitle: row.activity_title,
  template: row.template,
  classId: row.class_id,
  className: row.class_name,
  code: row.code,
  dueAt: row.due_at,
  attemptRule: row.attempt_rule,
  createdAt: row.created_at,
  played: row.played,
  students: row.students,
});

export const asAttempt = (row: ResultRow): Attempt => ({
  id: row.id,
  studentId: row.student_id,
  score: row.score,
  max: row.max,
  durationMs: row.duration_ms,
  playedAt: row.played_at,
  items: JSON.parse(row.items) as Attempt['items'],
});

/** The CSV's item columns: at most this many (an activity holds at most as many items). */
const ITEM_COLUMNS = CONTENT_LIMITS.items;

/** Each item asked, once, in the order the attempts first asked them (the teacher's order, for a game that asks in order). */
function itemColumns(attempts: readonly Attempt[]): string[] {
  const seen = new Set<string>();
  for (const attempt of [...attempts].sort((a, b) => a.playedAt.localeCompare(b.playedAt)))
    for (const item of attempt.items) {
      if (seen.size >= ITEM_COLUMNS) return [...seen];
      seen.add(item.prompt);
    }
  return [...seen];
}

/** How an attempt did on one item: `right`, what the student answered instead, or empty when it was not asked. */
function itemCell(items: Attempt['items'], prompt: string): string {
  return items
    .filter((item) => item.prompt === prompt)
    .map((item) => (item.right ? 'right' : item.answer && item.answer !== 'not yet' ? `not yet: ${item.answer}` : 'not yet'))
    .join('; ');
}

/** `2026-11-29 09:15` on the zone's clocks: what a spreadsheet reads as a date and time. */
const playedAtText = (iso: string, timeZone: string) => {
  const at = new Date(iso);
  const { hour, minute } = wallClock(at, timeZone);
  return `${zonedDate(at, timeZone)} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

/** A part of a file name: letters and digits of any name, in ASCII, between dashes. */
const fileWord = (text: string, fallback: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '') || fallback;

/** `verse-room-4-digraph-words.csv`: the class and the game, safe in any file system and header. */
export const csvFileName = (className: string, title: string) => `verse-${fileWord(className, 'class')}-${fileWord(title, 'game')}.csv`;

/**
 * Each student's totals at the assignment made from their results, where they are still to be made
 * (results stored before the totals were, or a result removed since): once, then kept.
 */
async function makeTotals(db: D1Database, assignmentId: string, rows: readonly totals.ReportStudentRow[]): Promise<void> {
  const analyse = memoisedAnalyser();
  for (const row of rows.filter((r) => !r.ready)) {
    const { version, rows: results } = await totals.resultsToTotal(db, assignmentId, row.student_id);
    if (version === null) continue;
    const attempts = results.map(asAttempt);
    await totals.storeMadeTotals(db, { assignmentId, studentId: row.student_id }, version, attempts.length ? tallyOf(attempts) : null, totalsOf(attempts, analyse));
  }
}

/** An assignment's report: every student of the class, played or not, and the items hardest first, from the stored totals. */
async function report(c: TeacherContext, id: string) {
  const db = c.env.DB;
  const assignment = await store.getAssignment(db, teacherId(c), id);
  if (!assignment) throw new ApiError(404, NOT_FOUND.assignment);
  let read = await totals.reportReads(db, teacherId(c), assignment);
  if (read.sums.some((row) => !row.ready)) {
    await makeTotals(db, id, read.sums);
    read = await totals.reportReads(db, teacherId(c), assignment);
  }
  const { students, sums, newest } = read;
  const rule = assignment.attempt_rule;
  const sumOf = new Map(sums.map((row) => [row.student_id, row]));
  // A game whose answers are not right or wrong (a spin) lists its items but totals no pattern.
  const judged = judges(assignment.template);
  const own = new Map<string, { items?: ItemRow[]; byPattern: ByPattern }>();
  const counted = new Map<string, { score: number; max: number }>();
  if (rule === 'every') {
    const rows = new Map<string, totals.StudentTotalRow[]>();
    for (const row of read.totals) rows.set(row.student_id, [...(rows.get(row.student_id) ?? []), row]);
    for (const s of students) own.set(s.id, fromTotals(rows.get(s.id) ?? []));
  } else {
    // One attempt a student counts: it is analysed itself.
    const analyse = memoisedAnalyser();
    for (const attempt of read.counted.map(asAttempt)) {
      counted.set(attempt.studentId, attempt);
      own.set(attempt.studentId, { items: itemReport([attempt]), byPattern: patternReport([attempt], analyse) });
    }
  }
  const none = { items: [], byPattern: { patterns: [], confusions: [] } };
  const byPatternOf = (studentId: string) => (judged ? (own.get(studentId) ?? none).byPattern : none.byPattern);
  return {
    assignment: asAssignment(assignment),
    students: students.map((s) => {
      const sum = sumOf.get(s.id);
      const one = counted.get(s.id);
      const summary = summaryOf(
        sum
          ? { attempts: sum.attempts, durationMs: sum.duration_ms, lastPlayedAt: sum.last_played_at, ...(rule === 'every' ? { counted: sum.attempts, score: sum.score, max: sum.max } : { counted: one ? 1 : 0, score: one?.score ?? 0, max: one?.max ?? 0 }) }
          : { attempts: 0, durationMs: 0, lastPlayedAt: null, counted: 0, score: 0, max: 0 },
      );
      return { id: s.id, name: s.name, picture: s.picture, played: summary.attempts > 0, ...summary, byPattern: byPatternOf(s.id) };
    }),
    items: mergeItems(rule === 'every' ? read.items : students.flatMap((s) => own.get(s.id)?.items ?? [])),
    byPattern: mergeReports(students.map((s) => byPatternOf(s.id))),
    attempts: newest.rows.map(({ id, student_id, score, max, duration_ms, played_at }) => ({ id, studentId: student_id, score, max, durationMs: duration_ms, playedAt: played_at })),
    more: newest.more,
  } satisfies RouteAnswer<'GET /api/teacher/assignments/:id/report'>;
}

/** The CSV's material: the assignment, its class's students, and each one's attempts (oldest first; the first 20,000 of the assignment). */
async function exportRows(c: TeacherContext, id: string) {
  const assignment = await store.getAssignment(c.env.DB, teacherId(c), id);
  if (!assignment) throw new ApiError(404, NOT_FOUND.assignment);
  const [students, { rows }] = await Promise.all([store.studentsOf(c.env.DB, assignment.class_id), play.resultsOfAssignment(c.env.DB, teacherId(c), id)]);
  return { assignment, students, attempts: byStudent(rows.map(asAttempt)) };
}

/** `/assignments`, mounted from their keys. */
export const assignmentRoutes = new RouteTable<SignedInEnv>('/api/teacher')
  .serve('GET /api/teacher/assignments', async (c) => {
    const rows = await store.listAssignments(c.env.DB, teacherId(c));
    return { assignments: rows.map(asAssignment) };
  })
  .serve('POST /api/teacher/assignments', async (c) => {
    const body = c.get('body');
    const [activity, classRow] = await Promise.all([store.getActivity(c.env.DB, teacherId(c), body.activityId), store.getClass(c.env.DB, teacherId(c), body.classId)]);
    if (!activity) return apiError(c, 404, NOT_FOUND.activity);
    if (!classRow) return apiError(c, 404, NOT_FOUND.class);
    const id = crypto.randomUUID();
    const added = await withNewCode((code) =>
      store.insertAssignment(c.env.DB, { id, teacher_id: teacherId(c), activity_id: activity.id, class_id: classRow.id, code, due_at: body.dueAt, attempt_rule: body.attemptRule, created_at: now().toISOString() }, TEACHER_QUOTAS.assignments),
    );
    if (!added) return apiError(c, 409, QUOTA_REACHED.assignments);
    const row = (await store.getAssignment(c.env.DB, teacherId(c), id))!;
    return { assignment: asAssignment(row) };
  })
  .serve('DELETE /api/teacher/assignments/:id', async (c) => {
    if (!(await store.deleteAssignment(c.env.DB, teacherId(c), c.req.param('id')))) return apiError(c, 404, NOT_FOUND.assignment);
    return { deleted: true };
  })
  .serve('DELETE /api/teacher/assignments/:id/results/:resultId', async (c) => {
    if (!(await store.deleteResult(c.env.DB, teacherId(c), c.req.param('id'), c.req.param('resultId')))) return apiError(c, 404, NOT_FOUND.result);
    return { deleted: true };
  })
  .serve('GET /api/teacher/assignments/:id/report', (c) => report(c, c.req.param('id')))
  .serve('GET /api/teacher/assignments/:id/export', async (c) => {
    const { assignment, students, attempts } = await exportRows(c, c.req.param('id'));
    const analyse = memoisedAnalyser();
    const judged = judges(assignment.template);
    const timeZone = c.get('query').timeZone ?? 'UTC';
    const columns = itemColumns(students.flatMap((s) => attempts.get(s.id) ?? []));
    const patterns = judged ? patternColumns(patternReport(students.flatMap((s) => attempts.get(s.id) ?? []), analyse)) : [];
    const rows: unknown[][] = [];
    for (const student of students) {
      const own = attempts.get(student.id) ?? [];
      const counted = new Set(countedAttempts(own, assignment.attempt_rule).map((a) => a.id));
      if (!own.length) rows.push([student.name, 0, '', '', '', '', '', '', '', '', ...patterns.flatMap(() => ['', '']), ...columns.map(() => '')]);
      own.forEach((a, i) => {
        const byPattern = new Map(patternReport([a], analyse).patterns.map((t) => [t.pattern, t]));
        rows.push([
          student.name,
          i + 1,
          counted.has(a.id) ? 'yes' : 'no',
          a.score,
          a.max,
          a.max > 0 ? Math.round((a.score / a.max) * 100) : '',
          Math.round(a.durationMs / 1000),
          playedAtText(a.playedAt, timeZone),
          a.items.filter((item) => item.right).length,
          a.items.length,
          ...patterns.flatMap((pattern) => [byPattern.get(pattern)?.right ?? 0, byPattern.get(pattern)?.tried ?? 0]),
          ...columns.map((prompt) => itemCell(a.items, prompt)),
        ]);
      });
    }
    const header = ['Student', 'Attempt', 'Counted', 'Score', 'Max', 'Percent', 'Seconds', `Played at (${timeZone})`, 'Items right', 'Items asked', ...patterns.flatMap((p) => [`${p} right`, `${p} tried`]), ...columns];
    return c.body(toCsv(header, rows), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(assignment.class_name, assignment.activity_title)}"`,
      'Cache-Control': 'no-store',
    });
  });
