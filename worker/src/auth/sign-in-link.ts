import { apiError } from '../http/errors';
import { RouteTable } from '../http/route';
import { requireSameOrigin } from '../http/same-origin';
import { consumeEmailedLink } from '../store/emailed-links';
import { markEmailVerified } from '../store/members';
import { publicUser } from '../store/users';
import { now } from '../time/clock';
import { answerLinkRequest, emailedLinkLimits, type EmailedLink } from './emailed-link';
import { hashToken, startSession } from './session';

/** The sign-in link: how long it works, how many one address may get in an hour, and its email. */
export const SIGN_IN_LINK = {
  table: 'sign_in_links',
  page: '/sign-in-link',
  linkMinutes: 15,
  perAddressPerHour: 3,
  kind: 'sign_in_link',
  subject: 'Your VERSE sign-in link',
  asked: 'Someone (we hope you) asked for a link to sign in to the VERSE account for this email address without its password. To sign in, open this link:',
  works: ', in the browser you open it in.',
  ignore: 'If you did not ask for this, you can ignore this email: no one can sign in without opening it.',
  tooMany: 'Too many sign-in links were asked for from this connection. Please wait a while and try again.',
} as const satisfies EmailedLink;

export const SIGN_IN_LINK_SPENT = 'This sign-in link has expired or was already used. Please ask for a new one.';

const limits = emailedLinkLimits(SIGN_IN_LINK);

/** "Email me a sign-in link" (api.md, Accounts), mounted at /api/auth/sign-in-link. Same origin only. */
export const signInLinkRoutes = new RouteTable('/api/auth/sign-in-link');
signInLinkRoutes.use(requireSameOrigin);
signInLinkRoutes
  .serve('POST /api/auth/sign-in-link', limits.request, (c) => answerLinkRequest(c, SIGN_IN_LINK, c.get('body').email))
  .serve('POST /api/auth/sign-in-link/confirm', limits.confirm, async (c) => {
    const at = now().toISOString();
    const user = await consumeEmailedLink(c.env.DB, SIGN_IN_LINK.table, await hashToken(c.get('body').token), at);
    if (!user) return apiError(c, 400, SIGN_IN_LINK_SPENT);
    // The link reached the address: that proves it as a confirmation link does.
    await markEmailVerified(c.env.DB, user.id, user.email, at);
    await startSession(c, user.id);
    return { user: publicUser(user) };
  });
