import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { apiError } from '../http/errors';
import type { Role, UserRecord } from '../store/users';
import { newPasswordProblem } from './password';
import { currentUser } from './session';

export type SignedInEnv = AppEnv & { Variables: { user: UserRecord } };

/**
 * Lets through only a signed-in member with one of these roles, as `c.get('user')`:
 * 401 without a live session, 403 with the wrong role.
 *
 * @example adminRoutes.use(requireRole('admin'))
 */
export function requireRole(...roles: Role[]) {
  return createMiddleware<SignedInEnv>(async function roleGuard(c, next) {
    const user = await currentUser(c);
    if (!user) return apiError(c, 401, 'Please sign in first.');
    if (!roles.includes(user.role)) return apiError(c, 403, 'Your account does not have access to this area.');
    c.set('user', user);
    await next();
  });
}

/** Password rules the body schema does not know (not only spaces, at most 128 bytes), on the body's `field`. */
export function newPasswordCheck<F extends string>(field: F) {
  return createMiddleware<AppEnv & { Variables: { body: Record<F, string> } }>(async function checkNewPassword(c, next) {
    const problem = newPasswordProblem(c.get('body')[field]);
    if (problem) return apiError(c, 400, 'Please correct the highlighted fields.', { [field]: problem });
    await next();
  });
}

/** The new-password rule on a body's `password`. */
export const checkNewPassword = newPasswordCheck('password');
