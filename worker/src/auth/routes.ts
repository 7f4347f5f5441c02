import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ROUTES } from '../../../contract/routes';
import { deliverEmailAbout } from '../email/outbox';
import type { AppEnv } from '../env';
import { readJson, validate } from '../http/body';
import { requireHuman } from '../http/bot-check';
import { apiError } from '../http/errors';
import { requireSameOrigin } from '../http/same-origin';
import { limitLeads, LEAD_LIMITS } from '../leads/rate-limit';
import { createUser, findUserByEmail, publicUser, updatePasswordHash } from '../store/users';
import { now } from '../time/clock';
import { DECOY_HASH, hashPassword, needsRehash, newPasswordProblem, verifyPassword } from './password';
import { existingAccountNotice, queueSignUpEmail, welcomeEmail } from './emails';
import { currentUser, endSession, startSession } from './session';
import { LOGIN_THROTTLE, loginAttempt, loginSucceeded, slowDown, TOO_MANY_ATTEMPTS } from './throttle';

export const WRONG_CREDENTIALS = 'The email or password is not correct.';

/**
 * Every accepted sign-up gets this answer and no session, whether the address was new or already
 * had an account, so the answer does not tell which addresses have accounts. The site then signs
 * in with the same email and password; an email tells the owner of the address which case it was.
 */
const SIGN_UP_ANSWER = { user: null, checkEmail: true } as const;

const register = ROUTES['POST /api/auth/register'];
const login = ROUTES['POST /api/auth/login'];

/** Password rules the body schema does not know: not only spaces, at most 128 bytes. */
const checkNewPassword = createMiddleware<AppEnv & { Variables: { body: { password: string } } }>(async function checkNewPassword(c, next) {
  const problem = newPasswordProblem(c.get('body').password);
  if (problem) return apiError(c, 400, 'Please correct the highlighted fields.', { password: problem });
  await next();
});

/** api.md, Accounts. Same-origin only: no CORS headers, and state changes must carry our Origin. */
export const authRoutes = new Hono<AppEnv>()
  .use(requireSameOrigin)
  .post('/register', readJson, requireHuman(register.botCheck), validate(register.body), checkNewPassword, limitLeads(LEAD_LIMITS.register), async (c) => {
    const { email, password, displayName } = c.get('body');
    // The same work and the same answer for a new and an existing address; only the email differs.
    const passwordHash = await hashPassword(password);
    const user = await createUser(c.env.DB, { email, displayName, passwordHash, createdAt: now().toISOString() });
    const site = new URL(c.req.url).origin;
    const message = user
      ? { ...welcomeEmail(email, displayName, site, c.env.SUPPORT_EMAIL), relatedId: user.id }
      : existingAccountNotice(email, site, c.env.SUPPORT_EMAIL);
    const relatedId = await queueSignUpEmail(c.env.DB, message);
    c.executionCtx.waitUntil(deliverEmailAbout(c.env, relatedId));
    return c.json(SIGN_UP_ANSWER, 201);
  })
  .post('/login', readJson, requireHuman(login.botCheck), validate(login.body), async (c) => {
    const { email, password } = c.get('body');
    const client = c.get('clientId');
    const attempt = await loginAttempt(c.env.DB, email, client);
    if (!attempt.allowed) {
      c.header('Retry-After', String(LOGIN_THROTTLE.windowMinutes * 60));
      return apiError(c, 429, TOO_MANY_ATTEMPTS);
    }
    if (attempt.slow) await slowDown();
    const user = await findUserByEmail(c.env.DB, email);
    // An unknown email costs one hash too, so timing does not tell which emails have accounts.
    const matches = await verifyPassword(password, user?.passwordHash ?? DECOY_HASH);
    // A wrong password leaves the attempt counted.
    if (!user || !matches) return apiError(c, 401, WRONG_CREDENTIALS);
    await loginSucceeded(c.env.DB, email, client);
    if (needsRehash(user.passwordHash)) await updatePasswordHash(c.env.DB, user.id, await hashPassword(password));
    await startSession(c, user.id);
    return c.json({ user: publicUser(user) });
  })
  .post('/logout', async (c) => {
    await endSession(c);
    return c.json({ user: null });
  })
  .get('/me', async (c) => {
    const user = await currentUser(c);
    return c.json({ user: user ? publicUser(user) : null });
  });
