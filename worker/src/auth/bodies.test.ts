// The account bodies follow the same text rules as every other form: a NUL byte is refused with a
// field message, and nothing is stored.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'http://verse.test';
const NOT_ALLOWED = 'This field contains characters that are not allowed.';

const send = (path: 'register' | 'login', body: Record<string, unknown>) =>
  SELF.fetch(`${ORIGIN}/api/auth/${path}`, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': `192.0.2.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({ recaptchaToken: `local:${path}`, ...body }),
  });

const accounts = async (email: string) => (await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').bind(email).first<{ n: number }>())!.n;

describe('account bodies', () => {
  it('refuses a password holding a NUL byte when registering, creating no account', async () => {
    const email = `nul-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await send('register', { email, password: 'reading\u0000is-fun' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Please correct the highlighted fields.', fields: { password: NOT_ALLOWED } });
    expect(await accounts(email)).toBe(0);
  });

  it('refuses a password holding a NUL byte when signing in, before looking the account up', async () => {
    const response = await send('login', { email: 'someone@example.com', password: 'x\u0000' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Please correct the highlighted fields.', fields: { password: NOT_ALLOWED } });
  });

  it('refuses an email holding a control character, creating no account', async () => {
    const email = `ctl-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await send('register', { email: `${email}\u0007`, password: 'reading-is-fun' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ email: 'Please enter a valid email address.' });
    expect(await accounts(email)).toBe(0);
    expect(await accounts(`${email}\u0007`)).toBe(0);
  });
});
