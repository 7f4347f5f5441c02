import type { StudentPicture } from '../../../contract/teacher';

// The rows of a class's students and of their results, as the class, play and report stores read
// them: in a module of their own, which each of those stores imports and none of them is.

export type StudentRow = { id: string; class_id: string; name: string; picture: StudentPicture; secret_picture: StudentPicture };

export type ResultRow = { id: string; student_id: string; score: number; max: number; duration_ms: number; items: string; played_at: string };

/** A class's students, by name. */
export const studentsOfClass = (db: D1Database, classId: string) => db.prepare('SELECT id, class_id, name, picture, secret_picture FROM teacher_students WHERE class_id = ? ORDER BY name, id').bind(classId);
