// `npm run grant-admin -- <email> [--local|--remote] [--state DIR]`: makes an existing account an
// admin. The only way to the admin role: no request can grant it. The person registers on /login
// first. --local (the default) works on the storage of `npm start` (--state as there); --remote on
// the production D1 database, with your wrangler login.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

// Stricter than the sign-up check on purpose: the address ends up inside SQL text (wrangler d1
// execute has no bound parameters), so no quote, backslash, space or semicolon can get through.
const SAFE_EMAIL = /^[a-z0-9._%+-]{1,64}@[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;

/** The SQL for one email, or an error message for an address it refuses. */
export function grantAdminSql(input: string): { sql: string } | { error: string } {
  const email = input.trim().toLowerCase();
  if (email.length > 254 || !SAFE_EMAIL.test(email)) return { error: `Not an email address this command accepts: ${JSON.stringify(input)}` };
  return { sql: `UPDATE users SET role = 'admin' WHERE email = '${email}'; SELECT email, role FROM users WHERE email = '${email}';` };
}

function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      local: { type: 'boolean', default: false },
      remote: { type: 'boolean', default: false },
      state: { type: 'string', default: '.wrangler/state' },
    },
  });
  if (positionals.length !== 1 || (values.local && values.remote)) {
    console.error('usage: npm run grant-admin -- <email> [--local|--remote] [--state DIR]');
    process.exit(2);
  }
  const grant = grantAdminSql(positionals[0]!);
  if ('error' in grant) {
    console.error(grant.error);
    process.exit(2);
  }
  const where = values.remote ? ['--remote'] : ['--local', '--persist-to', path.resolve(root, values.state!)];
  // Arguments go to wrangler as an array, never through a shell.
  const result = spawnSync(path.join(root, 'node_modules/.bin/wrangler'), ['d1', 'execute', 'DB', ...where, '--json', '--yes', '--command', grant.sql], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    console.error(result.stderr || result.stdout);
    process.exit(result.status ?? 1);
  }
  const outputs = JSON.parse(result.stdout) as { results: { email: string; role: string }[] }[];
  const account = outputs.at(-1)?.results[0];
  if (!account) {
    console.error(`No account has that email (${values.remote ? 'remote' : 'local'}). The person registers on /login first, then run this again.`);
    process.exit(1);
  }
  console.log(`${account.email} is now ${account.role} (${values.remote ? 'remote' : 'local'} database). They see it after their next sign-in or page load.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
