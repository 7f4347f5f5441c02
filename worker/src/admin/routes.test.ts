import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'http://verse.test';

async function signedUpAs(role: 'member' | 'teacher' | 'admin') {
  const email = `${role}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const send = (path: 'register' | 'login') =>
    SELF.fetch(`${ORIGIN}/api/auth/${path}`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'reading-is-fun', recaptchaToken: `local:${path}` }),
    });
  expect((await send('register')).status).toBe(201);
  // A sign-up signs no one in; the password does.
  const response = await send('login');
  expect(response.status).toBe(200);
  // What `npm run grant-admin` does: the only way to a role other than member.
  if (role !== 'member') await env.DB.prepare('UPDATE users SET role = ? WHERE email = ?').bind(role, email).run();
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

const summary = (cookie?: string) => SELF.fetch(`${ORIGIN}/api/admin/summary`, { headers: cookie ? { Cookie: cookie } : {} });

describe('GET /api/admin/summary', () => {
  it('asks an anonymous visitor to sign in', async () => {
    const response = await summary();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Please sign in first.' });
  });

  it.each(['member', 'teacher'] as const)('refuses a %s', async (role) => {
    const response = await summary(await signedUpAs(role));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Your account does not have access to this area.' });
  });

  it('answers an admin, with no CORS headers', async () => {
    const response = await summary(await signedUpAs('admin'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { users: Record<string, number> };
    expect(body.users.admin).toBeGreaterThanOrEqual(1);
    expect(Object.keys(body.users).sort()).toEqual(['admin', 'member', 'teacher']);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('refuses a cross-origin state change even from an admin', async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/admin/summary`, {
      method: 'POST',
      headers: { Cookie: await signedUpAs('admin'), Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});
