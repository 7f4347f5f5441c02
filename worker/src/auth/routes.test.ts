import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { BOT_CHECK_FAILED } from '../http/bot-check';
import { CROSS_ORIGIN_REFUSED } from '../http/same-origin';
import { now, setClock } from '../time/clock';
import { throughHandler } from '../../test/booking';
import { hashPassword, NEW_PASSWORD_MAX_BYTES } from './password';
import { WRONG_CREDENTIALS } from './routes';
import { hashToken, SESSION_DAYS } from './session';
import { LOGIN_THROTTLE, TOO_MANY_ATTEMPTS } from './throttle';

const ORIGIN = 'http://verse.test';
const COOKIE = 'verse_session';

type Call = { body?: unknown; cookie?: string; origin?: string | null; client?: string; raw?: string };

function call(method: 'GET' | 'POST', path: string, { body, cookie, origin = ORIGIN, client, raw }: Call = {}) {
  const headers: Record<string, string> = {};
  if (origin) headers.Origin = origin;
  if (cookie) headers.Cookie = `${COOKIE}=${cookie}`;
  if (client) headers['CF-Connecting-IP'] = client;
  if (body !== undefined || raw !== undefined) headers['Content-Type'] = 'application/json';
  return SELF.fetch(`${ORIGIN}${path}`, { method, headers, body: raw ?? (body === undefined ? undefined : JSON.stringify(body)) });
}

// Each sign-up from a client of its own, so the per-client limit on new accounts stays out of the way.
const register = (body: Record<string, unknown>, call_: Call = {}) =>
  call('POST', '/api/auth/register', { client: uniqueClient(), ...call_, body: { recaptchaToken: 'local:register', ...body } });
const login = (body: Record<string, unknown>, call_: Call = {}) =>
  call('POST', '/api/auth/login', { ...call_, body: { recaptchaToken: 'local:login', ...body } });
const me = async (cookie?: string) => ((await (await call('GET', '/api/auth/me', { cookie })).json()) as { user: unknown }).user;

