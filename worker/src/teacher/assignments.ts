// A teacher's assignments (an activity given to a class, with its own code), and the reports made of
// the results the class's students send: on screen and as CSV.
import type { RouteAnswer } from '../../../contract/routes';
import { TEACHER_QUOTAS } from '../../../contract/teacher';
import type { SignedInEnv } from '../auth/guard';
import { toCsv } from '../admin/export';
import { apiError, ApiError } from '../http/errors';
import { RouteTable } from '../http/route';
import * as store from '../store/teacher';
import * as play from '../store/teacher-play';
import { now } from '../time/clock';
import { byStudent, countedAttempts, itemReport, summarise, type Attempt } from './logic';
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

export const asAttempt = (row: play.ResultRow): Attempt => ({
  id: row.id,
  studentId: row.student_id,
  score: row.score,
  max: row.max,
  durationMs: row.duration_ms,
  playedAt: row.played_at,
  items: JSON.parse(row.items) as Attempt['items'],
});

/** An assignment's report: every student of the class, played or not, and the items hardest first. */
async function report(c: TeacherContext, id: string) {
  const assignment = await store.getAssignment(c.env.DB, teacherId(c), id);
  if (!assignment) throw new ApiError(404, NOT_FOUND.assignment);
  const [students, { rows: results, more }] = await Promise.all([store.studentsOf(c.env.DB, assignment.class_id), play.resultsOfAssignment(c.env.DB, teacherId(c), id)]);
  const attempts = byStudent(results.map(asAttempt));
  const rule = assignment.attempt_rule;
  return {
    assignment,
    students,
    attempts,
    answer: {
      assignment: asAssignment(assignment),
      students: students.map((s) => {
        const summary = summarise(attempts.get(s.id) ?? [], rule);
        return { id: s.id, name: s.name, picture: s.picture, played: summary.attempts > 0, ...summary };
      }),
      items: itemReport(students.flatMap((s) => countedAttempts(attempts.get(s.id) ?? [], rule))),
      attempts: results.map(({ id, student_id, score, max, duration_ms, played_at }) => ({ id, studentId: student_id, score, max, durationMs: duration_ms, playedAt: played_at })).reverse(),
      more,
    } satisfies RouteAnswer<'GET /api/teacher/assignments/:id/report'>,
  };
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
  .serve('GET /api/teacher/assignments/:id/report', async (c) => (await report(c, c.req.param('id'))).answer)
  .serve('GET /api/teacher/assignments/:id/export', async (c) => {
    const { assignment, students, attempts } = await report(c, c.req.param('id'));
    const rows: unknown[][] = [];
    for (const student of students) {
      const own = attempts.get(student.id) ?? [];
      const counted = new Set(countedAttempts(own, assignment.attempt_rule).map((a) => a.id));
      if (!own.length) rows.push([student.name, 0, '', '', '', '', '', '', '', '']);
      own.forEach((a, i) =>
        rows.push([student.name, i + 1, counted.has(a.id) ? 'yes' : 'no', a.score, a.max, a.max > 0 ? Math.round((a.score / a.max) * 100) : '', Math.round(a.durationMs / 1000), a.playedAt, a.items.filter((item) => item.right).length, a.items.length]),
      );
    }
    const csv = toCsv(['Student', 'Attempt', 'Counted', 'Score', 'Max', 'Percent', 'Seconds', 'Played at', 'Items right', 'Items asked'], rows);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      // The file is named by the assignment's id, never by a student's or class's name.
      'Content-Disposition': `attachment; filename="verse-assignment-${assignment.id.slice(0, 8)}.csv"`,
      'Cache-Control': 'no-store',
    });
  });
