// "Email me a sign-in link": the way in for an owner whose password is forgotten or under guesses.
// One-time, short-lived, stored as a hash, rate-limited per client and per address, and the
// answer is the same whether or not the address has an account.
import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { BOT_CHECK_FAILED } from '../http/bot-check';
import { CROSS_ORIGIN_REFUSED } from '../http/same-origin';
import { setClock } from '../time/clock';
import { hashToken } from './session';
import { SIGN_IN_LINK, SIGN_IN_LINK_SPENT } from './sign-in-link';

const ORIGIN = 'http://verse.test';
const COOKIE = 'verse_session';

type Call = { body?: unknown; origin?: string | null; client?: string };

function post(path: string, { body, origin = ORIGIN, client = uniqueClient() }: Call = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'CF-Connecting-IP': client };
  if (origin) headers.Origin = origin;
  return SELF.fetch(`${ORIGIN}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

let counter = 0;
const uniqueEmail = () => `link${++counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const uniqueClient = () => `192.0.2.${++counter % 250}-${crypto.randomUUID().slice(0, 4)}`;

const askLink = (email: string, call: Call = {}) => post('/api/auth/sign-in-link', { ...call, body: { email, recaptchaToken: 'local:sign_in_link' } });
const useLink = (token: string, call: Call = {}) => post('/api/auth/sign-in-link/confirm', { ...call, body: { token } });
const login = (email: string, password: string, client = uniqueClient()) => post('/api/auth/login', { client, body: { email, password, recaptchaToken: 'local:login' } });

const sessionOf = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`))?.split(';')[0]!.slice(COOKIE.length + 1) || null;

async function me(cookie: string) {
  const response = await SELF.fetch(`${ORIGIN}/api/auth/me`, { headers: { Cookie: `${COOKIE}=${cookie}` } });
  return ((await response.json()) as { user: { email: string } | null }).user;
}

async function member(path: '/api/auth/register' | '/api/teacher/register' = '/api/auth/register') {
  const email = uniqueEmail();
  const body = path === '/api/auth/register' ? { email, password: 'phonics every day', recaptchaToken: 'local:register' } : { name: 'Ms Lane', school: null, email, password: 'phonics every day', recaptchaToken: 'local:register' };
  expect((await post(path, { body })).status).toBe(201);
  return { email, password: 'phonics every day' };
}

const linkMails = (email: string) =>
  env.DB.prepare("SELECT subject, text_body FROM outbox WHERE to_address = ? AND kind = 'sign_in_link' ORDER BY created_at").bind(email).all<{ subject: string; text_body: string }>().then(({ results }) => results);

async function linkToken(email: string): Promise<string> {
  const match = /\/sign-in-link#([A-Za-z0-9_-]{43})\b/.exec((await linkMails(email)).at(-1)?.text_body ?? '');
  expect(match, 'a sign-in link in the email').toBeTruthy();
  return match![1]!;
}

afterEach(() => setClock(null));

describe('POST /api/auth/sign-in-link', () => {
  it('answers alike for an address with an account and one without, and mails only the account', async () => {
    const { email } = await member();
    const stranger = uniqueEmail();
    const known = await askLink(email);
    const unknown = await askLink(stranger);
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual({ sent: true });
    expect(await unknown.json()).toEqual({ sent: true });
    expect(sessionOf(known)).toBeNull();
    const mails = await linkMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your VERSE sign-in link');
    expect(mails[0]!.text_body).toContain(`within ${SIGN_IN_LINK.linkMinutes} minutes`);
    expect(await linkMails(stranger)).toHaveLength(0);
    // Stored as a hash only: the token of the email is nowhere in the table.
    const token = await linkToken(email);
    const stored = await env.DB.prepare('SELECT token_hash FROM sign_in_links WHERE token_hash = ? OR token_hash = ?').bind(token, await hashToken(token)).all<{ token_hash: string }>();
    expect(stored.results.map((r) => r.token_hash)).toEqual([await hashToken(token)]);
  });

  it('needs its bot token and the site’s origin', async () => {
    const { email } = await member();
    expect(await (await post('/api/auth/sign-in-link', { body: { email, recaptchaToken: 'local:login' } })).json()).toEqual({ error: BOT_CHECK_FAILED });
    const cross = await askLink(email, { origin: 'https://elsewhere.example' });
    expect(cross.status).toBe(403);
    expect(await cross.json()).toEqual({ error: CROSS_ORIGIN_REFUSED });
    expect(await linkMails(email)).toHaveLength(0);
  });

  it(`mails an address ${SIGN_IN_LINK.perAddressPerHour} links an hour at most, whoever asks, and a client asks 10 times an hour`, async () => {
    setClock(new Date('2030-05-01T09:00:00Z'));
    const { email } = await member();
    for (let i = 0; i < 5; i++) expect((await askLink(email)).status).toBe(200);
    expect(await linkMails(email)).toHaveLength(SIGN_IN_LINK.perAddressPerHour);
    const client = uniqueClient();
    for (let i = 0; i < 10; i++) expect((await askLink(uniqueEmail(), { client })).status).toBe(200);
    const refused = await askLink(email, { client });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'Too many sign-in links were asked for from this connection. Please wait a while and try again.' });
    setClock(new Date('2030-05-01T10:00:01Z'));
    expect((await askLink(email)).status).toBe(200);
    expect(await linkMails(email)).toHaveLength(SIGN_IN_LINK.perAddressPerHour + 1);
  });
});

describe('POST /api/auth/sign-in-link/confirm', () => {
  it('signs in once with the link, verifies the address, and never again with the same link', async () => {
    const { email } = await member('/api/teacher/register');
    await askLink(email);
    const token = await linkToken(email);
    const [first, second] = [await useLink(token), await useLink(token)];
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ user: { email, role: 'teacher' } });
    expect(await me(sessionOf(first)!)).toMatchObject({ email });
    expect(await env.DB.prepare('SELECT email_verified_at FROM users WHERE email = ?').bind(email).first('email_verified_at')).not.toBeNull();
    expect(second.status).toBe(400);
    expect(await second.json()).toEqual({ error: SIGN_IN_LINK_SPENT });
    expect(sessionOf(second)).toBeNull();
  });

  it(`works for ${SIGN_IN_LINK.linkMinutes} minutes only`, async () => {
    setClock(new Date('2030-06-01T12:00:00Z'));
    const { email } = await member();
    await askLink(email);
    const token = await linkToken(email);
    setClock(new Date(Date.parse('2030-06-01T12:00:00Z') + SIGN_IN_LINK.linkMinutes * 60_000 + 1000));
    expect(await (await useLink(token)).json()).toEqual({ error: SIGN_IN_LINK_SPENT });
  });

  it('answers a made-up or incomplete token without signing anyone in', async () => {
    const made = await useLink('A'.repeat(43));
    expect(made.status).toBe(400);
    expect(await made.json()).toEqual({ error: SIGN_IN_LINK_SPENT });
    const short = await useLink('abc');
    expect(short.status).toBe(400);
    expect(sessionOf(short)).toBeNull();
  });

  it('lets the owner in while their password is under guesses from their own network too', async () => {
    const { email, password } = await member();
    const owner = uniqueClient();
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong-password', owner)).status).toBe(401);
    expect((await login(email, password, owner)).status).toBe(429);
    await askLink(email, { client: owner });
    const signedIn = await useLink(await linkToken(email), { client: owner });
    expect(signedIn.status).toBe(200);
    expect(await me(sessionOf(signedIn)!)).toMatchObject({ email });
  });

  it('a new password voids the links not yet used', async () => {
    const { email } = await member();
    await askLink(email);
    const token = await linkToken(email);
    await post('/api/auth/password-reset', { body: { email, recaptchaToken: 'local:password_reset' } });
    const reset = /\/reset-password#([A-Za-z0-9_-]{43})\b/.exec((await env.DB.prepare("SELECT text_body FROM outbox WHERE to_address = ? AND kind = 'password_reset'").bind(email).first<string>('text_body'))!)![1]!;
    expect((await post('/api/auth/password-reset/confirm', { body: { token: reset, password: 'a brand new one' } })).status).toBe(200);
    expect(await (await useLink(token)).json()).toEqual({ error: SIGN_IN_LINK_SPENT });
  });
});