/** The session cookie a response sets: its value and attributes. */
function sessionCookie(response: Response): { value: string; attributes: string } | null {
  const header = response.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`));
  if (!header) return null;
  const [pair, ...attributes] = header.split(';');
  return { value: pair!.slice(COOKIE.length + 1), attributes: attributes.join(';') };
}

let counter = 0;
const uniqueEmail = () => `parent${++counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const uniqueClient = () => `203.0.113.${++counter % 250}-${crypto.randomUUID().slice(0, 4)}`;

const NEW_OR_NOT = { user: null, checkEmail: true };

/** Signs up as the site does: the sign-up answers alike for every address, then the password signs in. */
async function signedUp(displayName?: string) {
  const email = uniqueEmail();
  const password = 'reading-is-fun';
  const response = await register({ email, password, displayName });
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual(NEW_OR_NOT);
  const signedIn = await login({ email, password }, { client: uniqueClient() });
  expect(signedIn.status).toBe(200);
  return { email, password, cookie: sessionCookie(signedIn)!.value };
}

const outboxTo = (email: string) =>
  env.DB.prepare('SELECT kind, subject, text_body FROM outbox WHERE to_address = ? ORDER BY created_at').bind(email).all<{ kind: string; subject: string; text_body: string }>();

afterEach(() => setClock(null));

describe('POST /api/auth/register', () => {
  it('creates a member without signing anyone in; the password then signs in, with the session cookie', async () => {
    const email = uniqueEmail();
    const response = await register({ email: `  ${email.toUpperCase()} `, password: 'reading-is-fun', displayName: ' Dana ' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(NEW_OR_NOT);
    expect(sessionCookie(response)).toBeNull();

    const signedIn = await login({ email, password: 'reading-is-fun' }, { client: uniqueClient() });
    expect(await signedIn.json()).toEqual({ user: { email, displayName: 'Dana', role: 'member' } });
    const cookie = sessionCookie(signedIn)!;
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    expect(cookie.attributes).toMatch(/HttpOnly/);
    expect(cookie.attributes).toMatch(/Secure/);
    expect(cookie.attributes).toMatch(/SameSite=Lax/);
    expect(cookie.attributes).toMatch(/Path=\//);
    expect(cookie.attributes).toMatch(new RegExp(`Max-Age=${SESSION_DAYS * 86400}`));
    expect(await me(cookie.value)).toEqual({ email, displayName: 'Dana', role: 'member' });
    const [welcome] = (await outboxTo(email)).results;
    expect(welcome).toMatchObject({ kind: 'account_welcome', subject: 'Welcome to VERSE' });
    expect(welcome!.text_body).toContain('Hello Dana,');
    expect(welcome!.text_body).toContain(`${ORIGIN}/login`);
  });

  it('stores the session and the password only as hashes', async () => {
    const { email, password, cookie } = await signedUp();
    const user = await env.DB.prepare('SELECT id, password_hash FROM users WHERE email = ?').bind(email).first<{ id: string; password_hash: string }>();
    expect(user!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(user!.password_hash).not.toContain(password);
    const sessions = await env.DB.prepare('SELECT token_hash FROM sessions WHERE user_id = ?').bind(user!.id).all<{ token_hash: string }>();
    expect(sessions.results.map((s) => s.token_hash)).toEqual([await hashToken(cookie)]);
  });

  it('leaves displayName empty when none is given', async () => {
    const email = uniqueEmail();
    await register({ email, password: 'reading-is-fun', displayName: '   ' });
    const signedIn = await login({ email, password: 'reading-is-fun' }, { client: uniqueClient() });
    expect(await signedIn.json()).toEqual({ user: { email, displayName: null, role: 'member' } });
  });

  it('answers an address that has an account exactly as a new one, changes nothing and tells its owner', async () => {
    const { email, password } = await signedUp();
    const fresh = await register({ email: uniqueEmail(), password: 'another-password' });
    const again = await register({ email: email.toUpperCase(), password: 'another-password' });
    expect(again.status).toBe(fresh.status);
    expect(await again.json()).toEqual(await fresh.json());
    const headerNames = (response: Response) => [...response.headers.keys()].filter((name) => name !== 'date').sort();
    expect(headerNames(again)).toEqual(headerNames(fresh));
    expect(sessionCookie(again)).toBeNull();

    expect((await login({ email, password: 'another-password' }, { client: uniqueClient() })).status).toBe(401);
    expect((await login({ email, password }, { client: uniqueClient() })).status).toBe(200);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').bind(email).first('n')).toBe(1);
    const [, notice] = (await outboxTo(email)).results;
    expect(notice).toMatchObject({ kind: 'account_exists_notice', subject: 'Someone tried to create a VERSE account with your email' });
    expect(notice!.text_body).toContain('no one was signed in');
    expect(notice!.text_body).toContain(`${ORIGIN}/login`);
    expect(notice!.text_body).toContain('support@verse.example');
  });

  it('sends the owner one such notice an hour, however many sign-ups try the address', async () => {
    const { email } = await signedUp();
    for (let i = 0; i < 3; i++) expect((await register({ email, password: `another-password-${i}` })).status).toBe(201);
    expect((await outboxTo(email)).results.map((row) => row.kind)).toEqual(['account_welcome', 'account_exists_notice']);
  });

  it('ignores a role in the body: every new account is a member', async () => {
    const email = uniqueEmail();
    await register({ email, password: 'reading-is-fun', role: 'admin' });
    const signedIn = await login({ email, password: 'reading-is-fun' }, { client: uniqueClient() });
    expect(((await signedIn.json()) as { user: { role: string } }).user.role).toBe('member');
  });

  it.each([
    ['only spaces', ' '.repeat(12), 'This field cannot be only spaces.'],
    ['only spaces of other kinds', '\u00a0\u2003 \t   \u3000\u00a0', 'This field cannot be only spaces.'],
    ['65 accented letters (130 bytes)', 'é'.repeat(65), 'This field must be at most 128 bytes: plain letters and digits count 1, accented letters 2, emoji 4.'],
    ['33 emoji (132 bytes)', '😀'.repeat(33), 'This field must be at most 128 bytes: plain letters and digits count 1, accented letters 2, emoji 4.'],
  ])('refuses a new password of %s, creating nothing', async (_, password, message) => {
    const email = uniqueEmail();
    const response = await register({ email, password });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Please correct the highlighted fields.', fields: { password: message } });
    expect(await env.DB.prepare('SELECT 1 FROM users WHERE email = ?').bind(email).first()).toBeNull();
  });

  it('counts the 128 limit in the UTF-8 bytes the hash receives', async () => {
    expect(NEW_PASSWORD_MAX_BYTES).toBe(128);
    for (const password of ['x'.repeat(128), 'é'.repeat(64), '😀'.repeat(32), `  ${'a'.repeat(124)}  `]) {
      expect(new TextEncoder().encode(password).byteLength).toBe(NEW_PASSWORD_MAX_BYTES);
      const email = uniqueEmail();
      expect((await register({ email, password })).status).toBe(201);
      expect((await login({ email, password }, { client: uniqueClient() })).status).toBe(200);
    }
  });

  it('still signs in a password of up to 128 characters chosen before the byte limit', async () => {
    const email = uniqueEmail();
    const password = 'é'.repeat(100);
    await env.DB.prepare("INSERT INTO users (id, email, password_hash, role, created_at) VALUES (?, ?, ?, 'member', ?)")
      .bind(crypto.randomUUID(), email, await hashPassword(password), now().toISOString())
      .run();
    expect((await login({ email, password }, { client: uniqueClient() })).status).toBe(200);
  });

  it('needs the register bot token and stores nothing without it', async () => {
    const email = uniqueEmail();
    for (const recaptchaToken of [undefined, '', 'local:login']) {
      const response = await register({ email, password: 'reading-is-fun', recaptchaToken });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: BOT_CHECK_FAILED });
    }
    expect(await env.DB.prepare('SELECT 1 FROM users WHERE email = ?').bind(email).first()).toBeNull();
  });

  it.each([
    ['a password under 8 characters', { password: 'short12' }, 'password', 'This field must be at least 8 characters.'],
    ['a password over 128 characters', { password: 'x'.repeat(129) }, 'password', 'This field must be at most 128 characters.'],
    ['no password', { password: undefined }, 'password', 'This field is required.'],
    ['a malformed email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    ['an over-long email', { email: `${'a'.repeat(250)}@example.com` }, 'email', 'This field must be at most 254 characters.'],
    ['an over-long display name', { displayName: 'D'.repeat(81) }, 'displayName', 'This field must be at most 80 characters.'],
    ['a display name with control characters', { displayName: 'Dana\u0000' }, 'displayName', 'This field is not in the expected format.'],
    ['a password of the wrong type', { password: 12345678 }, 'password', 'This field has the wrong type.'],
  ])('answers 400 with the field for %s', async (_, change, field, message) => {
    const response = await register({ email: uniqueEmail(), password: 'reading-is-fun', ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields[field]).toBe(message);
    expect(JSON.stringify(body)).not.toContain('xxxxxxxx');
  });

  it('accepts passphrases of 64 and 128 characters', async () => {
    for (const length of [64, 128]) {
      const email = uniqueEmail();
      const password = 'p'.repeat(length);
      expect((await register({ email, password })).status).toBe(201);
      expect((await login({ email, password }, { client: uniqueClient() })).status).toBe(200);
    }
  });

  it('refuses a body that is not JSON, or not an object', async () => {
    expect((await call('POST', '/api/auth/register', { raw: '{"email":' })).status).toBe(400);
    expect((await call('POST', '/api/auth/register', { raw: '[]' })).status).toBe(400);
    const form = await SELF.fetch(`${ORIGIN}/api/auth/register`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.co&password=12345678',
    });
    expect(form.status).toBe(415);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, however the email is typed', async () => {
    const { email, password } = await signedUp('Sam');
    const response = await login({ email: ` ${email.toUpperCase()}`, password }, { client: uniqueClient() });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: { email, displayName: 'Sam', role: 'member' } });
    expect(await me(sessionCookie(response)!.value)).toMatchObject({ email });
  });

  it('starts a new session on every sign-in and retires the one the browser had', async () => {
    const { email, password, cookie: first } = await signedUp();
    const response = await login({ email, password }, { cookie: first, client: uniqueClient() });
    const second = sessionCookie(response)!.value;
    expect(second).not.toBe(first);
    expect(await me(first)).toBeNull();
    expect(await me(second)).toMatchObject({ email });
  });

  it('answers a wrong password and an unknown email alike, with no cookie', async () => {
    const { email } = await signedUp();
    const client = uniqueClient();
    for (const attempt of [{ email, password: 'wrong-password' }, { email: uniqueEmail(), password: 'wrong-password' }]) {
      const response = await login(attempt, { client });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: WRONG_CREDENTIALS });
      expect(sessionCookie(response)).toBeNull();
    }
  });

  it('needs the login bot token', async () => {
    const { email, password } = await signedUp();
    const response = await login({ email, password, recaptchaToken: 'local:register' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: BOT_CHECK_FAILED });
  });

  it('answers 400 for a missing password or an over-long one', async () => {
    const { email } = await signedUp();
    expect((await login({ email })).status).toBe(400);
    expect((await login({ email, password: 'x'.repeat(129) })).status).toBe(400);
    expect((await login({ email: 'nobody', password: 'whatever1' })).status).toBe(400);
  });
});

// Each attempt runs the real password hash (PBKDF2, 100,000 rounds); some of these tests make 45
// attempts one after another, which takes over Vitest's 5 s when the machine is busy.
describe('login throttling', { timeout: 30_000 }, () => {
  it('refuses a client after 5 failures on one account in 15 minutes, then lets it in again', async () => {
    const { email, password } = await signedUp();
    const client = uniqueClient();
    setClock(new Date('2030-03-01T10:00:00Z'));
    for (let i = 0; i < 5; i++) expect((await login({ email, password: 'wrong-password' }, { client })).status).toBe(401);
    const locked = await login({ email, password }, { client });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('900');
    expect(await locked.json()).toEqual({ error: TOO_MANY_ATTEMPTS });

    setClock(new Date('2030-03-01T10:15:01Z'));
    expect((await login({ email, password }, { client })).status).toBe(200);
  });

  it('never refuses the owner for guesses from other networks: their right password signs in, a second later', async () => {
    const { email, password } = await signedUp();
    const owner = uniqueClient();
    // Guesses from many networks, each within its own limit: the 5 from 5, and more.
    for (let i = 0; i < 8; i++) expect((await login({ email, password: 'wrong-password' }, { client: uniqueClient() })).status).toBe(401);
    const started = performance.now();
    const signedIn = await login({ email, password }, { client: owner });
    expect(signedIn.status).toBe(200);
    expect(sessionCookie(signedIn)).not.toBeNull();
    // The account is under guesses: every attempt on it is slowed, the owner's too.
    expect(performance.now() - started).toBeGreaterThanOrEqual(LOGIN_THROTTLE.slowMs);
    // The owner's success leaves the guessers' counts as they were.
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE account = ?').bind(email).first<number>('n'))).toBe(8);
  });

  it('clears the account count on success, so the member is not punished for old typos', async () => {
    const { email, password } = await signedUp();
    const client = uniqueClient();
    for (let i = 0; i < 4; i++) await login({ email, password: 'wrong-password' }, { client });
    expect((await login({ email, password }, { client })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login({ email, password: 'wrong-password' }, { client })).status).toBe(401);
    expect((await login({ email, password }, { client })).status).toBe(200);
  });

  // The count is reserved before the password is checked, so no interleaving of parallel
  // attempts gets more tries than the limit. The attempts go to the fetch handler directly, so all
  // of them start at once (SELF staggers them).
  const atOnce = async (bodies: { email: string; password: string; client: string }[]) => {
    const { send, done } = throughHandler();
    const responses = await Promise.all(
      bodies.map(({ client, ...body }) =>
        send(`${ORIGIN}/api/auth/login`, {
          method: 'POST',
          headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': client },
          body: JSON.stringify({ recaptchaToken: 'local:login', ...body }),
        }),
      ),
    );
    await done();
    return responses.map((response) => response.status);
  };

  it('lets exactly 5 of 20 parallel wrong passwords for one account from one client be tried; the owner elsewhere still signs in', async () => {
    const { email, password } = await signedUp();
    const client = uniqueClient();
    const statuses = await atOnce(Array.from({ length: 20 }, () => ({ email, password: 'wrong-password', client })));
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect((await login({ email, password }, { client })).status).toBe(429);
    expect((await login({ email, password }, { client: uniqueClient() })).status).toBe(200);
  });

  it('lets exactly 20 of 60 parallel wrong passwords from one client be tried', async () => {
    const client = uniqueClient();
    const statuses = await atOnce(Array.from({ length: 60 }, () => ({ email: uniqueEmail(), password: 'guess-1234', client })));
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
  });

  it('does not count a right password against the client', async () => {
    const { email, password } = await signedUp();
    const client = uniqueClient();
    for (let i = 0; i < 25; i++) expect((await login({ email, password }, { client })).status).toBe(200);
    for (let i = 0; i < 20; i++) expect((await login({ email: uniqueEmail(), password: 'guess-1234' }, { client })).status).toBe(401);
    expect((await login({ email: uniqueEmail(), password: 'guess-1234' }, { client })).status).toBe(429);
  });

  it('stops a client after 20 failures across any accounts', async () => {
    const client = uniqueClient();
    for (let i = 0; i < 20; i++) expect((await login({ email: uniqueEmail(), password: 'guess-1234' }, { client })).status).toBe(401);
    const { email, password } = await signedUp();
    expect((await login({ email, password }, { client })).status).toBe(429);
    expect((await login({ email, password }, { client: uniqueClient() })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /api/auth/me answers null without a cookie or with an unknown one', async () => {
    expect(await me()).toBeNull();
    expect(await me('x'.repeat(43))).toBeNull();
    expect(await me('not a token')).toBeNull();
  });

  it('ends when the stored expiry passes', async () => {
    const { email, cookie } = await signedUp();
    expect(await me(cookie)).toMatchObject({ email });
    await env.DB.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?')
      .bind(new Date(now().getTime() - 1000).toISOString(), await hashToken(cookie))
      .run();
    expect(await me(cookie)).toBeNull();
  });

  it(`lasts ${SESSION_DAYS} days from sign-in`, async () => {
    setClock(new Date('2030-01-01T00:00:00Z'));
    const { email, cookie } = await signedUp();
    setClock(new Date('2030-01-30T23:59:59Z'));
    expect(await me(cookie)).toMatchObject({ email });
    setClock(new Date('2030-01-31T00:00:00Z'));
    expect(await me(cookie)).toBeNull();
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the session on the server and clears the cookie', async () => {
    const { cookie } = await signedUp();
    const response = await call('POST', '/api/auth/logout', { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: null });
    const cleared = sessionCookie(response)!;
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toMatch(/Max-Age=0/);
    expect(await env.DB.prepare('SELECT 1 FROM sessions WHERE token_hash = ?').bind(await hashToken(cookie)).first()).toBeNull();
    // A copy of the old cookie no longer works anywhere.
    expect(await me(cookie)).toBeNull();
    expect((await call('GET', '/api/admin/summary', { cookie })).status).toBe(401);
  });

  it('leaves the member signed in on other devices', async () => {
    const { email, password, cookie: phone } = await signedUp();
    const laptop = sessionCookie(await login({ email, password }, { client: uniqueClient() }))!.value;
    await call('POST', '/api/auth/logout', { cookie: phone });
    expect(await me(laptop)).toMatchObject({ email });
  });

  it('succeeds without a session too', async () => {
    expect((await call('POST', '/api/auth/logout')).status).toBe(200);
  });
});

describe('Origin check', () => {
  it.each([
    ['another site', 'https://evil.example'],
    ['a sibling origin', 'http://verse.test:8080'],
    ['no Origin at all', null],
  ])('refuses logout from %s and keeps the session', async (_, origin) => {
    const { email, cookie } = await signedUp();
    const response = await call('POST', '/api/auth/logout', { cookie, origin });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: CROSS_ORIGIN_REFUSED });
    expect(await me(cookie)).toMatchObject({ email });
  });

  it('refuses sign-in and sign-up from another site', async () => {
    const { email, password } = await signedUp();
    expect((await login({ email, password }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await register({ email: uniqueEmail(), password }, { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('gives the account calls no CORS headers', async () => {
    const response = await call('GET', '/api/auth/me', { origin: 'https://evil.example' });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const preflight = await SELF.fetch(`${ORIGIN}/api/auth/login`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
