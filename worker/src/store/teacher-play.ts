// What a student's play reads and writes (a code is the key, no sign-in), and the reports made of
// the results. A disabled teacher's codes find nothing that plays.
import { cappedList } from './batch';
import { addResultTotals } from './report-totals';
import type { TotalRow } from '../teacher/totals';
import type { Template } from '../../../contract/teacher';
import type { ResultRow, StudentRow } from './teacher-rows';

export type PlayRow = { title: string; template: Template; content: string; settings: string; shared: number };

/** The activity behind a share code, shared or not; null for an unknown code or a disabled teacher. */
export async function activityByShareCode(db: D1Database, code: string): Promise<PlayRow | null> {
  return db
    .prepare(
      `SELECT a.title, a.template, a.content, a.settings, a.shared FROM teacher_activities a
       LEFT JOIN teacher_profiles p ON p.user_id = a.teacher_id
       WHERE a.share_code = ? AND p.disabled_at IS NULL`,
    )
    .bind(code)
    .first<PlayRow>();
}

export type PlayAssignmentRow = PlayRow & { id: string; teacher_id: string; class_id: string; class_name: string; picture_password: number; due_at: string | null };

/** The assignment behind a code, with its activity and class; null for an unknown code or a disabled teacher. */
export async function assignmentByCode(db: D1Database, code: string): Promise<PlayAssignmentRow | null> {
  return db
    .prepare(
      `SELECT s.id, s.teacher_id, s.class_id, s.due_at, c.name AS class_name, c.picture_password, a.title, a.template, a.content, a.settings, 1 AS shared
       FROM teacher_assignments s JOIN teacher_activities a ON a.id = s.activity_id JOIN teacher_classes c ON c.id = s.class_id
       LEFT JOIN teacher_profiles p ON p.user_id = s.teacher_id
       WHERE s.code = ? AND p.disabled_at IS NULL`,
    )
    .bind(code)
    .first<PlayAssignmentRow>();
}

export type JoinRow = { id: string; name: string; picture_password: number };

export async function classByJoinCode(db: D1Database, code: string): Promise<JoinRow | null> {
  return db
    .prepare(
      `SELECT c.id, c.name, c.picture_password FROM teacher_classes c LEFT JOIN teacher_profiles p ON p.user_id = c.teacher_id
       WHERE c.join_code = ? AND p.disabled_at IS NULL`,
    )
    .bind(code)
    .first<JoinRow>();
}

/** The newest assignments a class's page lists. */
export const CLASS_PAGE_ASSIGNMENTS = 50;

export function assignmentsOfClass(db: D1Database, classId: string, limit = CLASS_PAGE_ASSIGNMENTS) {
  return cappedList<{ code: string; title: string; template: Template; due_at: string | null }>(
    (n) =>
      db
        .prepare(
          `SELECT s.code, a.title, a.template, s.due_at FROM teacher_assignments s JOIN teacher_activities a ON a.id = s.activity_id
           WHERE s.class_id = ? ORDER BY s.created_at DESC LIMIT ?`,
        )
        .bind(classId, n),
    limit,
  );
}

export type NewResult = {
  id: string;
  assignmentId: string;
  studentId: string;
  classId: string;
  teacherId: string;
  key: string;
  score: number;
  max: number;
  durationMs: number;
  items: string;
  playedAt: string;
};

/**
 * A play token for the student of this class (a hash of it is kept), unless the student is not in
 * it. Spent and expired tokens are forgotten on the way. True when issued.
 */
export async function issuePlayToken(db: D1Database, token: { hash: string; studentId: string; classId: string; expiresAt: string }, at: string): Promise<boolean> {
  const [, issued] = await db.batch([
    db.prepare('DELETE FROM teacher_play_tokens WHERE expires_at <= ?').bind(at),
    db
      .prepare(
        `INSERT INTO teacher_play_tokens (token_hash, student_id, class_id, teacher_id, expires_at)
         SELECT ?1, s.id, s.class_id, s.teacher_id, ?4 FROM teacher_students s WHERE s.id = ?2 AND s.class_id = ?3`,
      )
      .bind(token.hash, token.studentId, token.classId, token.expiresAt),
  ]);
  return (issued!.meta.changes ?? 0) > 0;
}

/** A student of this class as their sign-in needs them: their secret picture. */
export async function studentOfClass(db: D1Database, classId: string, id: string): Promise<{ id: string; secret_picture: string | null } | null> {
  return db.prepare('SELECT id, secret_picture FROM teacher_students WHERE id = ? AND class_id = ?').bind(id, classId).first();
}

/**
 * Stores one attempt, once, spending its play token: 'stored' (and the next token of the sitting
 * issued, `nextHash`), 'duplicate' (this key was stored already: nothing is spent), or 'refused'
 * (no live unspent token of this student and this class: nothing is stored). Spending, storing and
 * the next token are one batch, each step only when the token was spent by this very result, and so
 * is adding the result to its student's totals (`totals`, the result's own; `fraction` its score's).
 */
