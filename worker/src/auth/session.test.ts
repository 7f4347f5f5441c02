import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { authRoutes } from './routes';
import { sessionCookieName } from './session';

// The full app refuses to serve ENVIRONMENT=production with the local bot check, so these mount
// the account calls alone, as production would run them (with the client the app would name).
const app = new Hono<AppEnv>()
  .use(async function client(c, next) {
    c.set('clientId', '203.0.113.77');
    await next();
  })
  .route('/api/auth', authRoutes);
const production = { ...env, ENVIRONMENT: 'production' };
const ORIGIN = 'https://verse.example';

describe('the session cookie in production', () => {
  it('is named with the __Host- prefix, locally without', () => {
    expect(sessionCookieName(production)).toBe('__Host-verse_session');
    expect(sessionCookieName({ ...env, ENVIRONMENT: 'development' })).toBe('verse_session');
  });

  it('is set host-only, Secure, HttpOnly, SameSite=Lax for Path=/, and read back', async () => {
    const email = `prod-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const send = (path: 'register' | 'login') =>
      app.request(
        `${ORIGIN}/api/auth/${path}`,
        {
          method: 'POST',
          headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: 'reading-is-fun', recaptchaToken: `local:${path}` }),
        },
        production,
        { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext,
      );
    expect((await send('register')).status).toBe(201);
    const response = await send('login');
    expect(response.status).toBe(200);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^__Host-verse_session=[\w-]{43};/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Domain=/i);

    const me = await app.request(`${ORIGIN}/api/auth/me`, { headers: { Cookie: cookie!.split(';')[0]! } }, production);
    expect(await me.json()).toEqual({ user: { email, displayName: null, role: 'member' } });

    const logout = await app.request(`${ORIGIN}/api/auth/logout`, { method: 'POST', headers: { Origin: ORIGIN, Cookie: cookie!.split(';')[0]! } }, production);
    expect(logout.headers.getSetCookie()[0]).toMatch(/^__Host-verse_session=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });
});
