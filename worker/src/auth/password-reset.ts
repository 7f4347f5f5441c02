import { apiError } from '../http/errors';
import { RouteTable } from '../http/route';
import { requireSameOrigin } from '../http/same-origin';
import { consumeEmailedLink, setNewPassword } from '../store/emailed-links';
import { publicUser } from '../store/users';
import { now } from '../time/clock';
import { answerLinkRequest, emailedLinkLimits, type EmailedLink } from './emailed-link';
import { checkNewPassword } from './guard';
import { hashPassword } from './password';
import { hashToken, startSession } from './session';

/** The reset link: how long it works, how many one address may get in an hour, and its email. */
export const PASSWORD_RESET = {
  table: 'password_resets',
  page: '/reset-password',
  linkMinutes: 60,
  perAddressPerHour: 3,
  kind: 'password_reset',
  subject: 'Reset your VERSE password',
  asked: 'Someone (we hope you) asked to reset the password of the VERSE account for this email address. To choose a new password, open this link:',
  works: '. Setting a new password signs your account out everywhere else.',
  ignore: 'If you did not ask for this, you can ignore this email: your password stays as it was.',
  tooMany: 'Too many reset requests from this connection. Please wait a while and try again.',
} as const satisfies EmailedLink;

export const RESET_LINK_SPENT = 'This reset link has expired or was already used. Please ask for a new one.';

const limits = emailedLinkLimits(PASSWORD_RESET);

/** "Forgot password" (api.md, Accounts), mounted at /api/auth/password-reset. Same origin only. */
export const passwordResetRoutes = new RouteTable('/api/auth/password-reset');
passwordResetRoutes.use(requireSameOrigin);
passwordResetRoutes
  .serve('POST /api/auth/password-reset', limits.request, (c) => answerLinkRequest(c, PASSWORD_RESET, c.get('body').email))
  .serve('POST /api/auth/password-reset/confirm', checkNewPassword, limits.confirm, async (c) => {
    const { token, password } = c.get('body');
    // The password is judged before the link is used up, so a refused one does not spend it.
    const user = await consumeEmailedLink(c.env.DB, PASSWORD_RESET.table, await hashToken(token), now().toISOString());
    if (!user) return apiError(c, 400, RESET_LINK_SPENT);
    await setNewPassword(c.env.DB, user, await hashPassword(password));
    await startSession(c, user.id);
    return { user: publicUser(user) };
  });
