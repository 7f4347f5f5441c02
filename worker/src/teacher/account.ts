// A teacher's account: signing up (no session yet), and, signed in, the profile, the password and
// deleting the account with everything it keeps.
import { Hono, type Context } from 'hono';
import { ROUTES, type RouteAnswer } from '../../../contract/routes';
import type { SignedInEnv } from '../auth/guard';
import { DECOY_HASH, hashPassword, newPasswordProblem, verifyPassword } from '../auth/password';
import { existingAccountNotice, queueSignUpEmail, welcomeEmail } from '../auth/emails';
import { endSession, hashToken, newToken, startSession } from '../auth/session';
import { LOGIN_THROTTLE, loginAttempt, loginSucceeded, TOO_MANY_ATTEMPTS } from '../auth/throttle';
import { deliverEmailAbout } from '../email/outbox';
import type { AppEnv } from '../env';
import { readJson, validate } from '../http/body';
import { requireHuman } from '../http/bot-check';
import { apiError } from '../http/errors';
import { requireSameOrigin } from '../http/same-origin';
import { limitLeads, LEAD_LIMITS } from '../leads/rate-limit';
import { emailHash } from '../admin/deletion';
import { insertAudit } from '../store/audit';
import { runTogether } from '../store/batch';
import * as store from '../store/teacher';
import { now } from '../time/clock';
import { FIX_FIELDS, teacherId } from './shared';

const register = ROUTES['POST /api/teacher/register'];

/** `POST /register`: the same work and answer as a member's sign-up, for the teacher role. */
export const registerRoutes = new Hono<AppEnv>().post('/register', requireSameOrigin, readJson, requireHuman(register.botCheck), validate(register.body), async (c, next) => {
  const problem = newPasswordProblem(c.get('body').password);
  if (problem) return apiError(c, 400, FIX_FIELDS, { password: problem });
  await next();
}, limitLeads(LEAD_LIMITS.register), async (c) => {
  const { name, email, password, school } = c.get('body');
  // The same work and the same answer for a new and an existing address; only the email differs.
  const passwordHash = await hashPassword(password);
  const id = crypto.randomUUID();
  // A new teacher confirms their address before the workspace opens: the welcome email carries the link.
  const confirm = newToken();
  const created = await store.createTeacher(c.env.DB, { id, email, name, school, passwordHash, createdAt: now().toISOString(), verificationHash: await hashToken(confirm) });
  const site = new URL(c.req.url).origin;
  const message = created ? { ...welcomeEmail(email, name, site, c.env.SUPPORT_EMAIL, `${site}/verify-email/${confirm}`), relatedId: id } : existingAccountNotice(email, site, c.env.SUPPORT_EMAIL);
  const relatedId = await queueSignUpEmail(c.env.DB, message);
  c.executionCtx.waitUntil(deliverEmailAbout(c.env, relatedId));
  return c.json({ user: null, checkEmail: true } satisfies RouteAnswer<'POST /api/teacher/register'>, 201);
});

/**
 * Checks the account's password as a sign-in does, counted against the same per-account-and-client
 * limit, so a borrowed session cannot try passwords without end: null when it is right, else the
 * refusal to answer (400 on `field`, or 429).
 */
async function passwordRefused<E extends SignedInEnv>(c: Context<E>, password: string, field: string, wrong: string): Promise<Response | null> {
  const user = c.get('user');
  if (!(await loginAttempt(c.env.DB, user.email, c.get('clientId'))).allowed) {
    c.header('Retry-After', String(LOGIN_THROTTLE.windowMinutes * 60));
    return apiError(c, 429, TOO_MANY_ATTEMPTS);
  }
  if (!(await verifyPassword(password, user.passwordHash ?? DECOY_HASH))) return apiError(c, 400, FIX_FIELDS, { [field]: wrong });
  await loginSucceeded(c.env.DB, user.email, c.get('clientId'));
  return null;
}

const teacherOf = (row: store.TeacherRow) => ({ name: row.display_name ?? '', email: row.email, school: row.school, verified: !!row.email_verified_at });

/** `/me`: the signed-in teacher's own account. */
export const accountRoutes = new Hono<SignedInEnv>()
  .get('/me', async (c) => {
    const teacher = (await store.teacherById(c.env.DB, teacherId(c)))!;
    return c.json({ teacher: teacherOf(teacher) } satisfies RouteAnswer<'GET /api/teacher/me'>);
  })
  .patch('/me', readJson, validate(ROUTES['PATCH /api/teacher/me'].body), async (c) => {
    await store.updateTeacher(c.env.DB, teacherId(c), c.get('body'));
    const teacher = (await store.teacherById(c.env.DB, teacherId(c)))!;
    return c.json({ teacher: teacherOf(teacher) } satisfies RouteAnswer<'PATCH /api/teacher/me'>);
  })
  .post('/me/password', readJson, validate(ROUTES['POST /api/teacher/me/password'].body), async (c) => {
    const { currentPassword, newPassword } = c.get('body');
    const problem = newPasswordProblem(newPassword);
    if (problem) return apiError(c, 400, FIX_FIELDS, { newPassword: problem });
    const refused = await passwordRefused(c, currentPassword, 'currentPassword', 'This is not your current password.');
    if (refused) return refused;
    await store.changeTeacherPassword(c.env.DB, teacherId(c), await hashPassword(newPassword));
    // Every other browser is signed out; this one goes on with a new session.
    await startSession(c, teacherId(c));
    return c.json({ changed: true } satisfies RouteAnswer<'POST /api/teacher/me/password'>);
  })
  .post('/me/delete', readJson, validate(ROUTES['POST /api/teacher/me/delete'].body), async (c) => {
    const user = c.get('user');
    const refused = await passwordRefused(c, c.get('body').password, 'password', 'This is not your password.');
    if (refused) return refused;
    const counts = await store.teacherCounts(c.env.DB, user.id);
    const hash = await emailHash(user.email);
    // One batch: every record, the account and the audit entry (which names the address by its hash only).
    await runTogether(c.env.DB, [
      ...store.deleteTeacherAccount(c.env.DB, user.id),
      insertAudit(c.env.DB, { at: now().toISOString(), actorId: user.id, actorEmail: `sha256:${hash}`, action: 'deletion.teacher-self', subject: null, detail: { emailHash: hash, records: { account: 1, ...counts } } }),
    ]);
    await endSession(c);
    return c.json({ deleted: counts } satisfies RouteAnswer<'POST /api/teacher/me/delete'>);
  });
