import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { isProduction, type AppEnv, type Bindings } from '../env';
import { deleteSession, findSessionUser, insertSession } from '../store/sessions';
import type { UserRecord } from '../store/users';
import { now } from '../time/clock';

/** A session lasts this long from sign-in, however active the member is (a fixed expiry). */
export const SESSION_DAYS = 30;
const SESSION_SECONDS = SESSION_DAYS * 24 * 60 * 60;

/**
 * `__Host-` makes the browser refuse the cookie unless it is Secure, host-only and for Path=/, so
 * no subdomain can plant or read it. Local http has no such name; Chromium still keeps the Secure
 * cookie on http://127.0.0.1 and http://localhost, which it treats as secure contexts.
 */
export const sessionCookieName = (env: Bindings) => (isProduction(env) ? '__Host-verse_session' : 'verse_session');

const cookieOptions: CookieOptions = { httpOnly: true, secure: true, sameSite: 'Lax', path: '/' };

const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The database knows a session only by this, so a copy of the table cannot be used to sign in. */
export async function hashToken(token: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
}

/** 256 random bits, base64url. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cookie's token, if it could be one of ours (43 characters); anything else is ignored. */
function sessionToken<E extends AppEnv>(c: Context<E>): string | undefined {
  const token = getCookie(c, sessionCookieName(c.env));
  return token?.length === 43 ? token : undefined;
}

/**
 * A new session for this member, set as the cookie of the response. A session the browser already
 * had is deleted: every sign-in gets a token no one could have known before.
 */
export async function startSession<E extends AppEnv>(c: Context<E>, userId: string): Promise<void> {
  const previous = sessionToken(c);
  if (previous) await deleteSession(c.env.DB, await hashToken(previous));
  const token = newToken();
  const createdAt = now();
  await insertSession(c.env.DB, {
    tokenHash: await hashToken(token),
    userId,
    createdAt: createdAt.toISOString(),
    expiresAt: new Date(createdAt.getTime() + SESSION_SECONDS * 1000).toISOString(),
  });
  setCookie(c, sessionCookieName(c.env), token, { ...cookieOptions, maxAge: SESSION_SECONDS });
}

/** The member whose live session cookie came with the request, or null. */
export async function currentUser<E extends AppEnv>(c: Context<E>): Promise<UserRecord | null> {
  const token = sessionToken(c);
  if (!token) return null;
  return findSessionUser(c.env.DB, await hashToken(token), now().toISOString());
}

/** Deletes the request's session on the server, if any, and clears the cookie. */
export async function endSession<E extends AppEnv>(c: Context<E>): Promise<void> {
  const token = sessionToken(c);
  if (token) await deleteSession(c.env.DB, await hashToken(token));
  deleteCookie(c, sessionCookieName(c.env), cookieOptions);
}
