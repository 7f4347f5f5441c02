import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from './base';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A new account made admin the one way there is (`npm run grant-admin`, some 10-20 s of wrangler
 * on a busy 2-core machine), signed in on `page`.
 */
export async function signInAsAdmin(page: Page, displayName = 'Dana Staff'): Promise<string> {
  const email = `admin-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const origin = test.info().project.use.baseURL!;
  const send = (call: string) => page.request.post(`${origin}/api/auth/${call}`, { headers: { Origin: origin }, data: { email, password: 'reading is fun', displayName, recaptchaToken: `local:${call}` } });
  expect((await send('register')).status()).toBe(201);
  execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/grant-admin.ts', email, '--local', '--state', process.env.E2E_STATE ?? '.wrangler/e2e-state'], { cwd: root, stdio: 'pipe' });
  expect((await send('login')).status()).toBe(200);
  return email;
}
