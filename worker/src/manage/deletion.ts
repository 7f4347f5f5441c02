// "Delete my data": asked for from a booking's manage page, confirmed through a link emailed to the
// address, never acted on before that. Confirming starts the legal page's timeline: the owner is
// acknowledged at once by email, staff are told, and the request is a task in the staff area's
// Data deletion section until they delete the address's data.
import type { Bindings } from '../env';
import { deliverEmailAbout, insertOutboxRowFields, queueEmail, type QueuedEmail } from '../email/outbox';
import { RouteTable } from '../http/route';
import { ApiError } from '../http/errors';
import { limitLeads } from '../leads/rate-limit';
import { runTogether } from '../store/batch';
import { askDeletion, confirmDeletion, findDeletionRequest, type DeletionRequest } from '../store/deletion-requests';
import { now } from '../time/clock';
import { hashManageToken, isTokenShaped, manageUrl, mintManageToken } from './token';

const HOUR_MS = 3_600_000;
/** A confirmation link works for 7 days. */
const LINK_DAYS = 7;

/** "j•••@example.com": enough to recognise one's own address, not to read someone else's. */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1•••$2');

const siteOf = (env: Bindings) => manageUrl(env, '').replace(/\/manage\/$/, '');

function confirmLinkEmail(env: Bindings, to: string, link: string): QueuedEmail {
  return {
    kind: 'data_deletion_confirm',
    to,
    subject: 'Confirm: delete your data at VERSE',
    text: [
      'Hello,',
      '',
      'Someone (we hope you) asked VERSE to delete the data we hold under this email address.',
      `To confirm, open this link and press "Yes, delete my data" within ${LINK_DAYS} days:`,
      link,
      '',
      'If you did not ask for this, ignore this email: nothing is deleted without your confirmation.',
      `Questions? Email us at ${env.SUPPORT_EMAIL}.`,
      '',
      'The VERSE team',
    ].join('\n'),
  };
}

function acknowledgmentEmail(env: Bindings, to: string): QueuedEmail {
  return {
    kind: 'data_deletion_acknowledged',
    to,
    subject: 'We received your data deletion request',
    text: [
      'Hello,',
      '',
      'You confirmed that you want VERSE to delete the data we hold under this email address. This email acknowledges your request.',
      '',
      'What happens next (see our Data Deletion page):',
      '- Verification: 2-3 business days.',
      '- Review: 3-5 business days.',
      '- Deletion: within 10 business days, about 15 business days in all.',
      '- Backups are purged within about 30 days. Financial records may be kept for about 7 years, as the law requires.',
      '',
      `Questions, or want to appeal a decision? Email us at ${env.SUPPORT_EMAIL}.`,
      '',
      'The VERSE team',
    ].join('\n'),
  };
}

const staffNotice = (env: Bindings, request: DeletionRequest): QueuedEmail => ({
  kind: 'data_deletion_staff_notice',
  to: env.STAFF_EMAIL,
  subject: 'Data deletion request confirmed',
  text: [
    'A family confirmed a request to delete their data. It is listed under Data deletion in the staff area;',
    'the timeline of the Data Deletion page has started (deletion within 10 business days).',
    '',
    `Address: ${request.email}`,
    `Asked from: ${request.via === 'manage' ? 'a booking’s manage page' : 'the members’ page'}`,
  ].join('\n'),
  relatedId: request.id,
});

/** Sends the confirmation link to `email` (one an hour per address); the answer is the same either way. */
export async function requestDeletion(env: Bindings, email: string, via: 'manage' | 'member'): Promise<{ sentTo: string }> {
  const at = now();
  const link = await mintManageToken(env);
  const id = crypto.randomUUID();
  const address = email.trim().toLowerCase();
  const row = insertOutboxRowFields({ ...confirmLinkEmail(env, email, `${siteOf(env)}/delete-my-data/${link.token}`), relatedId: id }, at);
  const queued = await askDeletion(env.DB, { id, email: address, tokenHash: link.hash, via, at: at.toISOString(), since: new Date(at.getTime() - HOUR_MS).toISOString() }, row);
  if (queued) await deliverEmailAbout(env, id);
  return { sentTo: maskEmail(email) };
}

const noSuchRequest = () => new ApiError(404, 'This link does not open a data deletion request. Please use the whole link from the email, or email us.');
const requestExpired = () => new ApiError(410, `This link has expired: it works for ${LINK_DAYS} days. Please ask again from your booking's page, or email us.`);

async function requestOfToken(env: Bindings, token: string): Promise<DeletionRequest> {
  if (!isTokenShaped(token)) throw noSuchRequest();
  const request = await findDeletionRequest(env.DB, await hashManageToken(token));
  if (!request) throw noSuchRequest();
  if (!request.confirmed_at && now().getTime() > Date.parse(request.requested_at) + LINK_DAYS * 24 * HOUR_MS) throw requestExpired();
  return request;
}

const answerOf = (request: DeletionRequest) => ({ email: maskEmail(request.email), confirmed: request.confirmed_at !== null, confirmedAt: request.confirmed_at });

/** The confirmation link's calls, mounted at /api/data-deletion. */
export const dataDeletionRoutes = new RouteTable('/api/data-deletion');
dataDeletionRoutes.use('*', limitLeads({ bucket: 'data_deletion_link', windowSeconds: 3600, perClient: 30 }));
dataDeletionRoutes
  .serve('GET /api/data-deletion/:token', async (c) => answerOf(await requestOfToken(c.env, c.req.param('token'))))
  .serve('POST /api/data-deletion/:token/confirm', async (c) => {
    const request = await requestOfToken(c.env, c.req.param('token'));
    if (request.confirmed_at) return answerOf(request);
    const at = now().toISOString();
    const db = c.env.DB;
    const ack = { ...acknowledgmentEmail(c.env, request.email), relatedId: request.id };
    await runTogether(db, [confirmDeletion(db, request.id, at), queueEmail(db, ack), queueEmail(db, staffNotice(c.env, request))]);
    c.executionCtx.waitUntil(deliverEmailAbout(c.env, request.id));
    return answerOf({ ...request, confirmed_at: at });
  });
