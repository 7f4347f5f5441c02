import { apiError } from '../http/errors';
import { RouteTable } from '../http/route';
import { requireSameOrigin } from '../http/same-origin';
import { limitLeads } from '../leads/rate-limit';
import { consumeEmailedLink } from '../store/emailed-links';
import { markEmailVerified } from '../store/members';
import { publicUser } from '../store/users';
import { now } from '../time/clock';
import { sendEmailedLink } from './emailed-link';
import { hashToken, startSession } from './session';

/** How long a sign-in link works, and how many links one address may get in an hour. */
export const SIGN_IN_LINK = { linkMinutes: 15, perAddressPerHour: 3 } as const;

export const SIGN_IN_LINK_SPENT = 'This sign-in link has expired or was already used. Please ask for a new one.';

/** Per client and hour: requests (each may send an email) and uses of a link. */
const LIMITS = {
  request: {
    bucket: 'sign_in_link',
    windowSeconds: 3600,
    perClient: 10,
    message: 'Too many sign-in links were asked for from this connection. Please wait a while and try again.',
  },
  confirm: { bucket: 'sign_in_link_confirm', windowSeconds: 3600, perClient: 20 },
} as const;

function signInEmail(supportEmail: string) {
  return {
    kind: 'sign_in_link',
    subject: 'Your VERSE sign-in link',
    text: (link: string) =>
      [
        'Hello,',
        '',
        'Someone (we hope you) asked for a link to sign in to the VERSE account for this email address without its password. To sign in, open this link:',
        '',
        link,
        '',
        `The link works once, within ${SIGN_IN_LINK.linkMinutes} minutes, in the browser you open it in.`,
        '',
        `If you did not ask for this, you can ignore this email: no one can sign in without opening it. Questions: ${supportEmail}.`,
        '',
        'VERSE',
      ].join('\n'),
  };
}

/** "Email me a sign-in link" (api.md, Accounts), mounted at /api/auth/sign-in-link. Same origin only. */
export const signInLinkRoutes = new RouteTable('/api/auth/sign-in-link');
signInLinkRoutes.use(requireSameOrigin);
signInLinkRoutes
  .serve('POST /api/auth/sign-in-link', limitLeads(LIMITS.request), async (c) => {
    await sendEmailedLink(c, {
      table: 'sign_in_links',
      email: c.get('body').email,
      page: '/sign-in-link',
      minutes: SIGN_IN_LINK.linkMinutes,
      perAddressPerHour: SIGN_IN_LINK.perAddressPerHour,
      message: signInEmail(c.env.SUPPORT_EMAIL),
    });
    return { sent: true as const };
  })
  .serve('POST /api/auth/sign-in-link/confirm', limitLeads(LIMITS.confirm), async (c) => {
    const at = now().toISOString();
    const user = await consumeEmailedLink(c.env.DB, 'sign_in_links', await hashToken(c.get('body').token), at);
    if (!user) return apiError(c, 400, SIGN_IN_LINK_SPENT);
    // The link reached the address: that proves it as a confirmation link does.
    await markEmailVerified(c.env.DB, user.id, user.email, at);
    await startSession(c, user.id);
    return { user: publicUser(user) };
  });
