import type { Bindings } from '../env';
import { claimScore, dueScores, markScoreFailed, markScoreSent, platformById, purgeLti, type PlatformRow, type ScoreRow } from '../store/lti';
import { now } from '../time/clock';
import { assertionProblem } from './issuers';
import { signJwt } from './keys';
import { SCORE_SCOPE } from './launch';

/**
 * The score outbox (as the email outbox): a completed attempt is queued with its score, then
 * posted to the platform's line item with an access token from the client-credentials grant (a
 * JWT assertion signed with VERSE's key). A failed post is tried again with backoff; after
 * MAX_ATTEMPTS it is `failed` and shows to staff. Each post of one attempt carries the same
 * timestamp, so a post that arrived but lost its answer, sent again, changes nothing in the
 * gradebook (AGS: a score not newer than the one held is ignored).
 */
const MAX_ATTEMPTS = 8;
const BATCH = 25;
/** A score that reached its gradebook is kept this long (for staff), then forgotten. */
const KEEP_SENT_DAYS = 30;
/** A claimed score is not picked up by another delivery for this long. */
const CLAIM_MS = 2 * 60_000;

/** Minutes before the next try after `attempts` failures: 1, 2, 4 … up to 6 hours. */
const backoffMinutes = (attempts: number) => Math.min(2 ** attempts, 360);

class PlatformRefused extends Error {}

/** The client-credentials grant with a signed JWT assertion (RFC 7523), for the score scope. */
async function requestToken(env: Bindings, platform: PlatformRow): Promise<string> {
  const assertion = await signJwt(env, {
    iss: platform.client_id,
    sub: platform.client_id,
    aud: platform.token_audience,
    jti: crypto.randomUUID(),
  });
  const response = await fetch(platform.token_endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope: SCORE_SCOPE,
    }),
  });
  const body = (await response.json().catch(() => null)) as { access_token?: unknown } | null;
  if (!response.ok || typeof body?.access_token !== 'string') throw new PlatformRefused(`The token endpoint answered ${response.status}.`);
  return body.access_token;
}

/** The scores URL of a line item: `<lineitem>/scores`, its query kept. */
function scoresUrl(lineitem: string): string {
  const url = new URL(lineitem);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
  return url.toString();
}

async function postScore(token: string, row: ScoreRow): Promise<void> {
  const response = await fetch(scoresUrl(row.lineitem_url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/vnd.ims.lis.v1.score+json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      userId: row.user_sub,
      scoreGiven: row.score_given,
      scoreMaximum: row.score_maximum,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
      timestamp: row.timestamp,
    }),
  });
  if (!response.ok) throw new PlatformRefused(`The score endpoint answered ${response.status}.`);
}

/** Posts the scores due now (the one `id` only, when given); the cron's run also forgets what expired. */
export async function deliverScores(env: Bindings, options: { id?: string } = {}): Promise<{ sent: number; failed: number }> {
  const at = now();
  if (!options.id) await purgeLti(env.DB, at.toISOString(), new Date(at.getTime() - KEEP_SENT_DAYS * 86_400_000).toISOString());
  const rows = await dueScores(env.DB, at.toISOString(), BATCH, options.id);
  const tokens = new Map<string, Promise<string>>();
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    if (!(await claimScore(env.DB, row.id, row.attempts, new Date(at.getTime() + CLAIM_MS).toISOString()))) continue;
    try {
      const platform = await platformById(env.DB, row.platform_id);
      if (!platform) throw new PlatformRefused('The platform is no longer registered.');
      if (platform.disabled) throw new PlatformRefused('The platform is disabled in VERSE.');
      const refused = await assertionProblem(env.DB, platform);
      if (refused) throw new PlatformRefused(refused);
      if (!tokens.has(platform.id)) tokens.set(platform.id, requestToken(env, platform));
      await postScore(await tokens.get(platform.id)!, row);
      await markScoreSent(env.DB, row.id, now().toISOString());
      sent++;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const attempts = row.attempts + 1;
      const next = attempts >= MAX_ATTEMPTS ? null : new Date(now().getTime() + backoffMinutes(attempts) * 60_000).toISOString();
      await markScoreFailed(env.DB, row.id, reason, next);
      failed++;
    }
  }
  return { sent, failed };
}
