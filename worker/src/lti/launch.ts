import { decodeProtectedHeader, errors, type JWTPayload } from 'jose';
import type { Bindings } from '../env';
import { loginState, nonceUsed, platformById, recordLaunch, type PlatformRow, type SessionRow } from '../store/lti';
import { now } from '../time/clock';
import type { Refusal } from './html';
import { PlatformKeysUnavailable, verifyWithPlatformKeys } from './platform-keys';
import { randomToken, sha256 } from './random';
import { settingsFromCustom } from './settings';

export const CLAIM = {
  messageType: 'https://purl.imsglobal.org/spec/lti/claim/message_type',
  version: 'https://purl.imsglobal.org/spec/lti/claim/version',
  deploymentId: 'https://purl.imsglobal.org/spec/lti/claim/deployment_id',
  targetLinkUri: 'https://purl.imsglobal.org/spec/lti/claim/target_link_uri',
  resourceLink: 'https://purl.imsglobal.org/spec/lti/claim/resource_link',
  context: 'https://purl.imsglobal.org/spec/lti/claim/context',
  custom: 'https://purl.imsglobal.org/spec/lti/claim/custom',
  roles: 'https://purl.imsglobal.org/spec/lti/claim/roles',
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  deepLinkData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
} as const;

export const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';
const MESSAGE_TYPES = new Set(['LtiResourceLinkRequest', 'LtiDeepLinkingRequest']);

/** Clocks of LMS and worker may differ a little. */
const SKEW_SECONDS = 60;
/** An id_token older than this is refused, whatever its `exp`. */
const MAX_TOKEN_AGE_SECONDS = 10 * 60;
/** How long a launch's page may call the API (a lesson, with room to spare). */
const SESSION_HOURS = 4;

/** What a deep-linking launch must remember to answer the platform. */
export type DeepLinkContext = {
  returnUrl: string;
  acceptMultiple: boolean;
  acceptLineItem: boolean | null;
  data: string | null;
  title: string | null;
};

const refuse = (status: number, what: string, tell: string): { refusal: Refusal } => ({ refusal: { status, what, tell } });

