import { Hono } from 'hono';
import { loginBody, registerBody } from '../../../contract/schemas';
import type { AppEnv } from '../env';
import { readJson, validate } from '../http/body';
import { requireHuman } from '../http/bot-check';
import { apiError } from '../http/errors';
import { requireSameOrigin } from '../http/same-origin';
import { limitLeads, LEAD_LIMITS } from '../leads/rate-limit';
import { createUser, findUserByEmail, publicUser, updatePasswordHash } from '../store/users';
import { now } from '../time/clock';
import { DECOY_HASH, hashPassword, needsRehash, verifyPassword } from './password';
import { currentUser, endSession, startSession } from './session';
import { LOGIN_THROTTLE, loginAttemptAllowed, loginSucceeded, TOO_MANY_ATTEMPTS } from './throttle';

export const WRONG_CREDENTIALS = 'The email or password is not correct.';
export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

/** api.md, Accounts. Same-origin only: no CORS headers, and state changes must carry our Origin. */
export const authRoutes = new Hono<AppEnv>()
  .use(requireSameOrigin)
  .post('/register', readJson, requireHuman('register'), validate(registerBody), limitLeads(LEAD_LIMITS.register), async (c) => {
    const { email, password, displayName } = c.get('body');
    const passwordHash = await hashPassword(password);
    const user = await createUser(c.env.DB, { email, displayName, passwordHash, createdAt: now().toISOString() });
    if (!user) return apiError(c, 409, EMAIL_TAKEN);
    await startSession(c, user.id);
    return c.json({ user: publicUser(user) }, 201);
  })
  .post('/login', readJson, requireHuman('login'), validate(loginBody), async (c) => {
    const { email, password } = c.get('body');
    const client = c.get('clientId');
    if (!(await loginAttemptAllowed(c.env.DB, email, client))) {
      c.header('Retry-After', String(LOGIN_THROTTLE.windowMinutes * 60));
      return apiError(c, 429, TOO_MANY_ATTEMPTS);
    }
    const user = await findUserByEmail(c.env.DB, email);
    // An unknown email costs one hash too, so timing does not tell which emails have accounts.
    const matches = await verifyPassword(password, user?.passwordHash ?? DECOY_HASH);
    // A wrong password leaves the attempt counted.
    if (!user || !matches) return apiError(c, 401, WRONG_CREDENTIALS);
    await loginSucceeded(c.env.DB, email);
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
