// Signed-in people for the admin API tests: an account made through /api/auth as a visitor makes
// it, then given its role in D1 the way `npm run grant-admin` does (no request can grant one).
import { env, SELF } from 'cloudflare:test';
import { expect } from 'vitest';

export const ORIGIN = 'http://verse.test';
export type Role = 'member' | 'teacher' | 'admin';

/** A session cookie ("verse_session=…") of a new account with `role`. */
export async function signedInAs(role: Role): Promise<{ cookie: string; email: string }> {
  const email = `${role}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const send = (path: 'register' | 'login') =>
    SELF.fetch(`${ORIGIN}/api/auth/${path}`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
      body: JSON.stringify({ email, password: 'reading-is-fun', recaptchaToken: `local:${path}` }),
    });
  expect((await send('register')).status).toBe(201);
  const response = await send('login');
  expect(response.status).toBe(200);
  if (role !== 'member') await env.DB.prepare('UPDATE users SET role = ? WHERE email = ?').bind(role, email).run();
  return { cookie: response.headers.getSetCookie()[0]!.split(';')[0]!, email };
}

/** A call to /api/admin<path> from the site's own pages, as `cookie` (anonymous without one). */
export function adminCall(path: string, { cookie, method = 'GET', body, origin = ORIGIN }: { cookie?: string; method?: string; body?: unknown; origin?: string } = {}) {
  const headers: Record<string, string> = { Origin: origin };
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return SELF.fetch(`${ORIGIN}/api/admin${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
}
