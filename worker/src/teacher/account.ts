// A teacher's account: signing up (no session yet), and, signed in, the profile, the password and
// deleting the account with everything it keeps.
import type { Context } from 'hono';
import { checkNewPassword, newPasswordCheck, type SignedInEnv } from '../auth/guard';
import { DECOY_HASH, hashPassword, verifyPassword } from '../auth/password';
import { existingAccountNotice, queueSignUpEmail, welcomeEmail } from '../auth/emails';
import { endSession, hashToken, newToken, startSession } from '../auth/session';
import { LOGIN_THROTTLE, loginAttempt, loginSucceeded, TOO_MANY_ATTEMPTS } from '../auth/throttle';
import { deliverEmailAbout } from '../email/outbox';
import type { AppEnv } from '../env';
import { apiError } from '../http/errors';
import { RouteTable } from '../http/route';
import { requireSameOrigin } from '../http/same-origin';
import { limitLeads, LEAD_LIMITS } from '../leads/rate-limit';
import { emailHash } from '../admin/deletion';
import { insertAudit } from '../store/audit';
import { runTogether } from '../store/batch';
import * as store from '../store/teacher';
import { now } from '../time/clock';
import { FIX_FIELDS, teacherId } from './shared';

/** `POST /register`: the same work and answer as a member's sign-up, for the teacher role. */
export const registerRoutes = new RouteTable<AppEnv>('/api/teacher');
registerRoutes.use('/register', requireSameOrigin);
registerRoutes.serve('POST /api/teacher/register', checkNewPassword, limitLeads(LEAD_LIMITS.register), async (c) => {
  const { name, email, password, school } = c.get('body');
  // The same work and the same answer for a new and an existing address; only the email differs.
  const passwordHash = await hashPassword(password);
  const id = crypto.randomUUID();
  // A new teacher confirms their address before the workspace opens: the welcome email carries the link.
  const confirm = newToken();
  const created = await store.createTeacher(c.env.DB, { id, email, name, school, passwordHash, createdAt: now().toISOString(), verificationHash: await hashToken(confirm) });
  const site = new URL(c.req.url).origin;
  const message = created ? { ...welcomeEmail(email, name, site, c.env.SUPPORT_EMAIL, { confirmLink: `${site}/verify-email/${confirm}` }), relatedId: id } : existingAccountNotice(email, site, c.env.SUPPORT_EMAIL);
  const relatedId = await queueSignUpEmail(c.env.DB, message);
  c.executionCtx.waitUntil(deliverEmailAbout(c.env, relatedId));
  return { user: null, checkEmail: true } as const;
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
export const accountRoutes = new RouteTable<SignedInEnv>('/api/teacher')
  .serve('GET /api/teacher/me', async (c) => {
    const teacher = (await store.teacherById(c.env.DB, teacherId(c)))!;
    return { teacher: teacherOf(teacher) };
  })
  .serve('PATCH /api/teacher/me', async (c) => {
    await store.updateTeacher(c.env.DB, teacherId(c), c.get('body'));
    const teacher = (await store.teacherById(c.env.DB, teacherId(c)))!;
    return { teacher: teacherOf(teacher) };
  })
  .serve('POST /api/teacher/me/password', newPasswordCheck('newPassword'), async (c) => {
    const { currentPassword, newPassword } = c.get('body');
    const refused = await passwordRefused(c, currentPassword, 'currentPassword', 'This is not your current password.');
    if (refused) return refused;
    await store.changeTeacherPassword(c.env.DB, teacherId(c), await hashPassword(newPassword));
    // Every other browser is signed out; this one goes on with a new session.
    await startSession(c, teacherId(c));
    return { changed: true } as const;
  })
  .serve('POST /api/teacher/me/delete', async (c) => {
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
    return { deleted: counts };
  });
