// The teacher workspace's API (contract/teacher.ts): `/api/teacher/*` for a signed-in teacher,
// whose every record is found by its id AND the teacher's id (another teacher's id answers 404,
// so ids are never confirmed), and `/api/play/:code`, `/api/join/:code` for students, keyed by a
// code and rate-limited per client and per code. Students' names travel in bodies and answers only:
// never in a URL, never in a log line.
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ROUTES, type RouteAnswer } from '../../../contract/routes';
import { activityContent, CLASS_MAX_STUDENTS, IDEMPOTENCY_KEY, templatesFor, type Activity, type Template } from '../../../contract/teacher';
import { requireRole, type SignedInEnv } from '../auth/guard';
import { DECOY_HASH, hashPassword, newPasswordProblem, verifyPassword } from '../auth/password';
import { existingAccountNotice, queueSignUpEmail, welcomeEmail } from '../auth/emails';
import { endSession, startSession } from '../auth/session';
import { deliverEmailAbout } from '../email/outbox';
import type { AppEnv } from '../env';
import { readJson, validate } from '../http/body';
import { requireHuman } from '../http/bot-check';
import { apiError, ApiError } from '../http/errors';
import { requireSameOrigin } from '../http/same-origin';
import { limitLeads, LEAD_LIMITS } from '../leads/rate-limit';
import { emailHash } from '../admin/deletion';
import { toCsv } from '../admin/export';
import { insertAudit } from '../store/audit';
import { runTogether } from '../store/batch';
import * as store from '../store/teacher';
import * as play from '../store/teacher-play';
import { now } from '../time/clock';
import { byStudent, canPlay, countedAttempts, itemReport, newCode, picturesFor, settingsFor, settingsProblem, summarise, type Attempt } from './logic';
import { limitPlay } from './limits';

const NOT_FOUND = {
  activity: 'There is no such activity.',
  class: 'There is no such class.',
  student: 'There is no such student.',
  assignment: 'There is no such assignment.',
} as const;

const DISABLED = 'This teacher account is disabled. Please contact VERSE support.';
const FIX_FIELDS = 'Please correct the highlighted fields.';

/** A signed-in teacher whose account staff have not disabled, as `c.get('user')`; changes from this site only. */
const teacherGuard = [
  requireSameOrigin,
  requireRole('teacher'),
  createMiddleware<SignedInEnv>(async function notDisabled(c, next) {
    const teacher = await store.teacherById(c.env.DB, c.get('user').id);
    if (!teacher || teacher.disabled_at) return apiError(c, 403, DISABLED);
    await next();
  }),
] as const;

/** Any handler's context behind teacherGuard, whatever body it validated. */
type TeacherContext = Pick<Context<SignedInEnv>, 'env' | 'json'> & { get(key: 'user'): SignedInEnv['Variables']['user'] };
const teacherId = (c: TeacherContext) => c.get('user').id;

/** Runs `insert` with a fresh code, trying again on the rare code already taken. */
async function withNewCode<T>(insert: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insert(newCode());
    } catch (error) {
      if (attempt >= 4 || !/UNIQUE/i.test(String(error))) throw error;
    }
  }
}

