// What a student's play reads and writes (a code is the key, no sign-in), and the reports made of
// the results. A disabled teacher's codes find nothing that plays.
import type { Template } from '../../../contract/teacher';
import type { StudentRow } from './teacher';

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

export type PlayAssignmentRow = PlayRow & { id: string; teacher_id: string; class_id: string; class_name: string; due_at: string | null };

/** The assignment behind a code, with its activity and class; null for an unknown code or a disabled teacher. */
export async function assignmentByCode(db: D1Database, code: string): Promise<PlayAssignmentRow | null> {
  return db
    .prepare(
      `SELECT s.id, s.teacher_id, s.class_id, s.due_at, c.name AS class_name, a.title, a.template, a.content, a.settings, 1 AS shared
       FROM teacher_assignments s JOIN teacher_activities a ON a.id = s.activity_id JOIN teacher_classes c ON c.id = s.class_id
       LEFT JOIN teacher_profiles p ON p.user_id = s.teacher_id
       WHERE s.code = ? AND p.disabled_at IS NULL`,
    )
    .bind(code)
    .first<PlayAssignmentRow>();
}

export type JoinRow = { id: string; name: string };

export async function classByJoinCode(db: D1Database, code: string): Promise<JoinRow | null> {
  return db
    .prepare(
      `SELECT c.id, c.name FROM teacher_classes c LEFT JOIN teacher_profiles p ON p.user_id = c.teacher_id
       WHERE c.join_code = ? AND p.disabled_at IS NULL`,
    )
    .bind(code)
    .first<JoinRow>();
}

export async function assignmentsOfClass(db: D1Database, classId: string): Promise<Array<{ code: string; title: string; template: Template; due_at: string | null }>> {
  const { results } = await db
    .prepare(
      `SELECT s.code, a.title, a.template, s.due_at FROM teacher_assignments s JOIN teacher_activities a ON a.id = s.activity_id
       WHERE s.class_id = ? ORDER BY s.created_at DESC LIMIT 50`,
    )
    .bind(classId)
    .all<{ code: string; title: string; template: Template; due_at: string | null }>();
  return results;
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
 * Stores one attempt, once: 'stored', 'duplicate' (this key was stored already), or 'no-student'
 * (the student is not in the assignment's class: nothing is stored).
 */
export async function insertResult(db: D1Database, result: NewResult): Promise<'stored' | 'duplicate' | 'no-student'> {
  const inserted = await db
    .prepare(
      `INSERT INTO teacher_results (id, assignment_id, student_id, teacher_id, idempotency_key, score, max, duration_ms, items, played_at)
       SELECT ?1, ?2, s.id, ?4, ?5, ?6, ?7, ?8, ?9, ?10 FROM teacher_students s WHERE s.id = ?3 AND s.class_id = ?11 AND s.teacher_id = ?4
       ON CONFLICT (assignment_id, idempotency_key) DO NOTHING`,
    )
    .bind(result.id, result.assignmentId, result.studentId, result.teacherId, result.key, result.score, result.max, result.durationMs, result.items, result.playedAt, result.classId)
    .run();
  if ((inserted.meta.changes ?? 0) > 0) return 'stored';
  const known = await db.prepare('SELECT 1 AS found FROM teacher_results WHERE assignment_id = ? AND idempotency_key = ?').bind(result.assignmentId, result.key).first<{ found: number }>();
  return known ? 'duplicate' : 'no-student';
}

export type ResultRow = { id: string; student_id: string; score: number; max: number; duration_ms: number; items: string; played_at: string };

/** Every attempt at an assignment, oldest first (the report's raw material; bounded by the class's size and its plays). */
export async function resultsOfAssignment(db: D1Database, teacherId: string, assignmentId: string, limit = 20_000): Promise<ResultRow[]> {
  const { results } = await db
    .prepare('SELECT id, student_id, score, max, duration_ms, items, played_at FROM teacher_results WHERE assignment_id = ? AND teacher_id = ? ORDER BY played_at, id LIMIT ?')
    .bind(assignmentId, teacherId, limit)
    .all<ResultRow>();
  return results;
}

export type HistoryStudentRow = StudentRow & { class_name: string };
export type HistoryRow = ResultRow & { assignment_id: string; activity_title: string; template: Template };

export async function studentWithClass(db: D1Database, teacherId: string, id: string): Promise<HistoryStudentRow | null> {
  return db
    .prepare('SELECT s.id, s.class_id, s.name, s.picture, c.name AS class_name FROM teacher_students s JOIN teacher_classes c ON c.id = s.class_id WHERE s.id = ? AND s.teacher_id = ?')
    .bind(id, teacherId)
    .first<HistoryStudentRow>();
}

/** A student's attempts, newest first. */
export async function historyOf(db: D1Database, teacherId: string, studentId: string, limit = 500): Promise<HistoryRow[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.student_id, r.score, r.max, r.duration_ms, r.items, r.played_at, r.assignment_id, a.title AS activity_title, a.template
       FROM teacher_results r JOIN teacher_assignments s ON s.id = r.assignment_id JOIN teacher_activities a ON a.id = s.activity_id
       WHERE r.student_id = ? AND r.teacher_id = ? ORDER BY r.played_at DESC LIMIT ?`,
    )
    .bind(studentId, teacherId, limit)
    .all<HistoryRow>();
  return results;
}