type Verified = { platform: PlatformRow; session: SessionRow; token: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a launch (the platform's form post of `id_token` and `state`) against the login that
 * started it and the browser holding that login's binding secret, then records it. Every check
 * comes before any write: a refused launch stores nothing.
 */
export async function verifyLaunch(env: Bindings, form: { idToken: string; state: string; binding: string | null }): Promise<Verified | { refusal: Refusal }> {
  const at = now();
  const nowIso = at.toISOString();
  const login = form.state ? await loginState(env.DB, form.state, nowIso) : null;
  if (!login) {
    return refuse(400, 'This launch does not match a sign-in VERSE started, or it took longer than 10 minutes.', 'VERSE received an LTI launch with an unknown or expired state. Check that the tool’s redirect URL is VERSE’s /lti/launch and that launches start at VERSE’s /lti/login.');
  }
  if (!form.binding || (await sha256(form.binding)) !== login.binding_hash) {
    return refuse(403, 'This launch was started in another browser or window than the one it came back to, so VERSE cannot be sure it is yours.', 'The launch came back without the browser binding of its login (cookie or platform storage). If the course opens VERSE in a frame, allow third-party cookies for it or enable LTI platform storage (lti_storage_target).');
  }
  const platform = await platformById(env.DB, login.platform_id);
  if (!platform || platform.disabled) {
    return refuse(403, 'This school’s connection to VERSE is turned off.', 'The LTI registration of this platform is disabled in VERSE. Contact VERSE support to turn it back on.');
  }

  let payload: JWTPayload;
  try {
    const header = decodeProtectedHeader(form.idToken);
    if (header.alg !== 'RS256') return refuse(401, 'The launch was signed in a way VERSE does not accept.', 'id_token must be signed with RS256.');
    payload = await verifyWithPlatformKeys(env, form.idToken, platform.jwks_uri, {
      issuer: platform.issuer,
      algorithms: ['RS256'],
      clockTolerance: SKEW_SECONDS,
      maxTokenAge: MAX_TOKEN_AGE_SECONDS,
      currentDate: at,
    });
  } catch (error) {
    return tokenRefusal(error);
  }

  const nowSeconds = Math.floor(at.getTime() / 1000);
  if (typeof payload.iat !== 'number' || payload.iat > nowSeconds + SKEW_SECONDS) {
    return refuse(401, 'The launch is dated in the future.', 'The id_token’s iat is later than now: check the platform’s clock.');
  }
  if (typeof payload.exp !== 'number') return refuse(401, 'The launch has no expiry.', 'The id_token must carry exp.');
  const aud = payload.aud;
  const audiences = typeof aud === 'string' ? [aud] : Array.isArray(aud) ? aud : [];
  if (!audiences.includes(platform.client_id)) {
    return refuse(401, 'The launch was meant for another tool.', `The id_token’s aud does not contain VERSE’s client id (${platform.client_id}).`);
  }
  if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== platform.client_id) {
    return refuse(401, 'The launch was meant for another tool.', `The id_token has several audiences; its azp must be VERSE’s client id (${platform.client_id}).`);
  }
  if (payload.nonce !== login.nonce || (await nonceUsed(env.DB, platform.id, login.nonce))) {
    return refuse(401, 'This launch was already used.', 'The id_token’s nonce does not match its login or was used before (a replayed launch).');
  }
  const deploymentId = payload[CLAIM.deploymentId];
  const deployments = JSON.parse(platform.deployment_ids) as string[];
  if (typeof deploymentId !== 'string' || !deployments.includes(deploymentId)) {
    return refuse(403, 'This course’s installation of VERSE is not registered.', `The deployment id ${typeof deploymentId === 'string' ? `“${deploymentId}”` : '(none)'} is not registered with VERSE for this platform. Register VERSE again (Dynamic Registration) or send VERSE support the deployment id.`);
  }
  if (payload[CLAIM.version] !== '1.3.0') {
    return refuse(400, 'The launch uses an LTI version VERSE does not speak.', 'The launch must carry LTI version 1.3.0.');
  }
  const messageType = payload[CLAIM.messageType];
  if (typeof messageType !== 'string' || !MESSAGE_TYPES.has(messageType)) {
    return refuse(400, 'The launch asks for something VERSE does not offer.', `VERSE accepts LtiResourceLinkRequest and LtiDeepLinkingRequest, not ${typeof messageType === 'string' ? messageType : 'a launch without message_type'}.`);
  }
  if (payload[CLAIM.targetLinkUri] !== login.target_link_uri) {
    return refuse(400, 'The launch asks for another address than the sign-in did.', 'The id_token’s target_link_uri differs from the target_link_uri of the login initiation.');
  }
  if (typeof payload.sub !== 'string' || !payload.sub) {
    return refuse(400, 'The launch does not say who is launching.', 'The id_token must carry sub (an opaque user id; no name or email is needed).');
  }

  const resourceLink = payload[CLAIM.resourceLink];
  const context = payload[CLAIM.context];
  const custom = payload[CLAIM.custom];
  const ags = payload[CLAIM.ags];
  let tool: string | null = null;
  let settings: Record<string, string> = {};
  let lineitem: string | null = null;
  let canScore = false;
  let deepLink: DeepLinkContext | null = null;

  if (messageType === 'LtiResourceLinkRequest') {
    if (!isObject(resourceLink) || typeof resourceLink.id !== 'string' || !resourceLink.id) {
      return refuse(400, 'The launch does not say which activity to open.', 'An LtiResourceLinkRequest must carry resource_link.id.');
    }
    const chosen = settingsFromCustom(isObject(custom) ? custom : {});
    if (!chosen) {
      return refuse(400, 'This link does not say which VERSE activity to open.', 'Add the activity through VERSE’s deep linking (the course’s “add external tool” picker), so the link carries its custom parameter “tool”.');
    }
    ({ tool, settings } = chosen);
    if (isObject(ags)) {
      const scopes = Array.isArray(ags.scope) ? ags.scope : [];
      lineitem = typeof ags.lineitem === 'string' ? ags.lineitem : null;
      canScore = Boolean(lineitem) && scopes.includes(SCORE_SCOPE);
    }
  } else {
    const dl = payload[CLAIM.deepLinkingSettings];
    if (!isObject(dl) || typeof dl.deep_link_return_url !== 'string') {
      return refuse(400, 'The request to add an activity has no return address.', 'An LtiDeepLinkingRequest must carry deep_linking_settings.deep_link_return_url.');
    }
    const acceptTypes = Array.isArray(dl.accept_types) ? dl.accept_types : [];
    if (!acceptTypes.includes('ltiResourceLink')) {
      return refuse(400, 'This place in the course cannot take a VERSE activity.', 'VERSE answers deep linking with ltiResourceLink items; this request’s accept_types does not include ltiResourceLink.');
    }
    deepLink = {
      returnUrl: dl.deep_link_return_url,
      acceptMultiple: dl.accept_multiple === true,
      acceptLineItem: typeof dl.accept_lineitem === 'boolean' ? dl.accept_lineitem : null,
      data: typeof dl.data === 'string' ? dl.data : null,
      title: typeof dl.title === 'string' ? dl.title : null,
    };
  }

  const token = randomToken();
  const session: SessionRow = {
    id: await sha256(token),
    platform_id: platform.id,
    deployment_id: deploymentId,
    message_type: messageType,
    // The platform's opaque id only: names, emails and roles are read from nothing and kept nowhere.
    user_sub: payload.sub,
    resource_link_id: isObject(resourceLink) && typeof resourceLink.id === 'string' ? resourceLink.id : null,
    context_id: isObject(context) && typeof context.id === 'string' ? context.id : null,
    tool,
    settings: JSON.stringify(settings),
    lineitem_url: lineitem,
    can_score: canScore ? 1 : 0,
    deep_link: deepLink ? JSON.stringify(deepLink) : null,
    created_at: nowIso,
    expires_at: new Date(at.getTime() + SESSION_HOURS * 3_600_000).toISOString(),
  };
  const nonceExpiresAt = new Date((payload.exp + SKEW_SECONDS) * 1000).toISOString();
  const recorded = await recordLaunch(env.DB, { state: login.state, nonce: login.nonce, nonceExpiresAt, session }, nowIso);
  if (!recorded) return refuse(401, 'This launch was already used.', 'The id_token’s nonce was used before (a replayed launch).');
  return { platform, session, token };
}

function tokenRefusal(error: unknown): { refusal: Refusal } {
  if (error instanceof PlatformKeysUnavailable) {
    return refuse(502, 'VERSE could not read the school platform’s keys to check this launch.', `${error.message} Check the platform’s public keyset URL registered with VERSE.`);
  }
  if (error instanceof errors.JWTExpired) return refuse(401, 'This launch has expired.', 'The id_token is expired (exp passed, or older than 10 minutes). Check the platform’s clock.');
  if (error instanceof errors.JWKSNoMatchingKey) {
    return refuse(401, 'The launch was signed with a key VERSE cannot find.', 'The id_token’s kid is not in the platform’s public keyset, even after fetching it again.');
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return refuse(401, 'The launch’s signature is not valid.', 'The id_token’s signature does not verify with the platform’s key: it was changed on the way or signed with another key.');
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return refuse(401, 'The launch came from another platform than the one registered.', 'The id_token’s iss differs from the issuer registered with VERSE.');
    if (error.claim === 'iat') return refuse(401, 'This launch is too old or dated in the future.', 'The id_token’s iat is not within 10 minutes of now: check the platform’s clock.');
    return refuse(401, 'The launch carries a value VERSE cannot accept.', `The id_token’s ${error.claim} claim is not valid.`);
  }
  return refuse(400, 'The launch could not be read.', 'The id_token is not a valid signed JWT.');
}
