// LTI 1.3 storage: platforms, login states, used nonces, launch sessions, the tool's keys and the
// score outbox (tables of worker/migrations/0011_lti.sql).
import { cappedList } from './batch';

export type PlatformRow = {
  id: string;
  issuer: string;
  client_id: string;
  deployment_ids: string;
  name: string;
  auth_endpoint: string;
  token_endpoint: string;
  token_audience: string;
  jwks_uri: string;
  disabled: number;
  created_at: string;
  approval: 'pending' | 'approved' | 'refused';
  registered_via: 'dynamic' | 'staff';
  registered_by: string;
  product: string;
  configuration_url: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
};

export type NewPlatform = Omit<PlatformRow, 'disabled' | 'reviewed_by' | 'reviewed_at'>;

/**
 * A new registration. It never replaces, re-enables or changes one VERSE already has: when the
 * issuer and client id are taken, nothing is written and it returns null.
 */
export async function insertPlatform(db: D1Database, row: NewPlatform): Promise<PlatformRow | null> {
  return db
    .prepare(
      `INSERT INTO lti_platforms (id, issuer, client_id, deployment_ids, name, auth_endpoint, token_endpoint, token_audience, jwks_uri, created_at,
         approval, registered_via, registered_by, product, configuration_url)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (issuer, client_id) DO NOTHING
       RETURNING *`,
    )
    .bind(
      row.id, row.issuer, row.client_id, row.deployment_ids, row.name, row.auth_endpoint, row.token_endpoint, row.token_audience, row.jwks_uri, row.created_at,
      row.approval, row.registered_via, row.registered_by, row.product, row.configuration_url,
    )
    .first<PlatformRow>();
}

/** The registration an issuer already has with this client id, whatever its state. */
export async function platformByClient(db: D1Database, issuer: string, clientId: string): Promise<PlatformRow | null> {
  return db.prepare('SELECT * FROM lti_platforms WHERE issuer = ? AND client_id = ?').bind(issuer, clientId).first<PlatformRow>();
}

/** How many registrations wait for staff. */
export async function pendingPlatformCount(db: D1Database): Promise<number> {
  return (await db.prepare("SELECT COUNT(*) AS n FROM lti_platforms WHERE approval = 'pending'").first<{ n: number }>())!.n;
}

/**
 * The registrations of an issuer that may launch: approved by staff and not turned off. A login
 * names the issuer, and the client id when it has several; a registration still waiting (anyone's
 * claim) never counts.
 */
export async function platformsOfIssuer(db: D1Database, issuer: string): Promise<PlatformRow[]> {
  return (await db.prepare("SELECT * FROM lti_platforms WHERE issuer = ? AND approval = 'approved' AND disabled = 0").bind(issuer).all<PlatformRow>()).results;
}

/**
 * The issuers of other registrations that name this client id with one of these token audiences
 * or endpoints: an assertion VERSE signs for one of them would be valid for the other.
 */
export async function audienceOwners(db: D1Database, registration: { id: string; clientId: string; audiences: string[] }): Promise<string[]> {
  const marks = registration.audiences.map(() => '?').join(', ');
  const { results } = await db
    .prepare(`SELECT DISTINCT issuer FROM lti_platforms WHERE id <> ? AND client_id = ? AND (token_audience IN (${marks}) OR token_endpoint IN (${marks}))`)
    .bind(registration.id, registration.clientId, ...registration.audiences, ...registration.audiences)
    .all<{ issuer: string }>();
  return results.map((row) => row.issuer);
}

/** Staff's decision on a waiting registration. False when it is not waiting (or not there). */
export async function decidePlatform(db: D1Database, id: string, approval: 'approved' | 'refused', by: string, at: string): Promise<boolean> {
  const result = await db
    .prepare("UPDATE lti_platforms SET approval = ?, reviewed_by = ?, reviewed_at = ? WHERE id = ? AND approval = 'pending'")
    .bind(approval, by, at, id)
    .run();
  return result.meta.changes > 0;
}

export type TrustedIssuerRow = { issuer: string; added_by: string; added_at: string };

export async function trustedIssuers(db: D1Database): Promise<TrustedIssuerRow[]> {
  return (await db.prepare('SELECT * FROM lti_trusted_issuers ORDER BY issuer').all<TrustedIssuerRow>()).results;
}

export async function isTrustedIssuer(db: D1Database, issuer: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS trusted FROM lti_trusted_issuers WHERE issuer = ?').bind(issuer).first()) !== null;
}

