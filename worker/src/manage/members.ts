// Members: a verified address, then "My consultations" (past and upcoming, each with its own
// manage page for reschedule and cancel). Nothing is shown for an unverified address: anyone can
// register with any address, and only its owner can open the link emailed to it.
import { createMiddleware } from 'hono/factory';
import type { UserRecord } from '../store/users';
import type { AppEnv, Bindings } from '../env';
import { currentUser } from '../auth/session';
import { deliverEmailAbout, insertOutboxRowFields } from '../email/outbox';
import { ApiError } from '../http/errors';
import { RouteTable } from '../http/route';
import { requireSameOrigin } from '../http/same-origin';
import { consultationsOf, emailVerifiedAt, sendVerification, verifyEmail } from '../store/members';
import type { ManagedBooking } from '../store/manage';
import { now } from '../time/clock';
import { hashManageToken, manageUrl, mintManageToken, unsealManageToken } from './token';
import { requestDeletion } from './deletion';

const HOUR_MS = 3_600_000;
const LINK_DAYS = 7;
const siteOf = (env: Bindings) => manageUrl(env, '').replace(/\/manage\/$/, '');

const notSignedIn = () => new ApiError(401, 'Please sign in first.');


async function memberConsultation(env: Bindings, booking: ManagedBooking) {
  const token = await unsealManageToken(env, booking.manage_token_sealed);
  return {
    status: booking.status as 'confirmed' | 'cancelled',
    startISO: booking.start_iso!,
    endISO: booking.end_iso!,
    label: booking.label,
    manage: token ? `/manage/${token}` : null,
  };
}

/**
 * The email that confirms an address: for a member it opens "My consultations", for a teacher the
 * Teacher Portal. A teacher's welcome email carries the same link (`teacher/account.ts`).
 */
function verificationEmail(role: UserRecord['role'], link: string) {
  return {
    kind: 'email_verification',
    subject: 'Confirm your email address for VERSE',
    text: [
      'Hello,',
      '',
      role === 'teacher' ? 'To open your Teacher Portal, confirm this is your address:' : 'To see your consultations on your VERSE account, confirm this is your address:',
      link,
      '',
      `The link works for ${LINK_DAYS} days. If you did not ask for it, ignore this email.`,
      '',
      'The VERSE team',
    ].join('\n'),
  };
}

/** Mounted at /api/account. */
/** Signed-in calls answer a visitor 401 before reading anything else. */
const signedIn = createMiddleware<AppEnv & { Variables: { member: UserRecord } }>(async function signedIn(c, next) {
  const user = await currentUser(c);
  if (!user) throw notSignedIn();
  c.set('member', user);
  await next();
});

export const memberRoutes = new RouteTable<AppEnv & { Variables: { member: UserRecord } }>('/api/account');
memberRoutes.use('*', requireSameOrigin).use('/verify-email', signedIn).use('/consultations', signedIn).use('/delete-data', signedIn);
memberRoutes
  .serve('POST /api/account/verify-email', async (c) => {
    const user = c.get('member');
    if (await emailVerifiedAt(c.env.DB, user.id)) return { verified: true, sent: false };
    const at = now();
    const link = await mintManageToken(c.env);
    const row = insertOutboxRowFields({ ...verificationEmail(user.role, `${siteOf(c.env)}/verify-email/${link.token}`), to: user.email, relatedId: user.id }, at);
    const sent = await sendVerification(c.env.DB, { tokenHash: link.hash, userId: user.id, email: user.email, at: at.toISOString(), since: new Date(at.getTime() - HOUR_MS).toISOString() }, row);
    if (sent) c.executionCtx.waitUntil(deliverEmailAbout(c.env, user.id));
    return { verified: false, sent };
  })
  .serve('POST /api/account/verify-email/confirm', async (c) => {
    const at = now();
    const since = new Date(at.getTime() - LINK_DAYS * 24 * HOUR_MS).toISOString();
    if (!(await verifyEmail(c.env.DB, await hashManageToken(c.get('body').token), since, at.toISOString())))
      throw new ApiError(404, 'This link does not confirm an address: it may be incomplete or more than 7 days old. Please ask for a new one from your account.');
    return { verified: true as const };
  })
  // "Delete my data" from the members' page: the same confirmation link, to the account's address.
  .serve('POST /api/account/delete-data', async (c) => requestDeletion(c.env, c.get('member').email, 'member'))
  .serve('GET /api/account/consultations', async (c) => {
    const user = c.get('member');
    if (!(await emailVerifiedAt(c.env.DB, user.id))) return { verified: false, upcoming: [], past: [], more: false };
    const at = now().toISOString();
    const { rows, more } = await consultationsOf(c.env.DB, user.id, user.email);
    const all = await Promise.all(rows.map((b) => memberConsultation(c.env, b)));
    const upcoming = all.filter((b) => b.startISO >= at).reverse();
    const past = all.filter((b) => b.startISO < at);
    return { verified: true, upcoming, past, more };
  });
