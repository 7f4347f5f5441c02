// What students open, keyed by a code and needing no sign-in: `/api/play/:code` (a shared activity,
// or an assignment with its class's names to pick from, and with a student's play token their
// review words), its results, and `/api/join/:code` (a class's page). Rate-limited per client and
// per code from a client. Students' names travel in bodies and answers only: never in a URL, never
// in a log line.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { activityContent, IDEMPOTENCY_KEY } from '../../../contract/teacher';
import type { AppEnv } from '../env';
import { hashToken, newToken } from '../auth/session';
import { apiError } from '../http/errors';
import { RouteTable } from '../http/route';
import * as store from '../store/teacher';
import * as play from '../store/teacher-play';
import { now } from '../time/clock';
import { limitFailures, limitPlay } from './limits';
import { fraction, scoreBound } from './logic';
import { totalsOf } from './totals';
import { reviewOfStudent } from './review';
import { FIX_FIELDS } from './shared';

/** How long a sitting lasts from the name's tap: a lesson, not a day. */
const PLAY_TOKEN_MINUTES = 120;

const PICK_AGAIN = 'Please tap your name again.';

/** The play token a call carries (`Authorization: Bearer <token>`), if it looks like one. */
const bearerToken = (c: Context): string | undefined => /^Bearer ([\w-]{20,100})$/.exec(c.req.header('Authorization') ?? '')?.[1];

const UNKNOWN_CODE = 'There is no activity at this address. Please check the code.';
const UNSHARED = { status: 'unshared', message: 'This activity is no longer shared' } as const;

const playable = (row: play.PlayRow) => ({ title: row.title, template: row.template, content: activityContent.parse(JSON.parse(row.content)), settings: JSON.parse(row.settings) as Record<string, string> });

/** `/api/play/:code` and `/api/join/:code`: what students open. No sign-in; never cached. */
const noStore = createMiddleware<AppEnv>(async function noStore(c, next) {
  await next();
  c.header('Cache-Control', 'no-store');
});

