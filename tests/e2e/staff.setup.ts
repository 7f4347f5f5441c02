import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { request, type FullConfig } from '@playwright/test';
import { staffCall, staffEmail } from './staff-account';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The run's admin, made once before any test (Playwright's global setup, which runs once the
 * server answers): registered on /login as anyone is, then made admin the one way there is
 * (`npm run grant-admin`, wrangler on the server's local storage), while no test sends anything:
 * wrangler's local database write has been seen to make the server drop a request in flight.
 * A global setup rather than a project the site's specs depend on: those then queued behind
 * every other spec, and ran alone at the end.
 */
export default async function makeTheRunsAdmin(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]!.use.baseURL!;
  const api = await request.newContext();
  try {
    const registered = await staffCall(api, baseURL, 'register');
    if (registered.status() !== 201) throw new Error(`The run's admin could not register: ${registered.status()} ${await registered.text()}`);
    execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/grant-admin.ts', staffEmail(baseURL), '--local', '--state', process.env.E2E_STATE ?? '.wrangler/e2e-state'], { cwd: root, stdio: 'pipe' });
    // Whatever wrangler's write did to the server, the account signs in, as an admin.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const login = await staffCall(api, baseURL, 'login').catch(() => null);
      const me = login?.status() === 200 ? await api.get(`${baseURL}/api/auth/me`).catch(() => null) : null;
      const role = me?.ok() ? ((await me.json()) as { user: { role?: string } | null }).user?.role : undefined;
      if (role === 'admin') return;
      if (Date.now() > deadline) throw new Error(`The run's admin does not sign in as an admin after grant-admin (login ${login?.status() ?? 'not answered'}, role ${role ?? 'none'})`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await api.dispose();
  }
}