function asActivity(row: store.ActivityRow): Activity {
  return {
    id: row.id,
    title: row.title,
    template: row.template,
    content: activityContent.parse(JSON.parse(row.content)),
    settings: JSON.parse(row.settings) as Record<string, string>,
    shareCode: row.shared ? row.share_code : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function activityAnswer(c: TeacherContext, id: string, status: 200 | 201 = 200) {
  const row = await store.getActivity(c.env.DB, teacherId(c), id);
  if (!row) throw new ApiError(404, NOT_FOUND.activity);
  return c.json({ activity: asActivity(row) } satisfies RouteAnswer<'GET /api/teacher/activities/:id'>, status);
}

function checkSettings(template: Template, settings: Record<string, string>) {
  const problem = settingsProblem(template, settings);
  if (problem) throw new ApiError(400, FIX_FIELDS, { settings: problem });
}

async function classAnswer(c: TeacherContext, id: string, status: 200 | 201 = 200) {
  const row = await store.getClass(c.env.DB, teacherId(c), id);
  if (!row) throw new ApiError(404, NOT_FOUND.class);
  const students = await store.studentsOf(c.env.DB, row.id);
  return c.json(
    { class: { id: row.id, name: row.name, joinCode: row.join_code, createdAt: row.created_at, students: students.map(({ id, name, picture }) => ({ id, name, picture })) } } satisfies RouteAnswer<'GET /api/teacher/classes/:id'>,
    status,
  );
}

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

const asAttempt = (row: play.ResultRow): Attempt => ({
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
  const [students, results] = await Promise.all([store.studentsOf(c.env.DB, assignment.class_id), play.resultsOfAssignment(c.env.DB, teacherId(c), id)]);
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
    } satisfies RouteAnswer<'GET /api/teacher/assignments/:id/report'>,
  };
}

const register = ROUTES['POST /api/teacher/register'];

/** `/api/teacher/*`. */
export const teacherRoutes = new Hono<AppEnv>()
  .post('/register', requireSameOrigin, readJson, requireHuman(register.botCheck), validate(register.body), async (c, next) => {
    const problem = newPasswordProblem(c.get('body').password);
    if (problem) return apiError(c, 400, FIX_FIELDS, { password: problem });
    await next();
  }, limitLeads(LEAD_LIMITS.register), async (c) => {
    const { name, email, password, school } = c.get('body');
    // The same work and the same answer for a new and an existing address; only the email differs.
    const passwordHash = await hashPassword(password);
    const id = crypto.randomUUID();
    const created = await store.createTeacher(c.env.DB, { id, email, name, school, passwordHash, createdAt: now().toISOString() });
    const site = new URL(c.req.url).origin;
    const message = created ? { ...welcomeEmail(email, name, site, c.env.SUPPORT_EMAIL), relatedId: id } : existingAccountNotice(email, site, c.env.SUPPORT_EMAIL);
    const relatedId = await queueSignUpEmail(c.env.DB, message);
    c.executionCtx.waitUntil(deliverEmailAbout(c.env, relatedId));
    return c.json({ user: null, checkEmail: true } satisfies RouteAnswer<'POST /api/teacher/register'>, 201);
  })
  .route('/', signedInTeacherRoutes());

function signedInTeacherRoutes() {
  return (
    new Hono<SignedInEnv>()
      .use(...teacherGuard)
      // ---- The account ----
      .get('/me', async (c) => {
        const teacher = (await store.teacherById(c.env.DB, teacherId(c)))!;
        return c.json({ teacher: { name: teacher.display_name ?? '', email: teacher.email, school: teacher.school } } satisfies RouteAnswer<'GET /api/teacher/me'>);
      })
      .patch('/me', readJson, validate(ROUTES['PATCH /api/teacher/me'].body), async (c) => {
        await store.updateTeacher(c.env.DB, teacherId(c), c.get('body'));
        const teacher = (await store.teacherById(c.env.DB, teacherId(c)))!;
        return c.json({ teacher: { name: teacher.display_name ?? '', email: teacher.email, school: teacher.school } } satisfies RouteAnswer<'PATCH /api/teacher/me'>);
      })
      .post('/me/password', readJson, validate(ROUTES['POST /api/teacher/me/password'].body), async (c) => {
        const { currentPassword, newPassword } = c.get('body');
        const problem = newPasswordProblem(newPassword);
        if (problem) return apiError(c, 400, FIX_FIELDS, { newPassword: problem });
        if (!(await verifyPassword(currentPassword, c.get('user').passwordHash))) return apiError(c, 400, FIX_FIELDS, { currentPassword: 'This is not your current password.' });
        await store.changeTeacherPassword(c.env.DB, teacherId(c), await hashPassword(newPassword));
        // Every other browser is signed out; this one goes on with a new session.
        await startSession(c, teacherId(c));
        return c.json({ changed: true } satisfies RouteAnswer<'POST /api/teacher/me/password'>);
      })
      .post('/me/delete', readJson, validate(ROUTES['POST /api/teacher/me/delete'].body), async (c) => {
        const user = c.get('user');
        if (!(await verifyPassword(c.get('body').password, user.passwordHash ?? DECOY_HASH))) return apiError(c, 400, FIX_FIELDS, { password: 'This is not your password.' });
        const counts = await store.teacherCounts(c.env.DB, user.id);
        const hash = await emailHash(user.email);
        // One batch: every record, the account and the audit entry (which names the address by its hash only).
        await runTogether(c.env.DB, [
          ...store.deleteTeacherAccount(c.env.DB, user.id),
          insertAudit(c.env.DB, { at: now().toISOString(), actorId: user.id, actorEmail: `sha256:${hash}`, action: 'deletion.teacher-self', subject: null, detail: { emailHash: hash, records: { account: 1, ...counts } } }),
        ]);
        await endSession(c);
        return c.json({ deleted: counts } satisfies RouteAnswer<'POST /api/teacher/me/delete'>);
      })
      // ---- Activities ----
      .get('/activities', async (c) => {
        const rows = await store.listActivities(c.env.DB, teacherId(c));
        return c.json({
          activities: rows.map((r) => ({ id: r.id, title: r.title, template: r.template, shareCode: r.shared ? r.share_code : null, updatedAt: r.updated_at, items: r.items, assignments: r.assignments })),
        } satisfies RouteAnswer<'GET /api/teacher/activities'>);
      })
      .post('/activities', readJson, validate(ROUTES['POST /api/teacher/activities'].body), async (c) => {
        const body = c.get('body');
        checkSettings(body.template, body.settings);
        const id = crypto.randomUUID();
        const at = now().toISOString();
        await store.insertActivity(c.env.DB, { id, teacher_id: teacherId(c), title: body.title, template: body.template, content: JSON.stringify(body.content), settings: JSON.stringify(body.settings), created_at: at, updated_at: at });
        return activityAnswer(c, id, 201);
      })
      .get('/activities/:id', (c) => activityAnswer(c, c.req.param('id')))
      .put('/activities/:id', readJson, validate(ROUTES['PUT /api/teacher/activities/:id'].body), async (c) => {
        const body = c.get('body');
        const id = c.req.param('id');
        if (!(await store.getActivity(c.env.DB, teacherId(c), id))) return apiError(c, 404, NOT_FOUND.activity);
        checkSettings(body.template, body.settings);
        await store.updateActivity(c.env.DB, teacherId(c), id, { title: body.title, template: body.template, content: JSON.stringify(body.content), settings: JSON.stringify(body.settings), updatedAt: now().toISOString() });
        return activityAnswer(c, id);
      })
      .delete('/activities/:id', async (c) => {
        if (!(await store.deleteActivity(c.env.DB, teacherId(c), c.req.param('id')))) return apiError(c, 404, NOT_FOUND.activity);
        return c.json({ deleted: true } satisfies RouteAnswer<'DELETE /api/teacher/activities/:id'>);
      })
      .post('/activities/:id/duplicate', async (c) => {
        const row = await store.getActivity(c.env.DB, teacherId(c), c.req.param('id'));
        if (!row) return apiError(c, 404, NOT_FOUND.activity);
        const id = crypto.randomUUID();
        const at = now().toISOString();
        const title = `${row.title.slice(0, 92)} (copy)`;
        await store.insertActivity(c.env.DB, { ...row, id, title, created_at: at, updated_at: at });
        return activityAnswer(c, id, 201);
      })
      .post('/activities/:id/template', readJson, validate(ROUTES['POST /api/teacher/activities/:id/template'].body), async (c) => {
        const id = c.req.param('id');
        const row = await store.getActivity(c.env.DB, teacherId(c), id);
        if (!row) return apiError(c, 404, NOT_FOUND.activity);
        const activity = asActivity(row);
        const { template } = c.get('body');
        if (!canPlay(template, activity.content)) {
          return apiError(c, 400, FIX_FIELDS, { template: `This content plays as ${templatesFor(activity.content.kind).join(', ')} only.` });
        }
        const settings = template === row.template ? activity.settings : settingsFor(template, activity.settings);
        await store.updateActivity(c.env.DB, teacherId(c), id, { title: row.title, template, content: row.content, settings: JSON.stringify(settings), updatedAt: now().toISOString() });
        return activityAnswer(c, id);
      })
      .post('/activities/:id/share', async (c) => {
        const id = c.req.param('id');
        const found = await withNewCode((code) => store.shareActivity(c.env.DB, teacherId(c), id, code, now().toISOString()));
        if (!found) return apiError(c, 404, NOT_FOUND.activity);
        return activityAnswer(c, id);
      })
      .delete('/activities/:id/share', async (c) => {
        const id = c.req.param('id');
        if (!(await store.unshareActivity(c.env.DB, teacherId(c), id, now().toISOString()))) return apiError(c, 404, NOT_FOUND.activity);
        return activityAnswer(c, id);
      })
      // ---- Classes and students ----
      .get('/classes', async (c) => {
        const rows = await store.listClasses(c.env.DB, teacherId(c));
        return c.json({ classes: rows.map((r) => ({ id: r.id, name: r.name, joinCode: r.join_code, students: r.students, createdAt: r.created_at })) } satisfies RouteAnswer<'GET /api/teacher/classes'>);
      })
      .post('/classes', readJson, validate(ROUTES['POST /api/teacher/classes'].body), async (c) => {
        const id = crypto.randomUUID();
        await withNewCode((join_code) => store.insertClass(c.env.DB, { id, teacher_id: teacherId(c), name: c.get('body').name, join_code, created_at: now().toISOString() }));
        return classAnswer(c, id, 201);
      })
      .get('/classes/:id', (c) => classAnswer(c, c.req.param('id')))
      .patch('/classes/:id', readJson, validate(ROUTES['PATCH /api/teacher/classes/:id'].body), async (c) => {
        if (!(await store.renameClass(c.env.DB, teacherId(c), c.req.param('id'), c.get('body').name))) return apiError(c, 404, NOT_FOUND.class);
        return classAnswer(c, c.req.param('id'));
      })
      .delete('/classes/:id', async (c) => {
        if (!(await store.deleteClass(c.env.DB, teacherId(c), c.req.param('id')))) return apiError(c, 404, NOT_FOUND.class);
        return c.json({ deleted: true } satisfies RouteAnswer<'DELETE /api/teacher/classes/:id'>);
      })
      .post('/classes/:id/join-code', async (c) => {
        const found = await withNewCode((code) => store.setJoinCode(c.env.DB, teacherId(c), c.req.param('id'), code));
        if (!found) return apiError(c, 404, NOT_FOUND.class);
        return classAnswer(c, c.req.param('id'));
      })
      .post('/classes/:id/students', readJson, validate(ROUTES['POST /api/teacher/classes/:id/students'].body), async (c) => {
        const classRow = await store.getClass(c.env.DB, teacherId(c), c.req.param('id'));
        if (!classRow) return apiError(c, 404, NOT_FOUND.class);
        const existing = await store.studentsOf(c.env.DB, classRow.id);
        const { names } = c.get('body');
        if (existing.length + names.length > CLASS_MAX_STUDENTS) return apiError(c, 400, FIX_FIELDS, { names: `A class has up to ${CLASS_MAX_STUDENTS} students; this one has ${existing.length}.` });
        const pictures = picturesFor(existing.map((s) => s.picture), names.length);
        const at = now().toISOString();
        await store.insertStudents(c.env.DB, names.map((name, i) => ({ id: crypto.randomUUID(), class_id: classRow.id, teacher_id: teacherId(c), name, picture: pictures[i]!, created_at: at })));
        return classAnswer(c, classRow.id, 201);
      })
      .patch('/classes/:id/students/:studentId', readJson, validate(ROUTES['PATCH /api/teacher/classes/:id/students/:studentId'].body), async (c) => {
        const student = await store.getStudent(c.env.DB, teacherId(c), c.req.param('id'), c.req.param('studentId'));
        if (!student) return apiError(c, 404, NOT_FOUND.student);
        const body = c.get('body');
        if (body.classId !== undefined && body.classId !== student.class_id) {
          if (!(await store.getClass(c.env.DB, teacherId(c), body.classId))) return apiError(c, 404, NOT_FOUND.class);
          if ((await store.studentsOf(c.env.DB, body.classId)).length >= CLASS_MAX_STUDENTS) return apiError(c, 400, FIX_FIELDS, { classId: `That class has ${CLASS_MAX_STUDENTS} students already.` });
        }
        const next = { name: body.name ?? student.name, picture: body.picture ?? student.picture, classId: body.classId ?? student.class_id };
        await store.updateStudent(c.env.DB, teacherId(c), student.id, next);
        return c.json({ student: { id: student.id, name: next.name, picture: next.picture, classId: next.classId } } satisfies RouteAnswer<'PATCH /api/teacher/classes/:id/students/:studentId'>);
      })
      .delete('/classes/:id/students/:studentId', async (c) => {
        if (!(await store.deleteStudent(c.env.DB, teacherId(c), c.req.param('id'), c.req.param('studentId')))) return apiError(c, 404, NOT_FOUND.student);
        return c.json({ deleted: true } satisfies RouteAnswer<'DELETE /api/teacher/classes/:id/students/:studentId'>);
      })
      .get('/students/:id/history', async (c) => {
        const student = await play.studentWithClass(c.env.DB, teacherId(c), c.req.param('id'));
        if (!student) return apiError(c, 404, NOT_FOUND.student);
        const rows = await play.historyOf(c.env.DB, teacherId(c), student.id);
        return c.json({
          student: { id: student.id, name: student.name, picture: student.picture, classId: student.class_id, className: student.class_name },
          results: rows.map((r) => ({ ...asAttempt(r), assignmentId: r.assignment_id, activityTitle: r.activity_title, template: r.template })).map(({ studentId: _, ...rest }) => rest),
        } satisfies RouteAnswer<'GET /api/teacher/students/:id/history'>);
      })
      // ---- Assignments and reports ----
      .get('/assignments', async (c) => {
        const rows = await store.listAssignments(c.env.DB, teacherId(c));
        return c.json({ assignments: rows.map(asAssignment) } satisfies RouteAnswer<'GET /api/teacher/assignments'>);
      })
      .post('/assignments', readJson, validate(ROUTES['POST /api/teacher/assignments'].body), async (c) => {
        const body = c.get('body');
        const [activity, classRow] = await Promise.all([store.getActivity(c.env.DB, teacherId(c), body.activityId), store.getClass(c.env.DB, teacherId(c), body.classId)]);
        if (!activity) return apiError(c, 404, NOT_FOUND.activity);
        if (!classRow) return apiError(c, 404, NOT_FOUND.class);
        const id = crypto.randomUUID();
        await withNewCode((code) =>
          store.insertAssignment(c.env.DB, { id, teacher_id: teacherId(c), activity_id: activity.id, class_id: classRow.id, code, due_at: body.dueAt, attempt_rule: body.attemptRule, created_at: now().toISOString() }),
        );
        const row = (await store.getAssignment(c.env.DB, teacherId(c), id))!;
        return c.json({ assignment: asAssignment(row) } satisfies RouteAnswer<'POST /api/teacher/assignments'>, 201);
      })
      .delete('/assignments/:id', async (c) => {
        if (!(await store.deleteAssignment(c.env.DB, teacherId(c), c.req.param('id')))) return apiError(c, 404, NOT_FOUND.assignment);
        return c.json({ deleted: true } satisfies RouteAnswer<'DELETE /api/teacher/assignments/:id'>);
      })
      .get('/assignments/:id/report', async (c) => c.json((await report(c, c.req.param('id'))).answer))
      .get('/assignments/:id/export', async (c) => {
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
      })
  );
}

const codeParams = ROUTES['GET /api/play/:code'].params;
const resultBody = ROUTES['POST /api/play/:code/results'].body;

/** The code in the path, upper-cased, or a 404 that looks like any unknown code's. */
function codeOf(c: Context): string {
  const parsed = codeParams.safeParse({ code: c.req.param('code') });
  if (!parsed.success) throw new ApiError(404, 'There is no activity at this address. Please check the code.');
  return parsed.data.code;
}

const UNKNOWN_CODE = 'There is no activity at this address. Please check the code.';
const UNSHARED = { status: 'unshared', message: 'This activity is no longer shared' } as const;

const playable = (row: play.PlayRow) => ({ title: row.title, template: row.template, content: activityContent.parse(JSON.parse(row.content)), settings: JSON.parse(row.settings) as Record<string, string> });

/** `/api/play/:code` and `/api/join/:code`: what students open. No sign-in; never cached. */
const noStore = createMiddleware<AppEnv>(async function noStore(c, next) {
  await next();
  c.header('Cache-Control', 'no-store');
});

export const playRoutes = new Hono<AppEnv>()
  .use('/play/*', noStore)
  .use('/join/*', noStore)
  .get('/play/:code', async (c) => {
    const code = codeOf(c);
    const refused = await limitPlay(c, 'lookup', code);
    if (refused) return refused;
    const assignment = await play.assignmentByCode(c.env.DB, code);
    if (assignment) {
      const students = await store.studentsOf(c.env.DB, assignment.class_id);
      return c.json({
        status: 'shared',
        activity: playable(assignment),
        assignment: { className: assignment.class_name, dueAt: assignment.due_at, students: students.map(({ id, name, picture }) => ({ id, name, picture })) },
      } satisfies RouteAnswer<'GET /api/play/:code'>);
    }
    const activity = await play.activityByShareCode(c.env.DB, code);
    if (!activity) return apiError(c, 404, UNKNOWN_CODE);
    if (!activity.shared) return c.json(UNSHARED satisfies RouteAnswer<'GET /api/play/:code'>);
    return c.json({ status: 'shared', activity: playable(activity), assignment: null } satisfies RouteAnswer<'GET /api/play/:code'>);
  })
  .post('/play/:code/results', readJson, async (c) => {
    const code = codeOf(c);
    const key = c.req.header('Idempotency-Key') ?? '';
    if (!IDEMPOTENCY_KEY.test(key)) return apiError(c, 400, 'Send the attempt’s Idempotency-Key header (8 to 64 letters, digits, - or _).');
    const parsed = resultBody.safeParse(c.get('json'));
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
      return apiError(c, 400, FIX_FIELDS, fields);
    }
    const refused = await limitPlay(c, 'result', code);
    if (refused) return refused;
    const assignment = await play.assignmentByCode(c.env.DB, code);
    // An activity's own share code plays anonymously: nothing is stored for it.
    if (!assignment) return apiError(c, 404, 'Results are kept for assignments only; this code is not one.');
    const body = parsed.data;
    const stored = await play.insertResult(c.env.DB, {
      id: crypto.randomUUID(),
      assignmentId: assignment.id,
      studentId: body.studentId,
      classId: assignment.class_id,
      teacherId: assignment.teacher_id,
      key,
      score: body.score,
      max: body.max,
      durationMs: body.durationMs,
      items: JSON.stringify(body.items),
      playedAt: now().toISOString(),
    });
    if (stored === 'no-student') return apiError(c, 404, 'This student is not in the class. Please pick your name again.');
    return c.json({ recorded: true, duplicate: stored === 'duplicate' } satisfies RouteAnswer<'POST /api/play/:code/results'>, stored === 'stored' ? 201 : 200);
  })
  .get('/join/:code', async (c) => {
    const code = codeOf(c);
    const refused = await limitPlay(c, 'lookup', code);
    if (refused) return refused;
    const found = await play.classByJoinCode(c.env.DB, code);
    if (!found) return apiError(c, 404, 'There is no class with this code. Please check it with your teacher.');
    const [students, assignments] = await Promise.all([store.studentsOf(c.env.DB, found.id), play.assignmentsOfClass(c.env.DB, found.id)]);
    return c.json({
      class: {
        name: found.name,
        students: students.map(({ id, name, picture }) => ({ id, name, picture })),
        assignments: assignments.map((a) => ({ code: a.code, title: a.title, template: a.template, dueAt: a.due_at })),
      },
    } satisfies RouteAnswer<'GET /api/join/:code'>);
  });
