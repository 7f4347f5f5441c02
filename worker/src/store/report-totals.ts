// An assignment's report as stored totals (migration 0017): each student's attempts summed and their
// words totalled by item, pattern and confusion, added to as each result is written, so a report
// reads a few rows per student however often the class has played. Removing a result marks the
// student's totals to be made again from their results, as the results stored before the totals
// were: the next report does it, once.
import type { StudentTally, TotalRow } from '../teacher/totals';
import type { AttemptRule } from '../../../contract/teacher';
import { studentsOfClass, type ResultRow, type StudentRow } from './teacher-rows';

/** What the stored totals need of a result being written: `id` is new, so finding it stored means this very batch stored it. */
export type ResultTally = { id: string; assignmentId: string; studentId: string; teacherId: string; score: number; max: number; durationMs: number; playedAt: string; fraction: number };

const json = (rows: readonly TotalRow[]) => JSON.stringify(rows.map((r) => [r.kind, r.key, r.detail, r.correct, r.tried]));

/** The totals' columns from a JSON array of `[kind, key, detail, correct, tried]` (`?4`), for the student `?2` at the assignment `?1`. */
const TOTALS_FROM_JSON = `INSERT INTO teacher_report_totals (assignment_id, student_id, kind, key, detail, correct, tried)
  SELECT ?1, ?2, t.value ->> '$[0]', t.value ->> '$[1]', t.value ->> '$[2]', t.value ->> '$[3]', t.value ->> '$[4]' FROM json_each(?4) t`;

/**
 * The statements that add one result to its student's totals, for the batch that stores it: each
 * only when the result was stored. A student whose totals are still to be made from their results
 * (`ready` 0) gets their row counted on, and the totals are left to that making.
 */
