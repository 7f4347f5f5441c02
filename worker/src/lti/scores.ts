import type { Bindings } from '../env';
import { accessToken, claimScore, dropAccessToken, dueScores, keepAccessToken, markScoreFailed, markScoreSent, platformById, purgeLti, type PlatformRow, type ScoreRow } from '../store/lti';
import { now } from '../time/clock';
import { boundedFetch, boundedFetchJson, OutboundError } from '../http/outbound';
import { assertionProblem } from './issuers';
import { open, seal, signJwt } from './keys';
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

/** A token is not used in its last minute: the post it is for must still find it good. */
const TOKEN_MARGIN_MS = 60_000;
/** A token answer without expires_in is kept this long; one claiming more than a day, a day. */
const DEFAULT_TOKEN_SECONDS = 3600;
const MAX_TOKEN_SECONDS = 86_400;

/** The client-credentials grant with a signed JWT assertion (RFC 7523), for the score scope. */
async function requestToken(env: Bindings, platform: PlatformRow): Promise<{ token: string; expiresIn: number }> {
  const assertion = await signJwt(env, {
    iss: platform.client_id,
    sub: platform.client_id,
    aud: platform.token_audience,
    jti: crypto.randomUUID(),
  });
  let answer: Awaited<ReturnType<typeof boundedFetchJson>>;
  try {
    answer = await boundedFetchJson(env, platform.token_endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: assertion,
        scope: SCORE_SCOPE,
      }).toString(),
    });
  } catch (error) {
    if (error instanceof OutboundError) throw new PlatformRefused(`The token endpoint ${error.message}.`);
    throw error;
  }
  const token = answer.body?.access_token;
  if (!answer.ok || typeof token !== 'string' || !token) throw new PlatformRefused(`The token endpoint answered ${answer.status}.`);
  const expiresIn = Number(answer.body?.expires_in);
  return { token, expiresIn: Number.isFinite(expiresIn) && expiresIn > 0 ? Math.min(expiresIn, MAX_TOKEN_SECONDS) : DEFAULT_TOKEN_SECONDS };
}

/** Tokens this isolate holds or is asking for, by platform: scores arriving together ask once. */
const heldTokens = new Map<string, Promise<{ token: string; expiresAt: number }>>();

async function keptOrNewToken(env: Bindings, platform: PlatformRow): Promise<{ token: string; expiresAt: number }> {
  const at = now().getTime();
  const kept = await accessToken(env.DB, platform.id, new Date(at + TOKEN_MARGIN_MS).toISOString());
  if (kept) return { token: await open(env, kept.sealed), expiresAt: Date.parse(kept.expiresAt) };
  const { token, expiresIn } = await requestToken(env, platform);
  const expiresAt = at + expiresIn * 1000;
  await keepAccessToken(env.DB, platform.id, await seal(env, token), new Date(expiresAt).toISOString());
  return { token, expiresAt };
}

/**
 * The platform's access token for scores: the one held while it is good (in this isolate, else
 * kept sealed in D1 for every isolate), else a new one, so a run of scores asks the platform once,
 * not once per score.
 */
async function platformToken(env: Bindings, platform: PlatformRow): Promise<string> {
  const held = heldTokens.get(platform.id);
  if (held) {
    const { token, expiresAt } = await held.catch(() => ({ token: '', expiresAt: 0 }));
    if (token && expiresAt - TOKEN_MARGIN_MS > now().getTime()) return token;
    if (heldTokens.get(platform.id) === held) heldTokens.delete(platform.id);
  }
  if (!heldTokens.has(platform.id)) heldTokens.set(platform.id, keptOrNewToken(env, platform));
  const asked = heldTokens.get(platform.id)!;
  try {
    return (await asked).token;
  } catch (error) {
    if (heldTokens.get(platform.id) === asked) heldTokens.delete(platform.id);
    throw error;
  }
}

/** Forgets a platform's token everywhere (the platform refused it). */
async function forgetToken(env: Bindings, platformId: string): Promise<void> {
  heldTokens.delete(platformId);
  await dropAccessToken(env.DB, platformId);
}

/** The platform said the token is not (or no longer) good: the next delivery asks for a new one. */
class TokenRefused extends PlatformRefused {}

/** The scores URL of a line item: `<lineitem>/scores`, its query kept. */
function scoresUrl(lineitem: string): string {
  const url = new URL(lineitem);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
  return url.toString();
}

async function postScore(env: Bindings, token: string, row: ScoreRow): Promise<void> {
  let answer: Awaited<ReturnType<typeof boundedFetch>>;
  try {
    answer = await boundedFetch(env, scoresUrl(row.lineitem_url), {
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
  } catch (error) {
    if (error instanceof OutboundError) throw new PlatformRefused(`The score endpoint ${error.message}.`);
    throw error;
  }
  if (answer.status === 401) throw new TokenRefused('The score endpoint answered 401.');
  if (!answer.ok) throw new PlatformRefused(`The score endpoint answered ${answer.status}.`);
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
      if (!tokens.has(platform.id)) tokens.set(platform.id, platformToken(env, platform));
      const token = await tokens.get(platform.id)!;
      try {
        await postScore(env, token, row);
      } catch (error) {
        if (error instanceof TokenRefused) {
          tokens.delete(platform.id);
          await forgetToken(env, platform.id);
        }
        throw error;
      }
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
