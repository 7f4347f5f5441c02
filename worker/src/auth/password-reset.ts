import { apiError } from '../http/errors';
import { RouteTable } from '../http/route';
import { requireSameOrigin } from '../http/same-origin';
import { limitLeads } from '../leads/rate-limit';
import { consumeEmailedLink, setNewPassword } from '../store/emailed-links';
import { publicUser } from '../store/users';
import { now } from '../time/clock';
import { sendEmailedLink } from './emailed-link';
import { checkNewPassword } from './guard';
import { hashPassword } from './password';
import { hashToken, startSession } from './session';

/** How long an emailed link works, and how many links one address may get in that time. */
export const PASSWORD_RESET = { linkMinutes: 60, perAddressPerHour: 3 } as const;

export const RESET_LINK_SPENT = 'This reset link has expired or was already used. Please ask for a new one.';

/** Per client and hour: requests (each may send an email) and uses of a link. */
const LIMITS = {
  request: {
    bucket: 'password_reset',
    windowSeconds: 3600,
    perClient: 10,
    message: 'Too many reset requests from this connection. Please wait a while and try again.',
  },
  confirm: { bucket: 'password_reset_confirm', windowSeconds: 3600, perClient: 20 },
} as const;

function resetEmail(supportEmail: string) {
  return {
    kind: 'password_reset',
    subject: 'Reset your VERSE password',
    text: (link: string) =>
      [
        'Hello,',
        '',
        'Someone (we hope you) asked to reset the password of the VERSE account for this email address. To choose a new password, open this link:',
        '',
        link,
        '',
        `The link works once, within ${PASSWORD_RESET.linkMinutes} minutes. Setting a new password signs your account out everywhere else.`,
        '',
        `If you did not ask for this, you can ignore this email: your password stays as it was. Questions: ${supportEmail}.`,
        '',
        'VERSE',
      ].join('\n'),
  };
}

/** "Forgot password" (api.md, Accounts), mounted at /api/auth/password-reset. Same origin only. */
export const passwordResetRoutes = new RouteTable('/api/auth/password-reset');
passwordResetRoutes.use(requireSameOrigin);
passwordResetRoutes
  .serve('POST /api/auth/password-reset', limitLeads(LIMITS.request), async (c) => {
    await sendEmailedLink(c, {
      table: 'password_resets',
      email: c.get('body').email,
      page: '/reset-password',
      minutes: PASSWORD_RESET.linkMinutes,
      perAddressPerHour: PASSWORD_RESET.perAddressPerHour,
      message: resetEmail(c.env.SUPPORT_EMAIL),
    });
    return { sent: true as const };
  })
  .serve('POST /api/auth/password-reset/confirm', checkNewPassword, limitLeads(LIMITS.confirm), async (c) => {
    const { token, password } = c.get('body');
    // The password is judged before the link is used up, so a refused one does not spend it.
    const user = await consumeEmailedLink(c.env.DB, 'password_resets', await hashToken(token), now().toISOString());
    if (!user) return apiError(c, 400, RESET_LINK_SPENT);
    await setNewPassword(c.env.DB, user, await hashPassword(password));
    await startSession(c, user.id);
    return { user: publicUser(user) };
  });