export async function insertResult(db: D1Database, result: NewResult, token: { hash: string; nextHash: string }, totals: { rows: readonly TotalRow[]; fraction: number }): Promise<'stored' | 'duplicate' | 'refused'> {
  const known = () => db.prepare('SELECT 1 AS found FROM teacher_results WHERE assignment_id = ? AND idempotency_key = ?').bind(result.assignmentId, result.key).first<{ found: number }>();
  if (await known()) return 'duplicate';
  const [spent, inserted] = await db.batch([
    db
      .prepare(
        `UPDATE teacher_play_tokens SET spent_by = ?1
         WHERE token_hash = ?2 AND spent_by IS NULL AND expires_at > ?3 AND student_id = ?4 AND class_id = ?5 AND teacher_id = ?6
           AND EXISTS (SELECT 1 FROM teacher_students s WHERE s.id = ?4 AND s.class_id = ?5)
           AND NOT EXISTS (SELECT 1 FROM teacher_results WHERE assignment_id = ?7 AND idempotency_key = ?8)`,
      )
      .bind(result.id, token.hash, result.playedAt, result.studentId, result.classId, result.teacherId, result.assignmentId, result.key),
    db
      .prepare(
        `INSERT INTO teacher_results (id, assignment_id, student_id, teacher_id, idempotency_key, score, max, duration_ms, items, played_at)
         SELECT ?1, ?2, t.student_id, ?4, ?5, ?6, ?7, ?8, ?9, ?10 FROM teacher_play_tokens t WHERE t.token_hash = ?11 AND t.spent_by = ?1 AND t.student_id = ?3`,
      )
      .bind(result.id, result.assignmentId, result.studentId, result.teacherId, result.key, result.score, result.max, result.durationMs, result.items, result.playedAt, token.hash),
    db
      .prepare(
        `INSERT INTO teacher_play_tokens (token_hash, student_id, class_id, teacher_id, expires_at)
         SELECT ?1, student_id, class_id, teacher_id, expires_at FROM teacher_play_tokens WHERE token_hash = ?2 AND spent_by = ?3`,
      )
      .bind(token.nextHash, token.hash, result.id),
    ...addResultTotals(db, { ...result, fraction: totals.fraction }, totals.rows),
  ]);
  if ((inserted!.meta.changes ?? 0) > 0) return 'stored';
  return (spent!.meta.changes ?? 0) === 0 && (await known()) ? 'duplicate' : 'refused';
}

/** When the sitting of a token ends (the next token keeps it). */
export async function playTokenExpiry(db: D1Database, hash: string): Promise<string | null> {
  return db.prepare('SELECT expires_at FROM teacher_play_tokens WHERE token_hash = ?').bind(hash).first<string>('expires_at');
}


/** The attempts a CSV lists at most. */
const REPORT_ATTEMPTS = 20_000;

/** The attempts at an assignment, oldest first (the CSV's rows), and whether later ones were left out. */
export function resultsOfAssignment(db: D1Database, teacherId: string, assignmentId: string, limit = REPORT_ATTEMPTS) {
  return cappedList<ResultRow>(
    (n) => db.prepare('SELECT id, student_id, score, max, duration_ms, items, played_at FROM teacher_results WHERE assignment_id = ? AND teacher_id = ? ORDER BY played_at, id LIMIT ?').bind(assignmentId, teacherId, n),
    limit,
  );
}

export type HistoryStudentRow = StudentRow & { class_name: string };
export type HistoryRow = ResultRow & { assignment_id: string; activity_title: string; template: Template };

export async function studentWithClass(db: D1Database, teacherId: string, id: string): Promise<HistoryStudentRow | null> {
  return db
    .prepare('SELECT s.id, s.class_id, s.name, s.picture, c.name AS class_name FROM teacher_students s JOIN teacher_classes c ON c.id = s.class_id WHERE s.id = ? AND s.teacher_id = ?')
    .bind(id, teacherId)
    .first<HistoryStudentRow>();
}

/** The newest attempts a student's history lists. */
export const HISTORY_ATTEMPTS = 500;

/** A student's attempts, newest first, and whether older ones were left out. */
export function historyOf(db: D1Database, teacherId: string, studentId: string, limit = HISTORY_ATTEMPTS) {
  return cappedList<HistoryRow>(
    (n) =>
      db
        .prepare(
          `SELECT r.id, r.student_id, r.score, r.max, r.duration_ms, r.items, r.played_at, r.assignment_id, a.title AS activity_title, a.template
           FROM teacher_results r JOIN teacher_assignments s ON s.id = r.assignment_id JOIN teacher_activities a ON a.id = s.activity_id
           WHERE r.student_id = ? AND r.teacher_id = ? ORDER BY r.played_at DESC LIMIT ?`,
        )
        .bind(studentId, teacherId, n),
    limit,
  );
}


/**
 * The student a live, unspent play token is of, when they are still in this class; null otherwise.
 * Reading with it spends nothing.
 */
export async function playTokenStudent(db: D1Database, hash: string, classId: string, at: string): Promise<string | null> {
  return db
    .prepare(
      `SELECT t.student_id FROM teacher_play_tokens t JOIN teacher_students s ON s.id = t.student_id AND s.class_id = t.class_id
       WHERE t.token_hash = ? AND t.class_id = ? AND t.spent_by IS NULL AND t.expires_at > ?`,
    )
    .bind(hash, classId, at)
    .first<string>('student_id');
}

/** The newest attempts spaced review reads of a student. */
const REVIEW_ATTEMPTS = 100;

/**
 * A student's attempts at the assignments of one class, newest first (their items, when they were
 * played): what their spaced review is made of. Deleting the class or the student deletes them.
 */
export async function reviewAttempts(db: D1Database, studentId: string, classId: string, limit = REVIEW_ATTEMPTS): Promise<{ items: string; played_at: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT r.items, r.played_at FROM teacher_results r JOIN teacher_assignments s ON s.id = r.assignment_id
       WHERE r.student_id = ? AND s.class_id = ? ORDER BY r.played_at DESC LIMIT ?`,
    )
    .bind(studentId, classId, limit)
    .all<{ items: string; played_at: string }>();
  return results;
}
