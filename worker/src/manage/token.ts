// The manage link's token: 256 random bits, base64url. D1 finds a booking by the token's SHA-256
// alone; the token itself is kept only sealed (AES-GCM under MANAGE_LINK_KEY), so a later email
// can carry the same link, and a copy of the database alone opens no booking.
import { isProduction, type Bindings } from '../env';

const TOKEN_BYTES = 32;
/** 32 bytes in base64url without padding. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** Outside production only: a fixed key, so local runs and tests need no secret. */
const DEVELOPMENT_KEY = 'dmVyc2UtZGV2ZWxvcG1lbnQtbWFuYWdlLWxpbmsta2V5';

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** A new token: 256 bits from the platform's CSPRNG. */
function newManageToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

/** Whether `text` could be a token at all: anything else is refused without reading D1. */
export const isTokenShaped = (text: string) => TOKEN_SHAPE.test(text);

/** The token's SHA-256, hex: what D1 stores and looks up. */
export async function hashManageToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Production must have its own key (`wrangler secret put MANAGE_LINK_KEY`); the answer is the problem, or null. */
export function manageLinkKeyProblem(env: Pick<Bindings, 'ENVIRONMENT' | 'MANAGE_LINK_KEY'>): string | null {
  if (!isProduction(env as Bindings)) return null;
  const key = env.MANAGE_LINK_KEY?.trim();
  if (!key) return 'MANAGE_LINK_KEY is not set (wrangler secret put MANAGE_LINK_KEY, 32 random bytes in base64).';
  try {
    if (fromBase64url(key).byteLength < 16) return 'MANAGE_LINK_KEY must hold at least 16 bytes (base64).';
  } catch {
    return 'MANAGE_LINK_KEY must be base64.';
  }
  return null;
}

async function sealingKey(env: Pick<Bindings, 'ENVIRONMENT' | 'MANAGE_LINK_KEY'>): Promise<CryptoKey> {
  const secret = isProduction(env as Bindings) ? env.MANAGE_LINK_KEY!.trim() : (env.MANAGE_LINK_KEY?.trim() || DEVELOPMENT_KEY);
  // Whatever the secret's length, the AES key is its SHA-256.
  const raw = await crypto.subtle.digest('SHA-256', fromBase64url(secret));
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** The token encrypted for D1: base64url of a 12-byte IV and the ciphertext. */
async function sealManageToken(env: Pick<Bindings, 'ENVIRONMENT' | 'MANAGE_LINK_KEY'>, token: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await sealingKey(env), encoder.encode(token)));
  const out = new Uint8Array(iv.byteLength + sealed.byteLength);
  out.set(iv);
  out.set(sealed, iv.byteLength);
  return base64url(out);
}

/** The token back from D1, or null when it cannot be opened (another key). */
export async function unsealManageToken(env: Pick<Bindings, 'ENVIRONMENT' | 'MANAGE_LINK_KEY'>, sealed: string | null): Promise<string | null> {
  if (!sealed) return null;
  try {
    const bytes = fromBase64url(sealed);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, await sealingKey(env), bytes.slice(12));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/** The absolute manage link of a token, on the site's own origin. */
export const manageUrl = (env: Pick<Bindings, 'SITE_ORIGIN'>, token: string) => `${(env.SITE_ORIGIN || 'https://verse.example').replace(/\/+$/, '')}/manage/${token}`;

/** A fresh token with its stored forms. */
export async function mintManageToken(env: Pick<Bindings, 'ENVIRONMENT' | 'MANAGE_LINK_KEY'>): Promise<{ token: string; hash: string; sealed: string }> {
  const token = newManageToken();
  return { token, hash: await hashManageToken(token), sealed: await sealManageToken(env, token) };
}

/**
 * The link of a booking that staff confirm or change: its own token when it has one (so the link
 * the parent holds keeps working), else a new one to store with the change.
 */
export async function manageLinkOf(
  env: Pick<Bindings, 'ENVIRONMENT' | 'MANAGE_LINK_KEY'>,
  booking: { manage_token_sealed?: string | null },
): Promise<{ token: string; hash: string; sealed: string } | { token: string; hash: null; sealed: null } | null> {
  const kept = await unsealManageToken(env, booking.manage_token_sealed ?? null);
  if (kept) return { token: kept, hash: null, sealed: null };
  if (booking.manage_token_sealed) return null;
  return mintManageToken(env);
}