/** Replaces the trusted list with `issuers`, keeping who added those already on it. */
export async function saveTrustedIssuers(db: D1Database, issuers: string[], by: string, at: string): Promise<void> {
  const marks = issuers.map(() => '?').join(', ');
  await db.batch([
    issuers.length
      ? db.prepare(`DELETE FROM lti_trusted_issuers WHERE issuer NOT IN (${marks})`).bind(...issuers)
      : db.prepare('DELETE FROM lti_trusted_issuers'),
    ...issuers.map((issuer) => db.prepare('INSERT INTO lti_trusted_issuers (issuer, added_by, added_at) VALUES (?, ?, ?) ON CONFLICT (issuer) DO NOTHING').bind(issuer, by, at)),
  ]);
}

export async function platformById(db: D1Database, id: string): Promise<PlatformRow | null> {
  return db.prepare('SELECT * FROM lti_platforms WHERE id = ?').bind(id).first<PlatformRow>();
}

export type PlatformListRow = PlatformRow & { pending_scores: number; sent_scores: number; failed_scores: number; launches: number };

/** Every registration for the staff area, those waiting first, then newest first, with its scores by status. */
export async function listPlatforms(db: D1Database): Promise<PlatformListRow[]> {
  const { results } = await db
    .prepare(
      `SELECT p.*,
         (SELECT COUNT(*) FROM lti_scores s WHERE s.platform_id = p.id AND s.status = 'pending') AS pending_scores,
         (SELECT COUNT(*) FROM lti_scores s WHERE s.platform_id = p.id AND s.status = 'sent') AS sent_scores,
         (SELECT COUNT(*) FROM lti_scores s WHERE s.platform_id = p.id AND s.status = 'failed') AS failed_scores,
         (SELECT COUNT(*) FROM lti_sessions l WHERE l.platform_id = p.id) AS launches
       FROM lti_platforms p ORDER BY p.approval = 'pending' DESC, p.created_at DESC, p.id`,
    )
    .all<PlatformListRow>();
  return results;
}

export async function setPlatformDisabled(db: D1Database, id: string, disabled: boolean): Promise<boolean> {
  const result = await db.prepare('UPDATE lti_platforms SET disabled = ? WHERE id = ?').bind(disabled ? 1 : 0, id).run();
  return result.meta.changes > 0;
}

export async function setPlatformDeployments(db: D1Database, id: string, deploymentIds: string[]): Promise<boolean> {
  const result = await db.prepare('UPDATE lti_platforms SET deployment_ids = ? WHERE id = ?').bind(JSON.stringify(deploymentIds), id).run();
  return result.meta.changes > 0;
}

export type LoginStateRow = {
  state: string;
  platform_id: string;
  nonce: string;
  target_link_uri: string;
  binding_hash: string;
  storage_target: string | null;
  expires_at: string;
};

/**
 * Records a login in progress, dropping those that expired on the way, unless its platform already
 * has `maxLive` logins in progress (then false, nothing written): whoever sends logins, the rows
 * they leave are bounded.
 */
export async function insertLoginState(db: D1Database, row: LoginStateRow, now: string, maxLive: number): Promise<boolean> {
  const [, inserted] = await db.batch([
    db.prepare('DELETE FROM lti_login_states WHERE expires_at < ?').bind(now),
    db
      .prepare(
        `INSERT INTO lti_login_states (state, platform_id, nonce, target_link_uri, binding_hash, storage_target, expires_at)
         SELECT ?, ?, ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM lti_login_states WHERE platform_id = ? AND expires_at >= ?) < ?`,
      )
      .bind(row.state, row.platform_id, row.nonce, row.target_link_uri, row.binding_hash, row.storage_target, row.expires_at, row.platform_id, now, maxLive),
  ]);
  return inserted!.meta.changes > 0;
}

/** A login still in progress (read only: the launch consumes it with `recordLaunch`). */
export async function loginState(db: D1Database, state: string, now: string): Promise<LoginStateRow | null> {
  return db.prepare('SELECT * FROM lti_login_states WHERE state = ? AND expires_at >= ?').bind(state, now).first<LoginStateRow>();
}

export async function nonceUsed(db: D1Database, platformId: string, nonce: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS used FROM lti_nonces WHERE platform_id = ? AND nonce = ?').bind(platformId, nonce).first()) !== null;
}

export type SessionRow = {
  id: string;
  platform_id: string;
  deployment_id: string;
  message_type: string;
  user_sub: string;
  resource_link_id: string | null;
  context_id: string | null;
  tool: string | null;
  settings: string;
  lineitem_url: string | null;
  can_score: number;
  deep_link: string | null;
  created_at: string;
  expires_at: string;
};