export const playRoutes = new RouteTable('/api');
playRoutes.use('/play/*', noStore).use('/join/*', noStore);
playRoutes
  .serve('GET /api/play/:code', async (c) => {
    const { code } = c.get('params');
    const refused = await limitPlay(c, 'lookup', code);
    if (refused) return refused;
    const assignment = await play.assignmentByCode(c.env.DB, code);
    if (assignment) {
      const activity = playable(assignment);
      const token = bearerToken(c);
      const [students, review] = await Promise.all([
        store.studentsOf(c.env.DB, assignment.class_id),
        token ? hashToken(token).then((hash) => reviewOfStudent(c.env.DB, { class_id: assignment.class_id, ...activity }, hash, now())) : null,
      ]);
      return {
        status: 'shared',
        activity,
        assignment: { className: assignment.class_name, dueAt: assignment.due_at, picturePassword: assignment.picture_password === 1, students: students.map(({ id, name, picture }) => ({ id, name, picture })) },
        ...(review ? { review } : {}),
      } as const;
    }
    const activity = await play.activityByShareCode(c.env.DB, code);
    if (!activity) return apiError(c, 404, UNKNOWN_CODE);
    if (!activity.shared) return UNSHARED;
    return { status: 'shared', activity: playable(activity), assignment: null } as const;
  })
  .serve('POST /api/play/:code/sign-in', async (c) => {
    const { code } = c.get('params');
    const refused = await limitPlay(c, 'signIn', code);
    if (refused) return refused;
    const { studentId, picture } = c.get('body');
    const assignment = await play.assignmentByCode(c.env.DB, code);
    const group = assignment ? { id: assignment.class_id, picture_password: assignment.picture_password } : await play.classByJoinCode(c.env.DB, code);
    // An activity's own share code plays anonymously: there is no one to sign in.
    if (!group) return apiError(c, 404, 'Only an assignment or a class has names to pick. Please check the code.');
    const student = await play.studentOfClass(c.env.DB, group.id, studentId);
    if (!student) return apiError(c, 404, PICK_AGAIN);
    if (group.picture_password) {
      if (picture === undefined) return apiError(c, 400, FIX_FIELDS, { picture: 'Tap your secret picture.' });
      // Wrong pictures are counted per student and client: guessing stays slow there, and no one else is kept out.
      const guesses = await limitFailures(c, 'picture', `${group.id}\n${student.id}`);
      const tooMany = await guesses.check();
      if (tooMany) return tooMany;
      if (picture !== student.secret_picture) {
        await guesses.failed();
        return apiError(c, 400, FIX_FIELDS, { picture: 'That is not your secret picture. Try again.' });
      }
    }
    const token = newToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + PLAY_TOKEN_MINUTES * 60_000).toISOString();
    if (!(await play.issuePlayToken(c.env.DB, { hash: await hashToken(token), studentId: student.id, classId: group.id, expiresAt }, at.toISOString()))) return apiError(c, 404, PICK_AGAIN);
    return { token, expiresAt };
  })
  .serve('POST /api/play/:code/results', async (c) => {
    const { code } = c.get('params');
    const key = c.req.header('Idempotency-Key') ?? '';
    if (!IDEMPOTENCY_KEY.test(key)) return apiError(c, 400, 'Send the attempt’s Idempotency-Key header (8 to 64 letters, digits, - or _).');
    const refused = await limitPlay(c, 'result', code);
    if (refused) return refused;
    const assignment = await play.assignmentByCode(c.env.DB, code);
    // An activity's own share code plays anonymously: nothing is stored for it.
    if (!assignment) return apiError(c, 404, 'Results are kept for assignments only; this code is not one.');
    const body = c.get('body');
    const bound = scoreBound(assignment.template, activityContent.parse(JSON.parse(assignment.content)), JSON.parse(assignment.settings) as Record<string, string>);
    if (body.max > bound) return apiError(c, 400, FIX_FIELDS, { max: `This activity scores at most ${bound}.` });
    const token = bearerToken(c);
    if (!token) return apiError(c, 401, PICK_AGAIN);
    const next = newToken();
    const [hash, nextHash] = await Promise.all([hashToken(token), hashToken(next)]);
    // The result's own totals go in with it: the report adds stored totals up instead of reading every attempt's words.
    const totals = { rows: totalsOf([body]), fraction: fraction(body) };
    const stored = await play.insertResult(
      c.env.DB,
      {
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
      },
      { hash, nextHash },
      totals,
    );
    if (stored === 'refused') return apiError(c, 401, PICK_AGAIN);
    // The same attempt again is answered 200, not 201: nothing new was recorded.
    if (stored === 'duplicate') return c.json({ recorded: true, duplicate: true, next: null }, 200);
    const expiresAt = (await play.playTokenExpiry(c.env.DB, nextHash))!;
    return { recorded: true, duplicate: false, next: { token: next, expiresAt } } as const;
  })
  .serve('GET /api/join/:code', async (c) => {
    const { code } = c.get('params');
    const refused = await limitPlay(c, 'lookup', code);
    if (refused) return refused;
    const found = await play.classByJoinCode(c.env.DB, code);
    if (!found) return apiError(c, 404, 'There is no class with this code. Please check it with your teacher.');
    const [students, assignments] = await Promise.all([store.studentsOf(c.env.DB, found.id), play.assignmentsOfClass(c.env.DB, found.id)]);
    return {
      class: {
        name: found.name,
        picturePassword: found.picture_password === 1,
        students: students.map(({ id, name, picture }) => ({ id, name, picture })),
        assignments: assignments.rows.map((a) => ({ code: a.code, title: a.title, template: a.template, dueAt: a.due_at })),
        moreAssignments: assignments.more,
      },
    };
  });
