import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { isProduction, type Bindings } from '../env';
import { insertKey, liveKeys, type KeyRow } from '../store/lti';
import { now } from '../time/clock';

/**
 * The tool's signing keys (RS256, what every LMS accepts). A key signs for ROTATE_AFTER_DAYS, then
 * a new one is made and signs; the old one stays published at /lti/jwks until it expires, so a
 * platform that cached it still verifies what it signed. Private keys are stored encrypted with a
 * key derived from the LTI_KEY_SECRET secret; none is in the repository.
 */
const ROTATE_AFTER_DAYS = 90;
const KEY_LIFETIME_DAYS = 180;
const DAY_MS = 86_400_000;
const ALG = 'RS256';

/** Development and tests only: production refuses to sign without its own LTI_KEY_SECRET. */
const DEVELOPMENT_SECRET = 'verse-development-only-lti-key-secret';

export class LtiConfigurationError extends Error {}

function keySecret(env: Bindings): string {
  const secret = env.LTI_KEY_SECRET?.trim();
  if (secret) return secret;
  if (isProduction(env)) throw new LtiConfigurationError('LTI_KEY_SECRET is not set (wrangler secret put LTI_KEY_SECRET).');
  return DEVELOPMENT_SECRET;
}

const encoder = new TextEncoder();
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function wrappingKey(env: Bindings): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(keySecret(env)), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('verse-lti-keys'), info: encoder.encode('private-jwk') },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** A secret for D1 (a private key, a platform's access token), AES-GCM sealed with LTI_KEY_SECRET's key. */
export async function seal(env: Bindings, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await wrappingKey(env), encoder.encode(plain)));
  return `aesgcm:${toBase64(iv)}:${toBase64(sealed)}`;
}

export async function open(env: Bindings, sealed: string): Promise<string> {
  const [scheme, iv, data] = sealed.split(':');
  if (scheme !== 'aesgcm' || !iv || !data) throw new LtiConfigurationError('A stored LTI key is not readable.');
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, await wrappingKey(env), fromBase64(data));
  return new TextDecoder().decode(plain);
}

/** Makes a new key that signs from `at` on (now, unless a test stands elsewhere). */
async function makeKey(env: Bindings, at = now()): Promise<KeyRow> {
  const { publicKey, privateKey } = await generateKeyPair(ALG, { extractable: true, modulusLength: 2048 });
  const kid = crypto.randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALG };
  const row: KeyRow = {
    kid,
    public_jwk: JSON.stringify(publicJwk),
    private_jwk: await seal(env, JSON.stringify(privateJwk)),
    created_at: at.toISOString(),
    signs_from: at.toISOString(),
    expires_at: new Date(at.getTime() + KEY_LIFETIME_DAYS * DAY_MS).toISOString(),
  };
  await insertKey(env.DB, row);
  return row;
}

/** The key that signs now: the newest one, or a new one when it is older than the rotation age. */
async function signingKey(env: Bindings): Promise<KeyRow> {
  const at = now();
  const keys = await liveKeys(env.DB, at.toISOString());
  const newest = keys.find((key) => key.signs_from <= at.toISOString());
  if (newest && at.getTime() - Date.parse(newest.signs_from) < ROTATE_AFTER_DAYS * DAY_MS) return newest;
  return makeKey(env, at);
}

/** /lti/jwks: every key not yet expired (making the first one when there is none). */
export async function publishedKeys(env: Bindings): Promise<{ keys: JWK[] }> {
  const keys = await liveKeys(env.DB, now().toISOString());
  if (keys.length === 0) keys.push(await signingKey(env));
  return { keys: keys.map((key) => JSON.parse(key.public_jwk) as JWK) };
}

/** A JWT signed by the current key, its `kid` in the header. */
export async function signJwt(env: Bindings, payload: JWTPayload, lifetimeSeconds = 300): Promise<string> {
  const key = await signingKey(env);
  const privateJwk = JSON.parse(await open(env, key.private_jwk)) as JWK;
  const issuedAt = Math.floor(now().getTime() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: ALG, kid: key.kid, typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(await importJWK(privateJwk, ALG));
}
