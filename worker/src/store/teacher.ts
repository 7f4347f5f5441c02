// The teacher workspace's tables (migration 0012). Every read and change of a teacher's records is
// bounded by `teacher_id = ?`: another teacher's id finds nothing, which the routes answer with 404.
import { cappedList } from './batch';
import { deleteTotalsOfAssignments, deleteTotalsOfStudents, removeResultTotals } from './report-totals';
import { studentsOfClass, type StudentRow } from './teacher-rows';
import type { AttemptRule, StudentPicture, Template } from '../../../contract/teacher';

// ---- Accounts -------------------------------------------------------------------------------------

export type TeacherRow = { id: string; email: string; display_name: string | null; school: string | null; disabled_at: string | null; email_verified_at?: string | null };

/**
 * A new teacher account and its profile in one batch, or null when the email already has an
 * account (the account is left as it is).
 */
export async function createTeacher(db: D1Database, account: { id: string; email: string; name: string; school: string | null; passwordHash: string; createdAt: string; verificationHash: string }): Promise<boolean> {
  const [user] = await db.batch([
    db
      .prepare(`INSERT INTO users (id, email, display_name, password_hash, role, created_at) VALUES (?, ?, ?, ?, 'teacher', ?) ON CONFLICT (email) DO NOTHING`)
      .bind(account.id, account.email, account.name, account.passwordHash, account.createdAt),
    db.prepare(`INSERT INTO teacher_profiles (user_id, school) SELECT id, ? FROM users WHERE id = ? AND role = 'teacher'`).bind(account.school, account.id),
    // The welcome email's confirmation link (migration 0009's table), for a new account only.
    db.prepare(`INSERT INTO email_verifications (token_hash, user_id, email, sent_at) SELECT ?, id, email, ? FROM users WHERE id = ? AND role = 'teacher'`).bind(account.verificationHash, account.createdAt, account.id),
  ]);
  return (user!.meta.changes ?? 0) > 0;
}

export async function teacherById(db: D1Database, id: string): Promise<TeacherRow | null> {
  return db
    .prepare(
      `SELECT u.id, u.email, u.display_name, u.email_verified_at, p.school, p.disabled_at FROM users u LEFT JOIN teacher_profiles p ON p.user_id = u.id
       WHERE u.id = ? AND u.role = 'teacher'`,
    )
    .bind(id)
    .first<TeacherRow>();
}

export async function updateTeacher(db: D1Database, id: string, change: { name?: string; school?: string | null }): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  if (change.name !== undefined) statements.push(db.prepare("UPDATE users SET display_name = ? WHERE id = ? AND role = 'teacher'").bind(change.name, id));
  if (change.school !== undefined) {
    statements.push(db.prepare('INSERT INTO teacher_profiles (user_id, school) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET school = excluded.school').bind(id, change.school));
  }
  if (statements.length) await db.batch(statements);
}