export function addResultTotals(db: D1Database, result: ResultTally, rows: readonly TotalRow[]): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO teacher_report_students (assignment_id, student_id, teacher_id, attempts, score, max, duration_ms, last_played_at, first_id, first_at, best_id, best_at, best_fraction, ready, version)
         SELECT ?1, ?2, ?3, 1, ?4, ?5, ?6, ?7, ?8, ?7, ?8, ?7, ?9, 1, 1 WHERE EXISTS (SELECT 1 FROM teacher_results WHERE id = ?8)
         ON CONFLICT (assignment_id, student_id) DO UPDATE SET
           attempts = attempts + 1, score = score + excluded.score, max = max + excluded.max, duration_ms = duration_ms + excluded.duration_ms,
           last_played_at = max(last_played_at, excluded.last_played_at),
           first_id = iif((excluded.first_at, excluded.first_id) < (first_at, first_id), excluded.first_id, first_id),
           first_at = iif((excluded.first_at, excluded.first_id) < (first_at, first_id), excluded.first_at, first_at),
           best_id = iif(excluded.best_fraction > best_fraction OR (excluded.best_fraction = best_fraction AND (excluded.best_at, excluded.best_id) < (best_at, best_id)), excluded.best_id, best_id),
           best_at = iif(excluded.best_fraction > best_fraction OR (excluded.best_fraction = best_fraction AND (excluded.best_at, excluded.best_id) < (best_at, best_id)), excluded.best_at, best_at),
           best_fraction = max(best_fraction, excluded.best_fraction),
           version = version + 1`,
      )
      .bind(result.assignmentId, result.studentId, result.teacherId, result.score, result.max, result.durationMs, result.playedAt, result.id, result.fraction),
    db
      .prepare(
        `${TOTALS_FROM_JSON}
         WHERE EXISTS (SELECT 1 FROM teacher_results WHERE id = ?3)
           AND (SELECT ready FROM teacher_report_students WHERE assignment_id = ?1 AND student_id = ?2) = 1
           AND (t.value ->> '$[0]' <> 'example'
                OR (SELECT COUNT(*) FROM teacher_report_totals e WHERE e.assignment_id = ?1 AND e.student_id = ?2 AND e.kind = 'example' AND e.key = t.value ->> '$[1]') < 3)
         ON CONFLICT (assignment_id, student_id, kind, key, detail) DO UPDATE SET correct = correct + excluded.correct, tried = tried + excluded.tried`,
      )
      .bind(result.assignmentId, result.studentId, result.id, json(rows)),
  ];
}

/**
 * The statements that mark a student's totals at an assignment to be made again, before the
 * result `?1` of theirs is removed (with `?2` the assignment, `?3` the teacher); and, after it, the
 * ones that forget a student left with no result there.
 */
export function removeResultTotals(db: D1Database, resultId: string, assignmentId: string, teacherId: string): { before: D1PreparedStatement; after: D1PreparedStatement[] } {
  return {
    before: db
      .prepare(
        `UPDATE teacher_report_students SET ready = 0, version = version + 1
         WHERE assignment_id = ?2 AND student_id = (SELECT student_id FROM teacher_results WHERE id = ?1 AND assignment_id = ?2 AND teacher_id = ?3)`,
      )
      .bind(resultId, assignmentId, teacherId),
    after: [
      db
        .prepare(
          `DELETE FROM teacher_report_totals WHERE assignment_id = ?1 AND student_id IN (
             SELECT p.student_id FROM teacher_report_students p WHERE p.assignment_id = ?1 AND p.teacher_id = ?2 AND p.ready = 0
             AND NOT EXISTS (SELECT 1 FROM teacher_results r WHERE r.assignment_id = p.assignment_id AND r.student_id = p.student_id))`,
        )
        .bind(assignmentId, teacherId),
      db
        .prepare(
          `DELETE FROM teacher_report_students WHERE assignment_id = ?1 AND teacher_id = ?2 AND ready = 0
           AND NOT EXISTS (SELECT 1 FROM teacher_results r WHERE r.assignment_id = ?1 AND r.student_id = teacher_report_students.student_id)`,
        )
        .bind(assignmentId, teacherId),
    ],
  };
}

/** The statements that delete the totals of the students a SELECT of ids (bound to `?1`, `?2`) gives: a student's deletion, a class's. */
export function deleteTotalsOfStudents(db: D1Database, students: string, ...values: unknown[]): D1PreparedStatement[] {
  return ['teacher_report_totals', 'teacher_report_students'].map((table) => db.prepare(`DELETE FROM ${table} WHERE student_id IN (${students})`).bind(...values));
}

/** The statements that delete the totals at the assignments a SELECT of ids (bound to `?1`, `?2`) gives: an assignment's deletion, an activity's, a class's, a teacher's. */
export function deleteTotalsOfAssignments(db: D1Database, assignments: string, ...values: unknown[]): D1PreparedStatement[] {
  return ['teacher_report_totals', 'teacher_report_students'].map((table) => db.prepare(`DELETE FROM ${table} WHERE assignment_id IN (${assignments})`).bind(...values));
}

export type ReportStudentRow = {
  student_id: string;
  attempts: number;
  score: number;
  max: number;
  duration_ms: number;
  last_played_at: string | null;
  first_id: string | null;
  best_id: string | null;
  ready: number;
};

export type StudentTotalRow = TotalRow & { student_id: string };

/** The newest results a report lists, for the teacher to check and remove (its totals count every one). */
export const REPORT_RESULTS_LISTED = 100;

/**
 * What an assignment's report reads, in one transaction: the class's students; each student who has
 * played it (in the class or not any more) with their sums; the newest results (`more`: older ones
 * were left out); and, by the rule, every student's totals by pattern and confusion in the order
 * they were stored with the class's items summed (every), or the one result each student counts,
 * oldest first (first, best).
 */
export async function reportReads(db: D1Database, teacherId: string, assignment: { id: string; class_id: string; attempt_rule: AttemptRule }, listed = REPORT_RESULTS_LISTED) {
  const every = assignment.attempt_rule === 'every';
  const [students, sums, newest, counted, items] = await db.batch([
    studentsOfClass(db, assignment.class_id),
    db.prepare('SELECT student_id, attempts, score, max, duration_ms, last_played_at, first_id, best_id, ready FROM teacher_report_students WHERE assignment_id = ? AND teacher_id = ?').bind(assignment.id, teacherId),
    db.prepare('SELECT id, student_id, score, max, duration_ms, played_at FROM teacher_results WHERE assignment_id = ? AND teacher_id = ? ORDER BY played_at DESC, id DESC LIMIT ?').bind(assignment.id, teacherId, listed + 1),
    every
      ? db.prepare("SELECT student_id, kind, key, detail, correct, tried FROM teacher_report_totals WHERE assignment_id = ? AND kind <> 'item' ORDER BY rowid").bind(assignment.id)
      : db
          .prepare(
            `SELECT id, student_id, score, max, duration_ms, items, played_at FROM teacher_results
             WHERE id IN (SELECT iif(?3 = 'first', first_id, best_id) FROM teacher_report_students WHERE assignment_id = ?1 AND teacher_id = ?2) AND assignment_id = ?1 AND teacher_id = ?2 ORDER BY played_at, id`,
          )
          .bind(assignment.id, teacherId, assignment.attempt_rule),
    ...(every
      ? [
          db
            .prepare(
              `SELECT key, SUM(correct) AS correct, SUM(tried) AS tried FROM teacher_report_totals
               WHERE assignment_id = ?1 AND kind = 'item' AND student_id IN (SELECT id FROM teacher_students WHERE class_id = ?2) GROUP BY key`,
            )
            .bind(assignment.id, assignment.class_id),
        ]
      : []),
  ]);
  const rows = <T>(result: D1Result | undefined) => (result?.results ?? []) as T[];
  const list = rows<Omit<ResultRow, 'items'>>(newest);
  return {
    students: rows<StudentRow>(students),
    sums: rows<ReportStudentRow>(sums),
    newest: { rows: list.slice(0, listed), more: list.length > listed },
    totals: every ? rows<StudentTotalRow>(counted) : [],
    items: rows<{ key: string; correct: number; tried: number }>(items).map(({ key, correct, tried }) => ({ prompt: key, right: correct, asked: tried })),
    counted: every ? [] : rows<ResultRow>(counted),
  };
}

/** A student's results at the assignment, oldest first, with the version of their totals they were read at (one transaction). */
export async function resultsToTotal(db: D1Database, assignmentId: string, studentId: string): Promise<{ version: number | null; rows: ResultRow[] }> {
  const [version, rows] = await db.batch([
    db.prepare('SELECT version FROM teacher_report_students WHERE assignment_id = ? AND student_id = ?').bind(assignmentId, studentId),
    db.prepare('SELECT id, student_id, score, max, duration_ms, items, played_at FROM teacher_results WHERE assignment_id = ? AND student_id = ? ORDER BY played_at, id').bind(assignmentId, studentId),
  ]);
  return { version: (version!.results[0] as { version: number } | undefined)?.version ?? null, rows: rows!.results as ResultRow[] };
}

/**
 * A student's totals made from their results (`tally` null when they have none left), kept only if
 * no result was written or removed since they were read at `version`. True when kept.
 */
export async function storeMadeTotals(db: D1Database, key: { assignmentId: string; studentId: string }, version: number, tally: StudentTally | null, rows: readonly TotalRow[]): Promise<boolean> {
  const unchanged = '(SELECT version FROM teacher_report_students WHERE assignment_id = ?1 AND student_id = ?2) = ?3';
  const results = await db.batch([
    db.prepare(`DELETE FROM teacher_report_totals WHERE assignment_id = ?1 AND student_id = ?2 AND ${unchanged}`).bind(key.assignmentId, key.studentId, version),
    tally
      ? db.prepare(`${TOTALS_FROM_JSON} WHERE ${unchanged}`).bind(key.assignmentId, key.studentId, version, json(rows))
      : db.prepare('DELETE FROM teacher_report_students WHERE assignment_id = ?1 AND student_id = ?2 AND version = ?3').bind(key.assignmentId, key.studentId, version),
    ...(tally
      ? [
          db
            .prepare(
              `UPDATE teacher_report_students SET attempts = ?4, score = ?5, max = ?6, duration_ms = ?7, last_played_at = ?8, first_id = ?9, first_at = ?10,
                 best_id = ?11, best_at = ?12, best_fraction = ?13, ready = 1
               WHERE assignment_id = ?1 AND student_id = ?2 AND version = ?3`,
            )
            .bind(key.assignmentId, key.studentId, version, tally.attempts, tally.score, tally.max, tally.durationMs, tally.lastPlayedAt, tally.first.id, tally.first.at, tally.best.id, tally.best.at, tally.best.fraction),
        ]
      : []),
  ]);
  return (results.at(-1)!.meta.changes ?? 0) > 0;
}

