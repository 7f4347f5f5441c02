// What the server benchmarks (bench-admin, bench-teacher) share: fresh local storage seeded by one
// SQL file, the local server started on it and left to settle, and p50/p95 over rounds of calls.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const wrangler = path.join(root, 'node_modules/.bin/wrangler');
export const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CI: 'true' } });
  if (result.status !== 0) throw new Error(`${path.basename(command)} ${args[0]} failed`);
}

/** Fresh local D1 storage at `.wrangler/<name>-state`, migrated, then `sql` run in it; answers the path and the seconds the seed took. */
export function seedFreshState(name: string, sql: string): { state: string; seconds: number } {
  const state = path.join(root, `.wrangler/${name}-state`);
  rmSync(state, { recursive: true, force: true });
  mkdirSync(state, { recursive: true });
  run(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
  const seedFile = path.join(state, 'seed.sql');
  const started = performance.now();
  writeFileSync(seedFile, sql);
  run(wrangler, ['d1', 'execute', 'DB', '--local', '--persist-to', state, '--file', seedFile]);
  return { state, seconds: (performance.now() - started) / 1000 };
}

/**
 * Serves `state` on `port` (the build in VERSE_DIST, default `.wrangler/dist-<name>`, when
 * `prebuilt`; otherwise it builds), waits until the worker answers and has settled (wrangler dev
 * may restart it once just after it first answers), and stops it when the process exits.
 */
export async function serveState(name: string, options: { state: string; port: string; prebuilt: boolean }): Promise<{ base: string; stop(): void }> {
  const base = `http://127.0.0.1:${options.port}`;
  const serverLog = openSync(path.join(root, `.wrangler/${name}-server.log`), 'w');
  const server = spawn(process.execPath, [tsx, 'scripts/start.ts', ...(options.prebuilt ? ['--prebuilt'] : []), '--state', path.relative(root, options.state)], {
    cwd: root,
    env: { ...process.env, PORT: options.port, VERSE_DIST: process.env.VERSE_DIST ?? `.wrangler/dist-${name}`, VERSE_LOG_LEVEL: 'error' },
    stdio: ['ignore', serverLog, serverLog],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {}
  };
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));
  const pause = () => new Promise((resolve) => setTimeout(resolve, 500));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/config`)).ok) break;
    } catch {}
    if (i > 480) throw new Error('the local server did not start');
    await pause();
  }
  for (let settled = 0, tries = 0; settled < 5 && tries < 120; tries++) {
    try {
      settled = (await fetch(`${base}/api/config`)).ok ? settled + 1 : 0;
    } catch {
      settled = 0;
    }
    await pause();
  }
  return { base, stop };
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Times each named call `rounds` times after 5 warm-up rounds (the worker's first requests compile
 * code and open the database), round by round so a change in the machine's load touches every call
 * alike; answers each call's milliseconds, sorted.
 */
export async function timeRounds(names: readonly string[], rounds: number, call: (name: string) => Promise<number>): Promise<Map<string, number[]>> {
  for (let i = 0; i < 5; i++) for (const name of names) await call(name);
  const samples = new Map<string, number[]>(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) for (const name of names) samples.get(name)!.push(await call(name));
  for (const sorted of samples.values()) sorted.sort((a, b) => a - b);
  return samples;
}
