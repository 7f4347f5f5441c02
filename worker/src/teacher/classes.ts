// A teacher's classes and their students (first names and pictures only), with a class's join code
// and a student's history of results.
import type { RouteAnswer } from '../../../contract/routes';
import { CLASS_MAX_STUDENTS, TEACHER_QUOTAS } from '../../../contract/teacher';
import type { SignedInEnv } from '../auth/guard';
import { apiError, ApiError } from '../http/errors';
import { RouteTable } from '../http/route';
import * as store from '../store/teacher';
import * as play from '../store/teacher-play';
import { now } from '../time/clock';
import { asAttempt } from './assignments';
import { picturesFor, secretPicture } from './logic';
import { judges, memoisedAnalyser, patternReport } from './patterns';
import { FIX_FIELDS, NOT_FOUND, QUOTA_REACHED, teacherId, withNewCode, type TeacherContext } from './shared';

/** A class of the teacher's with its students; 404 for another's or none. */
async function classAnswer(c: TeacherContext, id: string): Promise<RouteAnswer<'GET /api/teacher/classes/:id'>> {
  const row = await store.getClass(c.env.DB, teacherId(c), id);
  if (!row) throw new ApiError(404, NOT_FOUND.class);
  const students = await store.studentsOf(c.env.DB, row.id);
  return { class: { id: row.id, name: row.name, joinCode: row.join_code, createdAt: row.created_at, picturePassword: row.picture_password === 1, students: students.map(({ id, name, picture, secret_picture }) => ({ id, name, picture, secretPicture: secret_picture })) } };
}

/** `/classes` and `/students/:id/history`, mounted from their keys. */
export const classRoutes = new RouteTable<SignedInEnv>('/api/teacher')
  .serve('GET /api/teacher/classes', async (c) => {
    const rows = await store.listClasses(c.env.DB, teacherId(c));
    return { classes: rows.map((r) => ({ id: r.id, name: r.name, joinCode: r.join_code, students: r.students, createdAt: r.created_at })) };
  })
  .serve('POST /api/teacher/classes', async (c) => {
    const id = crypto.randomUUID();
    const added = await withNewCode((join_code) => store.insertClass(c.env.DB, { id, teacher_id: teacherId(c), name: c.get('body').name, join_code, created_at: now().toISOString() }, TEACHER_QUOTAS.classes));
    if (!added) return apiError(c, 409, QUOTA_REACHED.classes);
    return classAnswer(c, id);
  })
  .serve('GET /api/teacher/classes/:id', (c) => classAnswer(c, c.req.param('id')))
  .serve('PATCH /api/teacher/classes/:id', async (c) => {
    if (!(await store.updateClass(c.env.DB, teacherId(c), c.req.param('id'), c.get('body')))) return apiError(c, 404, NOT_FOUND.class);
    return classAnswer(c, c.req.param('id'));
  })
  .serve('DELETE /api/teacher/classes/:id', async (c) => {
    if (!(await store.deleteClass(c.env.DB, teacherId(c), c.req.param('id')))) return apiError(c, 404, NOT_FOUND.class);
    return { deleted: true };
  })
  .serve('POST /api/teacher/classes/:id/join-code', async (c) => {
    const found = await withNewCode((code) => store.setJoinCode(c.env.DB, teacherId(c), c.req.param('id'), code));
    if (!found) return apiError(c, 404, NOT_FOUND.class);
    return classAnswer(c, c.req.param('id'));
  })
  .serve('POST /api/teacher/classes/:id/students', async (c) => {
    const classRow = await store.getClass(c.env.DB, teacherId(c), c.req.param('id'));
    if (!classRow) return apiError(c, 404, NOT_FOUND.class);
    const existing = await store.studentsOf(c.env.DB, classRow.id);
    const { names } = c.get('body');
    const full = () => apiError(c, 400, FIX_FIELDS, { names: `A class has up to ${CLASS_MAX_STUDENTS} students; this one has ${existing.length}.` });
    if (existing.length + names.length > CLASS_MAX_STUDENTS) return full();
    const pictures = picturesFor(existing.map((s) => s.picture), names.length);
    const at = now().toISOString();
    const rows = names.map((name, i) => ({ id: crypto.randomUUID(), teacher_id: teacherId(c), name, picture: pictures[i]!, secret_picture: secretPicture(pictures[i]!), created_at: at }));
    // The count above is for the message; the write counts again with the insert, so two additions at once cannot pass it together.
    if (!(await store.insertStudents(c.env.DB, classRow.id, rows, CLASS_MAX_STUDENTS))) return full();
    return classAnswer(c, classRow.id);
  })
  .serve('PATCH /api/teacher/classes/:id/students/:studentId', async (c) => {
    const student = await store.getStudent(c.env.DB, teacherId(c), c.req.param('id'), c.req.param('studentId'));
    if (!student) return apiError(c, 404, NOT_FOUND.student);
    const body = c.get('body');
    if (body.classId !== undefined && body.classId !== student.class_id) {
      if (!(await store.getClass(c.env.DB, teacherId(c), body.classId))) return apiError(c, 404, NOT_FOUND.class);
      if ((await store.studentsOf(c.env.DB, body.classId)).length >= CLASS_MAX_STUDENTS) return apiError(c, 400, FIX_FIELDS, { classId: `That class has ${CLASS_MAX_STUDENTS} students already.` });
    }
    const next = { name: body.name ?? student.name, picture: body.picture ?? student.picture, classId: body.classId ?? student.class_id };
    if (!(await store.updateStudent(c.env.DB, teacherId(c), student.id, next, CLASS_MAX_STUDENTS))) return apiError(c, 400, FIX_FIELDS, { classId: `That class has ${CLASS_MAX_STUDENTS} students already.` });
    return { student: { id: student.id, name: next.name, picture: next.picture, classId: next.classId } };
  })
  .serve('DELETE /api/teacher/classes/:id/students/:studentId', async (c) => {
    if (!(await store.deleteStudent(c.env.DB, teacherId(c), c.req.param('id'), c.req.param('studentId')))) return apiError(c, 404, NOT_FOUND.student);
    return { deleted: true };
  })
  .serve('GET /api/teacher/students/:id/history', async (c) => {
    const student = await play.studentWithClass(c.env.DB, teacherId(c), c.req.param('id'));
    if (!student) return apiError(c, 404, NOT_FOUND.student);
    const { rows, more } = await play.historyOf(c.env.DB, teacherId(c), student.id);
    const results = rows.map(asAttempt);
    return {
      more,
      byPattern: patternReport(results.filter((_, i) => judges(rows[i]!.template)), memoisedAnalyser()),
      student: { id: student.id, name: student.name, picture: student.picture, classId: student.class_id, className: student.class_name },
      results: rows.map((r, i) => ({ ...results[i]!, assignmentId: r.assignment_id, activityTitle: r.activity_title, template: r.template })).map(({ studentId: _, ...rest }) => rest),
    };
  });
