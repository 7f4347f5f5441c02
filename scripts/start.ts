// `npm start`: a production build (vite build), the D1 migrations (which seed demo availability
// settings) applied to local storage, then the built worker and assets served by wrangler's dev server on
// http://127.0.0.1:8787 (PORT overrides).
//   --fresh            start from empty local storage
//   --prebuilt         serve the build already in VERSE_DIST (npm test builds once, then serves it)
//   --state DIR        where local D1 / Durable Object data lives (default .wrangler/state)
//   --demo             add made-up sample leads and email for /admin (scripts/demo-data.ts) and a
//                      demo teacher with a class and results (scripts/demo-teacher.ts); always
//                      done for the default state of a plain `npm start`, never for another --state
//                      (tests, benchmarks) unless asked
// Env: PORT, VERSE_DIST (build into and serve another folder than dist/), VERSE_LOG_LEVEL (wrangler's),
// DEV_CLOCK_OFFSET_MS (the worker's clock reads this many ms ahead of the real one: the end-to-end
// tests run at a chosen moment; the worker refuses it outside development).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { unstable_startWorker } from 'wrangler';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    prebuilt: { type: 'boolean', default: false },
    state: { type: 'string', default: '.wrangler/state' },
    demo: { type: 'boolean', default: false },
  },
});
const port = process.env.PORT ?? '8787';
const state = path.resolve(root, values.state!);
const wrangler = path.join(root, 'node_modules/.bin/wrangler');
const vite = path.join(root, 'node_modules/.bin/vite');
const dist = path.resolve(root, process.env.VERSE_DIST ?? 'dist');

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (values.fresh) rmSync(state, { recursive: true, force: true });
if (!values.prebuilt) run(vite, ['build', '--logLevel', 'warn']);
run(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
if (values.demo || values.state === '.wrangler/state') {
  const { demoDataSql } = await import('./demo-data');
  const folder = mkdtempSync(path.join(tmpdir(), 'verse-demo-'));
  const file = path.join(folder, 'demo.sql');
  const { demoTeacherSql } = await import('./demo-teacher');
  writeFileSync(file, demoDataSql() + (await demoTeacherSql()));
  run(wrangler, ['d1', 'execute', 'DB', '--local', '--persist-to', state, '--file', file]);
  rmSync(folder, { recursive: true, force: true });
}

// wrangler dev's own server, started through wrangler's API so that the DevTools inspector can
// be left off: with it on, every request the worker makes (each D1 query, its whole answer) is
// also sent to the inspector and written to wrangler's debug log, and held in memory until a
// DevTools window connects. Over the end-to-end run that grew both workerd processes by hundreds
// of megabytes and a log of about 10 MB a minute, until wrangler exited mid-run.
// No fetch of Cloudflare's Request.cf data: this machine may be offline, and when that fetch fails
// wrangler restarts the worker seconds after it first answered, dropping requests.
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
const vars: Record<string, string> = {
  ENVIRONMENT: 'development',
  BOT_CHECK: 'local',
  SITE_ORIGIN: `http://127.0.0.1:${port}`,
  ...(process.env.DEV_CLOCK_OFFSET_MS ? { DEV_CLOCK_OFFSET_MS: process.env.DEV_CLOCK_OFFSET_MS } : {}),
};
const worker = await unstable_startWorker({
  // The worker as built, with the assets beside it (vite build writes this configuration).
  config: path.join(dist, 'verse/wrangler.json'),
  bindings: Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, { type: 'plain_text', value }])),
  dev: {
    server: { hostname: '127.0.0.1', port: Number(port) },
    inspector: false,
    persist: state,
    watch: false,
    liveReload: false,
    logLevel: (process.env.VERSE_LOG_LEVEL as 'warn' | undefined) ?? 'log',
  },
});
await worker.ready;
console.log(`\nVERSE: site http://127.0.0.1:${port}/ · partner demo http://localhost:${port}/embed-demo/ · outbox http://127.0.0.1:${port}/api/dev/outbox\n`);
// The Cron Trigger's schedule, locally: wrangler dev never fires crons itself, so the worker's
// scheduled work (reminders, then outbox delivery) runs every minute through its dev-only route.
const schedule = setInterval(() => {
  fetch(`http://127.0.0.1:${port}/api/dev/scheduled`, { method: 'POST' }).catch(() => {});
}, 60_000);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    clearInterval(schedule);
    void worker.dispose().finally(() => process.exit(0));
  });
}
