// A teacher's address is confirmed before the workspace opens: anyone can sign up with any address,
// and only its owner can open the link emailed to it. The welcome email carries the link; the
// portal asks again at most once an hour; an emailed sign-in link confirms it too.
import { env } from 'cloudflare:test';
import { afterEach, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '../auth/throttle';
import { setClock } from '../time/clock';
import { UNVERIFIED } from './shared';
import { call, confirmAddress, json, teacher } from './testing';

afterEach(() => setClock(null));

const PASSWORD = 'phonics-rule-9';

async function signedUpTeacher() {
  const email = `v-${crypto.randomUUID().slice(0, 8)}@school.example`;
  await json(await call(undefined, 'POST', '/teacher/register', { name: 'Ms Okafor', email, password: PASSWORD, school: null, recaptchaToken: 'local:register' }), 201);
  const login = await call(undefined, 'POST', '/auth/login', { email, password: PASSWORD, recaptchaToken: 'local:login' });
  await json(login.clone(), 200);
  return { email, cookie: login.headers.getSetCookie()[0]!.split(';')[0]! };
}

const mails = (email: string) =>
  env.DB.prepare('SELECT kind, text_body FROM outbox WHERE to_address = ? ORDER BY created_at, rowid').bind(email).all<{ kind: string; text_body: string }>().then(({ results }) => results);

it('a new teacher sees only their account until they open the link in their welcome email', { timeout: 30_000 }, async () => {
  const { email, cookie } = await signedUpTeacher();
  expect((await json(await call(cookie, 'GET', '/teacher/me'), 200)).teacher).toMatchObject({ email, verified: false });
  for (const [method, path, body] of [
    ['GET', '/teacher/activities'],
    ['GET', '/teacher/classes'],
    ['POST', '/teacher/classes', { name: 'Room 4' }],
    ['PATCH', '/teacher/me', { name: 'Someone Else' }],
  ] as const) {
    const refused = await call(cookie, method, path, body);
    expect(refused.status, `${method} ${path}`).toBe(403);
    expect(await refused.json()).toEqual({ error: UNVERIFIED });
  }
  const [welcome] = await mails(email);
  expect(welcome!.kind).toBe('account_welcome');
  expect(welcome!.text_body).toContain('Your Teacher Portal opens once you confirm this is your address.');
  await json(await confirmAddress(email), 200);
  expect((await json(await call(cookie, 'GET', '/teacher/me'), 200)).teacher).toMatchObject({ verified: true });
  await json(await call(cookie, 'POST', '/teacher/classes', { name: 'Room 4' }), 201);
});

it('the portal’s resend mails a new link at most once an hour, and the link names the Teacher Portal', { timeout: 30_000 }, async () => {
  setClock(new Date('2031-02-03T08:00:00Z'));
  const { email, cookie } = await signedUpTeacher();
  // The welcome email's link went out just now: no second one yet.
  expect(await json(await call(cookie, 'POST', '/account/verify-email', {}), 200)).toEqual({ verified: false, sent: false });
  setClock(new Date('2031-02-03T09:00:01Z'));
  expect(await json(await call(cookie, 'POST', '/account/verify-email', {}), 200)).toEqual({ verified: false, sent: true });
  expect(await json(await call(cookie, 'POST', '/account/verify-email', {}), 200)).toEqual({ verified: false, sent: false });
  const resent = (await mails(email)).filter((m) => m.kind === 'email_verification');
  expect(resent).toHaveLength(1);
  expect(resent[0]!.text_body).toContain('To open your Teacher Portal, confirm this is your address:');
  // Either link works: the newest here.
  await json(await confirmAddress(email), 200);
  expect(await json(await call(cookie, 'POST', '/account/verify-email', {}), 200)).toEqual({ verified: true, sent: false });
  await json(await call(cookie, 'GET', '/teacher/activities'), 200);
});

it('the account’s password, asked again when changing it or deleting the account, is throttled as a sign-in is', { timeout: 30_000 }, async () => {
  const t = await teacher();
  const from = { 'CF-Connecting-IP': '198.51.100.77' };
  for (let i = 0; i < 5; i++) await json(await call(t.cookie, 'POST', '/teacher/me/password', { currentPassword: `wrong-one-${i}`, newPassword: 'new-phonics-42' }, from), 400);
  const refused = await call(t.cookie, 'POST', '/teacher/me/delete', { password: 'reading-is-fun', confirm: 'DELETE' }, from);
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({ error: TOO_MANY_ATTEMPTS });
  expect(await env.DB.prepare('SELECT 1 FROM users WHERE id = ?').bind(t.id).first()).not.toBeNull();
});
