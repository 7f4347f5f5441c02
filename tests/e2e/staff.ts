import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from './base';

const root = path.resolve(import.meta.dirname, '../..');

let admin: Promise<string> | undefined;

/**
 * Signs `page` in as staff. The account is made admin the one way there is (`npm run grant-admin`,
 * some 10-20 s of wrangler on a busy 2-core machine), once per test worker; each call then signs
 * in afresh, as staff do on another day.
 */
export async function signInAsAdmin(page: Page): Promise<string> {
  const origin = test.info().project.use.baseURL!;
  const send = (call: string, email: string) =>
    page.request.post(`${origin}/api/auth/${call}`, { headers: { Origin: origin }, data: { email, password: 'reading is fun', displayName: 'Dana Staff', recaptchaToken: `local:${call}` } });
  admin ??= (async () => {
    const email = `admin-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    expect((await send('register', email)).status()).toBe(201);
    execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/grant-admin.ts', email, '--local', '--state', process.env.E2E_STATE ?? '.wrangler/e2e-state'], { cwd: root, stdio: 'pipe' });
    return email;
  })().catch((error: unknown) => {
    admin = undefined;
    throw error;
  });
  const email = await admin;
  expect((await send('login', email)).status()).toBe(200);
  return email;
}

/** VERSE's staff approve the LMS at `lms` that has just registered, as lti.spec.ts shows step by step. */
export async function approvePlatform(page: Page, lms: string): Promise<void> {
  await signInAsAdmin(page);
  await page.goto(`${test.info().project.use.baseURL!}/admin/lti`);
  const waiting = page.getByRole('list', { name: 'Platforms waiting for approval' }).getByRole('listitem').filter({ hasText: lms });
  await waiting.getByRole('button', { name: /^Approve / }).click();
  await expect(page.getByRole('status').filter({ hasText: 'approved' })).toBeVisible();
}
