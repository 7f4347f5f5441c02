// Signing up: the worker answers every sign-up alike and signs no one in, so the site signs in
// with the new password, and says the address is taken when that password does not sign in.
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../widgets/runtime/api', async (actual) => ({ ...(await actual<typeof import('../../widgets/runtime/api')>()), apiBase: () => '' }));
vi.mock('../../widgets/runtime/botcheck', () => ({ botToken: async (_base: string, action: string) => `local:${action}` }));

const { register } = await import('./auth');

type Answer = { status: number; body: unknown };

function worker(answers: Record<string, Answer>) {
  const asked: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    asked.push({ path, body: JSON.parse(String(init.body)) });
    const answer = answers[path]!;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return asked;
}

const signUpAnswer = { status: 201, body: { user: null, checkEmail: true } };
const dana = { email: 'dana@example.com', displayName: 'Dana', role: 'member' };

afterEach(() => vi.unstubAllGlobals());

describe('register', () => {
  it('creates the account, then signs in with the same email and password', async () => {
    const asked = worker({ '/api/auth/register': signUpAnswer, '/api/auth/login': { status: 200, body: { user: dana } } });
    expect(await register(' dana@example.com ', 'reading is fun', ' Dana ')).toEqual(dana);
    expect(asked.map((call) => call.path)).toEqual(['/api/auth/register', '/api/auth/login']);
    expect(asked[0]!.body).toEqual({ email: 'dana@example.com', password: 'reading is fun', displayName: 'Dana', recaptchaToken: 'local:register' });
    expect(asked[1]!.body).toEqual({ email: 'dana@example.com', password: 'reading is fun', recaptchaToken: 'local:login' });
  });

  it('says the address has an account when the new password does not sign in', async () => {
    worker({ '/api/auth/register': signUpAnswer, '/api/auth/login': { status: 401, body: { error: 'The email or password is not correct.' } } });
    await expect(register('dana@example.com', 'another passphrase')).rejects.toThrow('An account with this email already exists. Please sign in instead.');
  });

  it('passes on any other refusal as the worker words it', async () => {
    worker({ '/api/auth/register': { status: 400, body: { error: 'Please correct the highlighted fields.', fields: { password: 'This field cannot be only spaces.' } } } });
    await expect(register('dana@example.com', '         ')).rejects.toThrow('Password cannot be only spaces.');
    worker({ '/api/auth/register': signUpAnswer, '/api/auth/login': { status: 429, body: { error: 'Too many sign-in attempts. Please wait 15 minutes and try again.' } } });
    await expect(register('dana@example.com', 'reading is fun')).rejects.toThrow('Too many sign-in attempts. Please wait 15 minutes and try again.');
  });
});