/**
 * The launch, in one transaction: the login state is consumed, the nonce recorded and the session
 * written. A nonce seen before (two launches racing with one login, or a replayed id_token) fails
 * the whole batch: then it returns false and nothing is written.
 */
export async function recordLaunch(
  db: D1Database,
  launch: { state: string; nonce: string; nonceExpiresAt: string; session: SessionRow },
  now: string,
): Promise<boolean> {
  const s = launch.session;
  try {
    await db.batch([
      db.prepare('DELETE FROM lti_login_states WHERE state = ?').bind(launch.state),
      db.prepare('DELETE FROM lti_nonces WHERE expires_at < ?').bind(now),
      db
        .prepare('INSERT INTO lti_nonces (nonce, platform_id, expires_at) VALUES (?, ?, ?)')
        .bind(launch.nonce, s.platform_id, launch.nonceExpiresAt),
      db.prepare('DELETE FROM lti_sessions WHERE expires_at < ?').bind(now),
      db
        .prepare(
          `INSERT INTO lti_sessions (id, platform_id, deployment_id, message_type, user_sub, resource_link_id, context_id, tool, settings, lineitem_url, can_score, deep_link, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(s.id, s.platform_id, s.deployment_id, s.message_type, s.user_sub, s.resource_link_id, s.context_id, s.tool, s.settings, s.lineitem_url, s.can_score, s.deep_link, s.created_at, s.expires_at),
    ]);
    return true;
  } catch (error) {
    if (/UNIQUE constraint failed/.test(String(error))) return false;
    throw error;
  }
}

export async function sessionById(db: D1Database, id: string, now: string): Promise<SessionRow | null> {
  return db.prepare('SELECT * FROM lti_sessions WHERE id = ? AND expires_at >= ?').bind(id, now).first<SessionRow>();
}

/** A deep-linking launch's state: the items chosen so far, or that it answered. */
export async function updateDeepLink(db: D1Database, sessionId: string, deepLink: string): Promise<void> {
  await db.prepare('UPDATE lti_sessions SET deep_link = ? WHERE id = ?').bind(deepLink, sessionId).run();
}

export type KeyRow = { kid: string; public_jwk: string; private_jwk: string; created_at: string; signs_from: string; expires_at: string };

export async function insertKey(db: D1Database, row: KeyRow): Promise<void> {
  await db
    .prepare('INSERT INTO lti_keys (kid, public_jwk, private_jwk, created_at, signs_from, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(row.kid, row.public_jwk, row.private_jwk, row.created_at, row.signs_from, row.expires_at)
    .run();
}

/** Keys not yet expired, newest first: all are published, the first that may sign signs. */
export async function liveKeys(db: D1Database, now: string): Promise<KeyRow[]> {
  return (await db.prepare('SELECT * FROM lti_keys WHERE expires_at > ? ORDER BY signs_from DESC, created_at DESC').bind(now).all<KeyRow>()).results;
}

export type ScoreRow = {
  id: string;
  session_id: string;
  attempt: string;
  platform_id: string;
  lineitem_url: string;
  user_sub: string;
  score_given: number;
  score_maximum: number;
  timestamp: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};

/** Queues an attempt's score; a second report of the same attempt changes nothing. Returns the row either way. */
export async function queueScore(
  db: D1Database,
  row: Pick<ScoreRow, 'id' | 'session_id' | 'attempt' | 'platform_id' | 'lineitem_url' | 'user_sub' | 'score_given' | 'score_maximum' | 'timestamp' | 'created_at'>,
): Promise<{ row: ScoreRow; queued: boolean }> {
  const inserted = await db
    .prepare(
      `INSERT INTO lti_scores (id, session_id, attempt, platform_id, lineitem_url, user_sub, score_given, score_maximum, timestamp, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (session_id, attempt) DO NOTHING`,
    )
    .bind(row.id, row.session_id, row.attempt, row.platform_id, row.lineitem_url, row.user_sub, row.score_given, row.score_maximum, row.timestamp, row.created_at, row.created_at)
    .run();
  const saved = await db.prepare('SELECT * FROM lti_scores WHERE session_id = ? AND attempt = ?').bind(row.session_id, row.attempt).first<ScoreRow>();
  return { row: saved!, queued: inserted.meta.changes > 0 };
}

/** The score already queued for an attempt of a launch, if any. */
export async function scoreOfAttempt(db: D1Database, sessionId: string, attempt: string): Promise<ScoreRow | null> {
  return db.prepare('SELECT * FROM lti_scores WHERE session_id = ? AND attempt = ?').bind(sessionId, attempt).first<ScoreRow>();
}

/** Scores due now (the one `id` only, when given), oldest first. */
export async function dueScores(db: D1Database, now: string, limit: number, id?: string): Promise<ScoreRow[]> {
  const statement = id
    ? db.prepare("SELECT * FROM lti_scores WHERE id = ? AND status = 'pending' AND next_attempt_at <= ?").bind(id, now)
    : db.prepare("SELECT * FROM lti_scores WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?").bind(now, limit);
  return (await statement.all<ScoreRow>()).results;
}

/**
 * Claims a due score for one delivery: moves its next attempt past the time a delivery may take,
 * so a cron run and a request's own delivery never post it at the same time.
 */
export async function claimScore(db: D1Database, id: string, attempts: number, until: string): Promise<boolean> {
  const result = await db
    .prepare("UPDATE lti_scores SET next_attempt_at = ? WHERE id = ? AND status = 'pending' AND attempts = ?")
    .bind(until, id, attempts)
    .run();
  return result.meta.changes > 0;
}

export async function markScoreSent(db: D1Database, id: string, at: string): Promise<void> {
  await db.prepare("UPDATE lti_scores SET status = 'sent', attempts = attempts + 1, last_error = NULL, sent_at = ? WHERE id = ?").bind(at, id).run();
}

export async function markScoreFailed(db: D1Database, id: string, error: string, nextAttemptAt: string | null): Promise<void> {
  await db
    .prepare('UPDATE lti_scores SET status = ?, attempts = attempts + 1, last_error = ?, next_attempt_at = COALESCE(?, next_attempt_at) WHERE id = ?')
    .bind(nextAttemptAt ? 'pending' : 'failed', error, nextAttemptAt, id)
    .run();
}

/** A failed score back in the queue (staff retry). */
export async function retryScore(db: D1Database, id: string, now: string): Promise<boolean> {
  const result = await db.prepare("UPDATE lti_scores SET status = 'pending', attempts = 0, next_attempt_at = ? WHERE id = ? AND status = 'failed'").bind(now, id).run();
  return result.meta.changes > 0;
}

/** The latest scores that did not reach their gradebook, for staff, and whether older ones were left out. */
export function failedScores(db: D1Database, limit: number) {
  return cappedList<ScoreRow>((n) => db.prepare("SELECT * FROM lti_scores WHERE status = 'failed' ORDER BY created_at DESC, id LIMIT ?").bind(n), limit);
}

export async function scoreStatus(db: D1Database, id: string): Promise<ScoreRow['status'] | null> {
  return (await db.prepare('SELECT status FROM lti_scores WHERE id = ?').bind(id).first<{ status: ScoreRow['status'] }>())?.status ?? null;
}

/** A platform's access token (sealed) still good at `after`, if one is kept. */
export async function accessToken(db: D1Database, platformId: string, after: string): Promise<{ sealed: string; expiresAt: string } | null> {
  const row = await db
    .prepare('SELECT sealed_token, expires_at FROM lti_access_tokens WHERE platform_id = ? AND expires_at > ?')
    .bind(platformId, after)
    .first<{ sealed_token: string; expires_at: string }>();
  return row ? { sealed: row.sealed_token, expiresAt: row.expires_at } : null;
}

export async function keepAccessToken(db: D1Database, platformId: string, sealedToken: string, expiresAt: string): Promise<void> {
  await db
    .prepare('INSERT INTO lti_access_tokens (platform_id, sealed_token, expires_at) VALUES (?, ?, ?) ON CONFLICT (platform_id) DO UPDATE SET sealed_token = excluded.sealed_token, expires_at = excluded.expires_at')
    .bind(platformId, sealedToken, expiresAt)
    .run();
}

/** Forgets a platform's access token (the platform refused it). */
export async function dropAccessToken(db: D1Database, platformId: string): Promise<void> {
  await db.prepare('DELETE FROM lti_access_tokens WHERE platform_id = ?').bind(platformId).run();
}

/** The cron's clean-up: expired logins, nonces and launches, and scores that reached their gradebook before `sentBefore`. */
export async function purgeLti(db: D1Database, now: string, sentBefore: string): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM lti_login_states WHERE expires_at < ?').bind(now),
    db.prepare('DELETE FROM lti_nonces WHERE expires_at < ?').bind(now),
    db.prepare('DELETE FROM lti_sessions WHERE expires_at < ?').bind(now),
    db.prepare('DELETE FROM lti_access_tokens WHERE expires_at < ?').bind(now),
    db.prepare("DELETE FROM lti_scores WHERE status = 'sent' AND sent_at < ?").bind(sentBefore),
  ]);
}
