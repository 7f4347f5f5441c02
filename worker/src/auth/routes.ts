import { deliverEmailAbout } from '../email/outbox';
import { apiError } from '../http/errors';
import { RouteTable } from '../http/route';
import { requireSameOrigin } from '../http/same-origin';
import { limitLeads, LEAD_LIMITS } from '../leads/rate-limit';
import { createUser, findUserByEmail, publicUser, updatePasswordHash } from '../store/users';
import { now } from '../time/clock';
import { checkNewPassword } from './guard';
import { DECOY_HASH, hashPassword, needsRehash, verifyPassword } from './password';
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

/** api.md, Accounts. Same-origin only: no CORS headers, and state changes must carry our Origin. */
export const authRoutes = new RouteTable('/api/auth');
authRoutes.use(requireSameOrigin);
authRoutes
  .serve('POST /api/auth/register', checkNewPassword, limitLeads(LEAD_LIMITS.register), async (c) => {
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
    return SIGN_UP_ANSWER;
  })
  .serve('POST /api/auth/login', async (c) => {
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
    return { user: publicUser(user) };
  })
  .serve('POST /api/auth/logout', async (c) => {
    await endSession(c);
    return { user: null };
  })
  .serve('GET /api/auth/me', async (c) => {
    const user = await currentUser(c);
    return { user: user ? publicUser(user) : null };
  });