/** The new password, and every session of the account ended (the caller starts a new one). */
export async function changeTeacherPassword(db: D1Database, id: string, passwordHash: string): Promise<void> {
  await db.batch([db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').bind(passwordHash, id), db.prepare('DELETE FROM sessions WHERE user_id = ?').bind(id)]);
}

export type TeacherCounts = { activities: number; classes: number; students: number; results: number };

export async function teacherCounts(db: D1Database, id: string): Promise<TeacherCounts> {
  return (await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM teacher_activities WHERE teacher_id = ?1) AS activities,
              (SELECT COUNT(*) FROM teacher_classes WHERE teacher_id = ?1) AS classes,
              (SELECT COUNT(*) FROM teacher_students WHERE teacher_id = ?1) AS students,
              (SELECT COUNT(*) FROM teacher_results WHERE teacher_id = ?1) AS results`,
    )
    .bind(id)
    .first<TeacherCounts>())!;
}

/** What a teacher account of this (lower-cased) address keeps, counted; null when the address has no teacher account. */
export async function teacherCountsByEmail(db: D1Database, email: string): Promise<TeacherCounts | null> {
  const row = await db.prepare("SELECT id FROM users WHERE email = ? AND role = 'teacher'").bind(email).first<{ id: string }>();
  return row ? teacherCounts(db, row.id) : null;
}

/**
 * The statements that delete every record of the teachers `owners` selects (a SELECT of user ids
 * bound to `?1`): report totals, results, students, assignments, classes, activities, profile. For one batch with
 * the account's own deletion and its audit entry.
 */
export function deleteTeacherRecords(db: D1Database, owners: string, value: string): D1PreparedStatement[] {
  return [
    ...deleteTotalsOfAssignments(db, `SELECT id FROM teacher_assignments WHERE teacher_id IN (${owners})`, value),
    ...['teacher_play_tokens', 'teacher_results', 'teacher_assignments', 'teacher_students', 'teacher_classes', 'teacher_activities'].map((table) =>
      db.prepare(`DELETE FROM ${table} WHERE teacher_id IN (${owners})`).bind(value),
    ),
    db.prepare(`DELETE FROM teacher_profiles WHERE user_id IN (${owners})`).bind(value),
  ];
}

/** A teacher's own deletion: every record, the sessions, the account. */
export function deleteTeacherAccount(db: D1Database, id: string): D1PreparedStatement[] {
  return [
    ...deleteTeacherRecords(db, 'SELECT ?1', id),
    db.prepare('DELETE FROM sessions WHERE user_id = ?').bind(id),
    db.prepare('DELETE FROM password_resets WHERE user_id = ?').bind(id),
    db.prepare('DELETE FROM sign_in_links WHERE user_id = ?').bind(id),
    db.prepare("DELETE FROM users WHERE id = ? AND role = 'teacher'").bind(id),
  ];
}

// ---- Staff -----------------------------------------------------------------------------------------

export type AdminTeacherRow = TeacherRow & { created_at: string; activities: number; classes: number; students: number };

/** The newest teachers staff's list shows. */
const STAFF_TEACHER_LIST = 500;

export function listTeachers(db: D1Database, limit = STAFF_TEACHER_LIST) {
  return cappedList<AdminTeacherRow>((n) => db
    .prepare(
      `SELECT u.id, u.email, u.display_name, u.created_at, p.school, p.disabled_at,
              (SELECT COUNT(*) FROM teacher_activities WHERE teacher_id = u.id) AS activities,
              (SELECT COUNT(*) FROM teacher_classes WHERE teacher_id = u.id) AS classes,
              (SELECT COUNT(*) FROM teacher_students WHERE teacher_id = u.id) AS students
       FROM users u LEFT JOIN teacher_profiles p ON p.user_id = u.id
       WHERE u.role = 'teacher' ORDER BY u.created_at DESC LIMIT ?`,
    )
    .bind(n), limit);
}

/** Disables (ending every session) or enables a teacher; false when there is no such teacher. */
export async function setTeacherDisabled(db: D1Database, id: string, disabledAt: string | null): Promise<boolean> {
  const [changed] = await db.batch([
    db.prepare(`INSERT INTO teacher_profiles (user_id, disabled_at) SELECT id, ?2 FROM users WHERE id = ?1 AND role = 'teacher'
                ON CONFLICT (user_id) DO UPDATE SET disabled_at = excluded.disabled_at`).bind(id, disabledAt),
    db.prepare(`DELETE FROM sessions WHERE user_id = ?1 AND ?2 IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = ?1 AND role = 'teacher')`).bind(id, disabledAt),
  ]);
  return (changed!.meta.changes ?? 0) > 0;
}

// ---- Activities -------------------------------------------------------------------------------------

export type ActivityRow = {
  id: string;
  teacher_id: string;
  title: string;
  template: Template;
  content: string;
  settings: string;
  share_code: string | null;
  shared: number;
  created_at: string;
  updated_at: string;
};

export type ActivityListRow = Pick<ActivityRow, 'id' | 'title' | 'template' | 'share_code' | 'shared' | 'updated_at'> & { items: number; assignments: number };

/** A teacher's activities, most recently changed first. */
export async function listActivities(db: D1Database, teacherId: string, limit = 500): Promise<ActivityListRow[]> {
  const { results } = await db
    .prepare(
      `SELECT a.id, a.title, a.template, a.share_code, a.shared, a.updated_at,
              CASE json_extract(a.content, '$.kind')
                WHEN 'words' THEN json_array_length(a.content, '$.words')
                WHEN 'sentences' THEN json_array_length(a.content, '$.sentences')
                WHEN 'groups' THEN (SELECT COALESCE(SUM(json_array_length(g.value, '$.items')), 0) FROM json_each(a.content, '$.groups') g)
                ELSE 0 END AS items,
              (SELECT COUNT(*) FROM teacher_assignments s WHERE s.activity_id = a.id) AS assignments
       FROM teacher_activities a WHERE a.teacher_id = ? ORDER BY a.updated_at DESC, a.id LIMIT ?`,
    )
    .bind(teacherId, limit)
    .all<ActivityListRow>();
  return results;
}

export async function getActivity(db: D1Database, teacherId: string, id: string): Promise<ActivityRow | null> {
  return db.prepare('SELECT * FROM teacher_activities WHERE id = ? AND teacher_id = ?').bind(id, teacherId).first<ActivityRow>();
}

/** Adds the activity unless the teacher already keeps `quota` of them (then false): counted and written in one statement. */
export async function insertActivity(db: D1Database, row: Omit<ActivityRow, 'share_code' | 'shared'>, quota: number): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO teacher_activities (id, teacher_id, title, template, content, settings, created_at, updated_at) SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
       WHERE (SELECT COUNT(*) FROM teacher_activities WHERE teacher_id = ?2) < ?9`,
    )
    .bind(row.id, row.teacher_id, row.title, row.template, row.content, row.settings, row.created_at, row.updated_at, quota)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** False when the teacher has no such activity. */
export async function updateActivity(db: D1Database, teacherId: string, id: string, change: { title: string; template: Template; content: string; settings: string; updatedAt: string }): Promise<boolean> {
  const result = await db
    .prepare('UPDATE teacher_activities SET title = ?, template = ?, content = ?, settings = ?, updated_at = ? WHERE id = ? AND teacher_id = ?')
    .bind(change.title, change.template, change.content, change.settings, change.updatedAt, id, teacherId)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** Deletes the activity with its assignments and their results. False when the teacher has no such activity. */
export async function deleteActivity(db: D1Database, teacherId: string, id: string): Promise<boolean> {
  const [, , , , activity] = await db.batch([
    ...deleteTotalsOfAssignments(db, 'SELECT id FROM teacher_assignments WHERE activity_id = ?1 AND teacher_id = ?2', id, teacherId),
    db.prepare('DELETE FROM teacher_results WHERE teacher_id = ?2 AND assignment_id IN (SELECT id FROM teacher_assignments WHERE activity_id = ?1 AND teacher_id = ?2)').bind(id, teacherId),
    db.prepare('DELETE FROM teacher_assignments WHERE activity_id = ? AND teacher_id = ?').bind(id, teacherId),
    db.prepare('DELETE FROM teacher_activities WHERE id = ? AND teacher_id = ?').bind(id, teacherId),
  ]);
  return (activity!.meta.changes ?? 0) > 0;
}

/**
 * Shares the activity: its code stays once made (the caller offers `code` for an activity without
 * one). False when the teacher has no such activity; a code already taken throws (UNIQUE).
 */
export async function shareActivity(db: D1Database, teacherId: string, id: string, code: string, at: string): Promise<boolean> {
  const result = await db
    .prepare('UPDATE teacher_activities SET shared = 1, share_code = COALESCE(share_code, ?), updated_at = ? WHERE id = ? AND teacher_id = ?')
    .bind(code, at, id, teacherId)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

export async function unshareActivity(db: D1Database, teacherId: string, id: string, at: string): Promise<boolean> {
  const result = await db.prepare('UPDATE teacher_activities SET shared = 0, updated_at = ? WHERE id = ? AND teacher_id = ?').bind(at, id, teacherId).run();
  return (result.meta.changes ?? 0) > 0;
}

// ---- Classes and students ------------------------------------------------------------------------------

export type ClassRow = { id: string; teacher_id: string; name: string; join_code: string; created_at: string; picture_password: number };

export async function listClasses(db: D1Database, teacherId: string, limit = 500): Promise<Array<ClassRow & { students: number }>> {
  const { results } = await db
    .prepare(
      `SELECT c.*, (SELECT COUNT(*) FROM teacher_students s WHERE s.class_id = c.id) AS students
       FROM teacher_classes c WHERE c.teacher_id = ? ORDER BY c.created_at LIMIT ?`,
    )
    .bind(teacherId, limit)
    .all<ClassRow & { students: number }>();
  return results;
}

export async function getClass(db: D1Database, teacherId: string, id: string): Promise<ClassRow | null> {
  return db.prepare('SELECT * FROM teacher_classes WHERE id = ? AND teacher_id = ?').bind(id, teacherId).first<ClassRow>();
}

/** A class's students in name order: a first name, a picture id and a secret picture (the teacher's to see) each. */
export async function studentsOf(db: D1Database, classId: string): Promise<StudentRow[]> {
  const { results } = await studentsOfClass(db, classId).all<StudentRow>();
  return results;
}

/** The statement of `studentsOf`, for a batch of reads. */

/** Adds the class unless the teacher already keeps `quota` classes (then false), in one statement. */
export async function insertClass(db: D1Database, row: Omit<ClassRow, 'picture_password'>, quota: number): Promise<boolean> {
  const result = await db
    .prepare('INSERT INTO teacher_classes (id, teacher_id, name, join_code, created_at) SELECT ?1, ?2, ?3, ?4, ?5 WHERE (SELECT COUNT(*) FROM teacher_classes WHERE teacher_id = ?2) < ?6')
    .bind(row.id, row.teacher_id, row.name, row.join_code, row.created_at, quota)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** A new name, the picture password on or off, or both (what is not given stays). False when the teacher has no such class. */
export async function updateClass(db: D1Database, teacherId: string, id: string, change: { name?: string; picturePassword?: boolean }): Promise<boolean> {
  const result = await db
    .prepare('UPDATE teacher_classes SET name = coalesce(?1, name), picture_password = coalesce(?2, picture_password) WHERE id = ?3 AND teacher_id = ?4')
    .bind(change.name ?? null, change.picturePassword === undefined ? null : Number(change.picturePassword), id, teacherId)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

export async function setJoinCode(db: D1Database, teacherId: string, id: string, code: string): Promise<boolean> {
  const result = await db.prepare('UPDATE teacher_classes SET join_code = ? WHERE id = ? AND teacher_id = ?').bind(code, id, teacherId).run();
  return (result.meta.changes ?? 0) > 0;
}

/** Deletes the class with its students, its assignments and their results. */
export async function deleteClass(db: D1Database, teacherId: string, id: string): Promise<boolean> {
  const results = await db.batch([
    ...deleteTotalsOfStudents(db, 'SELECT id FROM teacher_students WHERE class_id = ?1 AND teacher_id = ?2', id, teacherId),
    ...deleteTotalsOfAssignments(db, 'SELECT id FROM teacher_assignments WHERE class_id = ?1 AND teacher_id = ?2', id, teacherId),
    db.prepare('DELETE FROM teacher_results WHERE teacher_id = ?2 AND student_id IN (SELECT id FROM teacher_students WHERE class_id = ?1 AND teacher_id = ?2)').bind(id, teacherId),
    db.prepare('DELETE FROM teacher_results WHERE teacher_id = ?2 AND assignment_id IN (SELECT id FROM teacher_assignments WHERE class_id = ?1 AND teacher_id = ?2)').bind(id, teacherId),
    db.prepare('DELETE FROM teacher_assignments WHERE class_id = ? AND teacher_id = ?').bind(id, teacherId),
    db.prepare('DELETE FROM teacher_students WHERE class_id = ? AND teacher_id = ?').bind(id, teacherId),
    db.prepare('DELETE FROM teacher_classes WHERE id = ? AND teacher_id = ?').bind(id, teacherId),
  ]);
  return (results.at(-1)!.meta.changes ?? 0) > 0;
}

/**
 * Adds the students to their class, all of them or none: one statement counts the class and writes
 * every row only when they all fit under `max`, so two additions at once cannot both pass the
 * count. False when they do not fit.
 */
export async function insertStudents(db: D1Database, classId: string, rows: Array<Omit<StudentRow, 'class_id'> & { teacher_id: string; created_at: string }>, max: number): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO teacher_students (id, class_id, teacher_id, name, picture, secret_picture, created_at)
       SELECT r.value ->> '$.id', ?1, r.value ->> '$.teacher_id', r.value ->> '$.name', r.value ->> '$.picture', r.value ->> '$.secret_picture', r.value ->> '$.created_at'
       FROM json_each(?2) r WHERE (SELECT COUNT(*) FROM teacher_students WHERE class_id = ?1) + json_array_length(?2) <= ?3`,
    )
    .bind(classId, JSON.stringify(rows), max)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

export async function getStudent(db: D1Database, teacherId: string, classId: string, id: string): Promise<StudentRow | null> {
  return db.prepare('SELECT id, class_id, name, picture, secret_picture FROM teacher_students WHERE id = ? AND class_id = ? AND teacher_id = ?').bind(id, classId, teacherId).first<StudentRow>();
}

/** Renames, repictures or moves the student; a move only into a class with room under `max` (counted in the same statement). False when it has none. */
export async function updateStudent(db: D1Database, teacherId: string, id: string, change: { name: string; picture: StudentPicture; classId: string }, max: number): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE teacher_students SET name = ?1, picture = ?2, class_id = ?3 WHERE id = ?4 AND teacher_id = ?5
       AND (class_id = ?3 OR (SELECT COUNT(*) FROM teacher_students WHERE class_id = ?3) < ?6)`,
    )
    .bind(change.name, change.picture, change.classId, id, teacherId, max)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** Removes the student and their results. */
export async function deleteStudent(db: D1Database, teacherId: string, classId: string, id: string): Promise<boolean> {
  const [, , , student] = await db.batch([
    ...deleteTotalsOfStudents(db, 'SELECT id FROM teacher_students WHERE id = ?1 AND class_id = ?3 AND teacher_id = ?2', id, teacherId, classId),
    db.prepare('DELETE FROM teacher_results WHERE student_id = ?1 AND teacher_id = ?2 AND EXISTS (SELECT 1 FROM teacher_students WHERE id = ?1 AND class_id = ?3 AND teacher_id = ?2)').bind(id, teacherId, classId),
    db.prepare('DELETE FROM teacher_students WHERE id = ? AND class_id = ? AND teacher_id = ?').bind(id, classId, teacherId),
  ]);
  return (student!.meta.changes ?? 0) > 0;
}

// ---- Assignments ------------------------------------------------------------------------------------------

export type AssignmentRow = {
  id: string;
  teacher_id: string;
  activity_id: string;
  class_id: string;
  code: string;
  due_at: string | null;
  attempt_rule: AttemptRule;
  created_at: string;
};
export type AssignmentListRow = AssignmentRow & { activity_title: string; template: Template; class_name: string; played: number; students: number };

const ASSIGNMENT_LIST = `
  SELECT s.*, a.title AS activity_title, a.template, c.name AS class_name,
         (SELECT COUNT(*) FROM teacher_report_students r WHERE r.assignment_id = s.id) AS played,
         (SELECT COUNT(*) FROM teacher_students st WHERE st.class_id = s.class_id) AS students
  FROM teacher_assignments s JOIN teacher_activities a ON a.id = s.activity_id JOIN teacher_classes c ON c.id = s.class_id`;

export async function listAssignments(db: D1Database, teacherId: string, limit = 500): Promise<AssignmentListRow[]> {
  const { results } = await db.prepare(`${ASSIGNMENT_LIST} WHERE s.teacher_id = ? ORDER BY s.created_at DESC LIMIT ?`).bind(teacherId, limit).all<AssignmentListRow>();
  return results;
}

export async function getAssignment(db: D1Database, teacherId: string, id: string): Promise<AssignmentListRow | null> {
  return db.prepare(`${ASSIGNMENT_LIST} WHERE s.id = ? AND s.teacher_id = ?`).bind(id, teacherId).first<AssignmentListRow>();
}

/** Adds the assignment unless the teacher already keeps `quota` of them (then false), in one statement. */
export async function insertAssignment(db: D1Database, row: AssignmentRow, quota: number): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO teacher_assignments (id, teacher_id, activity_id, class_id, code, due_at, attempt_rule, created_at) SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
       WHERE (SELECT COUNT(*) FROM teacher_assignments WHERE teacher_id = ?2) < ?9`,
    )
    .bind(row.id, row.teacher_id, row.activity_id, row.class_id, row.code, row.due_at, row.attempt_rule, row.created_at, quota)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

export async function deleteAssignment(db: D1Database, teacherId: string, id: string): Promise<boolean> {
  const [, , , assignment] = await db.batch([
    ...deleteTotalsOfAssignments(db, 'SELECT id FROM teacher_assignments WHERE id = ?1 AND teacher_id = ?2', id, teacherId),
    db.prepare('DELETE FROM teacher_results WHERE assignment_id = ? AND teacher_id = ?').bind(id, teacherId),
    db.prepare('DELETE FROM teacher_assignments WHERE id = ? AND teacher_id = ?').bind(id, teacherId),
  ]);
  return (assignment!.meta.changes ?? 0) > 0;
}

/** Removes one result of the teacher's assignment, its student's totals to be made again. False when the teacher has no such result there. */
export async function deleteResult(db: D1Database, teacherId: string, assignmentId: string, id: string): Promise<boolean> {
  const totals = removeResultTotals(db, id, assignmentId, teacherId);
  const [, result] = await db.batch([totals.before, db.prepare('DELETE FROM teacher_results WHERE id = ? AND assignment_id = ? AND teacher_id = ?').bind(id, assignmentId, teacherId), ...totals.after]);
  return (result!.meta.changes ?? 0) > 0;
}
