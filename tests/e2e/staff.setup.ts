import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './base';
import { staffCall, staffEmail } from './staff';

const root = path.resolve(import.meta.dirname, '../..');

// The run's admin, before any site spec: registered on /login as anyone is, then made admin the one
// way there is (`npm run grant-admin`, wrangler on the server's local storage). Done once, here,
// while no spec of the site sends anything: wrangler's local database write has been seen to make
// the server drop a request in flight.
test('the run has an admin', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  expect((await staffCall(request, baseURL!, 'register')).status()).toBe(201);
  execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/grant-admin.ts', staffEmail(baseURL!), '--local', '--state', process.env.E2E_STATE ?? '.wrangler/e2e-state'], { cwd: root, stdio: 'pipe' });
  // Whatever wrangler's write did to the server, the account signs in, as an admin.
  await expect
    .poll(async () => {
      const login = await staffCall(request, baseURL!, 'login').catch(() => null);
      if (login?.status() !== 200) return `login ${login?.status() ?? 'not answered'}`;
      const me = await request.get(`${baseURL}/api/auth/me`).catch(() => null);
      return me?.ok() ? ((await me.json()) as { user: { role?: string } | null }).user?.role : `me ${me?.status() ?? 'not answered'}`;
    }, { timeout: 60_000 })
    .toBe('admin');
});
