import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { BOT_CHECK_FAILED } from '../http/bot-check';
import { CROSS_ORIGIN_REFUSED } from '../http/same-origin';
import { setClock } from '../time/clock';
import { PASSWORD_RESET, RESET_LINK_SPENT } from './password-reset';

const ORIGIN = 'http://verse.test';
const COOKIE = 'verse_session';

type Call = { body?: unknown; cookie?: string; origin?: string | null; client?: string };

function post(path: string, { body, cookie, origin = ORIGIN, client = uniqueClient() }: Call = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'CF-Connecting-IP': client };
  if (origin) headers.Origin = origin;
  if (cookie) headers.Cookie = `${COOKIE}=${cookie}`;
  return SELF.fetch(`${ORIGIN}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

let counter = 0;
const uniqueEmail = () => `reset${++counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const uniqueClient = () => `198.51.100.${++counter % 250}-${crypto.randomUUID().slice(0, 4)}`;

const askReset = (email: string, call: Call = {}) =>
  post('/api/auth/password-reset', { ...call, body: { email, recaptchaToken: 'local:password_reset' } });
const confirm = (token: string, password: string, call: Call = {}) => post('/api/auth/password-reset/confirm', { ...call, body: { token, password } });
const login = (email: string, password: string) => post('/api/auth/login', { body: { email, password, recaptchaToken: 'local:login' } });

function sessionOf(response: Response): string | null {
  const header = response.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`));
  const value = header?.split(';')[0]!.slice(COOKIE.length + 1);
  return value || null;
}

async function me(cookie: string) {
  const response = await SELF.fetch(`${ORIGIN}/api/auth/me`, { headers: { Cookie: `${COOKIE}=${cookie}` } });
  return ((await response.json()) as { user: { email: string } | null }).user;
}

/** A member with two live sessions (a laptop and a phone, say). */
async function member() {
  const email = uniqueEmail();
  const password = 'old password here';
  const made = await post('/api/auth/register', { body: { email, password, recaptchaToken: 'local:register' } });
  expect(made.status).toBe(201);
  const sessions = [sessionOf(await login(email, password))!, sessionOf(await login(email, password))!];
  return { email, password, sessions };
}

const resetMails = (email: string) =>
  env.DB.prepare("SELECT subject, text_body FROM outbox WHERE to_address = ? AND kind = 'password_reset' ORDER BY created_at")
    .bind(email)
    .all<{ subject: string; text_body: string }>()
    .then(({ results }) => results);

/** The token of the newest link mailed to `email`. */
async function linkToken(email: string): Promise<string> {
  const mails = await resetMails(email);
  const match = /\/reset-password#([A-Za-z0-9_-]{43})\b/.exec(mails.at(-1)?.text_body ?? '');
  expect(match, 'a reset link in the email').toBeTruthy();
  return match![1]!;
}

afterEach(() => setClock(null));

describe('POST /api/auth/password-reset', () => {
  it('answers alike for an address with an account and one without, and mails only the account', async () => {
    const { email } = await member();
    const stranger = uniqueEmail();
    const known = await askReset(email);
    const unknown = await askReset(stranger);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual({ sent: true });
    expect(await unknown.json()).toEqual({ sent: true });
    expect(sessionOf(known)).toBeNull();

    const mails = await resetMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your VERSE password');
    expect(mails[0]!.text_body).toContain(`${ORIGIN}/reset-password#`);
    expect(mails[0]!.text_body).toContain('works once, within 60 minutes');
    expect(await resetMails(stranger)).toHaveLength(0);
  });

  it('finds the account whatever the case and spaces of the address typed', async () => {
    const { email } = await member();
    expect((await askReset(`  ${email.toUpperCase()} `)).status).toBe(200);
    expect(await resetMails(email)).toHaveLength(1);
  });

  it(`sends one address at most ${PASSWORD_RESET.perAddressPerHour} links an hour, answering alike`, async () => {
    setClock(new Date('2031-05-01T10:00:00Z'));
    const { email } = await member();
    for (let i = 0; i < PASSWORD_RESET.perAddressPerHour + 2; i++) {
      const response = await askReset(email);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ sent: true });
    }
    expect(await resetMails(email)).toHaveLength(PASSWORD_RESET.perAddressPerHour);
    setClock(new Date('2031-05-01T11:00:01Z'));
    await askReset(email);
    expect(await resetMails(email)).toHaveLength(PASSWORD_RESET.perAddressPerHour + 1);
  });

  it('limits one client to 10 requests an hour', async () => {
    const client = uniqueClient();
    for (let i = 0; i < 10; i++) expect((await askReset(uniqueEmail(), { client })).status).toBe(200);
    const refused = await askReset(uniqueEmail(), { client });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: string }).error).toBe('Too many reset requests from this connection. Please wait a while and try again.');
  });

  it('needs the bot check, a valid address and our own origin', async () => {
    const noToken = await post('/api/auth/password-reset', { body: { email: uniqueEmail(), recaptchaToken: 'local:login' } });
    expect(noToken.status).toBe(403);
    expect(((await noToken.json()) as { error: string }).error).toBe(BOT_CHECK_FAILED);
    const bad = await askReset('not an email');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.email).toBe('Please enter a valid email address.');
    const foreign = await askReset(uniqueEmail(), { origin: 'https://elsewhere.example' });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: string }).error).toBe(CROSS_ORIGIN_REFUSED);
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password, ends every session, and signs this browser in', async () => {
    const { email, password, sessions } = await member();
    expect(await me(sessions[0]!)).toMatchObject({ email });
    await askReset(email);
    const token = await linkToken(email);

    const reset = await confirm(token, 'a brand new password');
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ user: { email, displayName: null, role: 'member' } });
    const fresh = sessionOf(reset)!;
    expect(await me(fresh)).toMatchObject({ email });
    for (const old of sessions) expect(await me(old)).toBeNull();

    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, 'a brand new password')).status).toBe(200);
  });

  it('works once', async () => {
    const { email } = await member();
    await askReset(email);
    const token = await linkToken(email);
    expect((await confirm(token, 'first new password')).status).toBe(200);
    const again = await confirm(token, 'second new password');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: RESET_LINK_SPENT });
    expect((await login(email, 'first new password')).status).toBe(200);
  });

  it('works for an hour, not after', async () => {
    setClock(new Date('2031-06-01T09:00:00Z'));
    const { email } = await member();
    await askReset(email);
    const late = await linkToken(email);
    await askReset(email);
    const inTime = await linkToken(email);
    setClock(new Date('2031-06-01T10:00:00Z'));
    const expired = await confirm(late, 'too late password');
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ error: RESET_LINK_SPENT });
    setClock(new Date('2031-06-01T09:59:59Z'));
    expect((await confirm(inTime, 'just in time pw')).status).toBe(200);
  });

  it('a reset spends the other links of the account too', async () => {
    const { email } = await member();
    await askReset(email);
    const first = await linkToken(email);
    await askReset(email);
    const second = await linkToken(email);
    expect((await confirm(second, 'the newest password')).status).toBe(200);
    expect((await confirm(first, 'an older link')).status).toBe(400);
  });

  it('a refused password does not spend the link', async () => {
    const { email } = await member();
    await askReset(email);
    const token = await linkToken(email);
    const short = await confirm(token, 'short');
    expect(short.status).toBe(400);
    expect(((await short.json()) as { fields: Record<string, string> }).fields.password).toBeTruthy();
    const spaces = await confirm(token, '          ');
    expect(spaces.status).toBe(400);
    expect((await confirm(token, 'long enough now')).status).toBe(200);
  });

  it('refuses a made-up or malformed token', async () => {
    const made_up = await confirm('A'.repeat(43), 'whatever password');
    expect(made_up.status).toBe(400);
    expect(await made_up.json()).toEqual({ error: RESET_LINK_SPENT });
    const malformed = await confirm('abc', 'whatever password');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { fields: Record<string, string> }).fields.token).toBe(
      'This reset link is not complete. Please open the link from the email again.',
    );
  });
});
