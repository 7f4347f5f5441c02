// Runs the end-to-end specs that depend on the date at several moments and machine time zones,
// each on a fresh server whose clock reads that moment (E2E_NOW, see tests/clock.ts), and prints
// one line per run. Proof that those specs give the same answer at any hour.
//
//   npx tsx scripts/e2e-at-hours.ts [--prebuilt] [--port 8797] [spec …]
//
// --prebuilt serves the build already in VERSE_DIST (default .dist-test) instead of building once.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { prebuilt: { type: 'boolean', default: false }, port: { type: 'string', default: '8797' } },
});
const dist = process.env.VERSE_DIST ?? '.dist-test';
const specs = positionals.length
  ? positionals
  : ['tests/e2e/booking.spec.ts', 'tests/e2e/frictions-booking.spec.ts', 'tests/e2e/admin-bookings.spec.ts', 'tests/e2e/lead-forms.spec.ts'];

// Moments in MT (UTC-7 from November to March), and the machine zones to try at the default moment.
const runs: { name: string; now?: string; tz?: string }[] = [
  { name: 'Tuesday 07:55 MT', now: '2026-12-01T07:55:00-07:00' },
  { name: 'Tuesday 11:30 MT', now: '2026-12-01T11:30:00-07:00' },
  { name: 'Tuesday 16:45 MT', now: '2026-12-01T16:45:00-07:00' },
  { name: 'Tuesday 23:59 MT', now: '2026-12-01T23:59:00-07:00' },
  { name: 'Friday 18:30 MT', now: '2026-12-04T18:30:00-07:00' },
  { name: 'last day of the year 16:45 MT', now: '2026-12-31T16:45:00-07:00' },
  { name: 'TZ=Pacific/Auckland', tz: 'Pacific/Auckland' },
  { name: 'TZ=America/Los_Angeles', tz: 'America/Los_Angeles' },
];

if (!values.prebuilt) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, VERSE_DIST: dist } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const lines: string[] = [];
let failures = 0;
for (const run of runs) {
  const started = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env, VERSE_DIST: dist, VERSE_PREBUILT: '1', E2E_PORT: values.port, E2E_STATE: `.wrangler/e2e-hours` };
  delete env.DEV_CLOCK_OFFSET_MS;
  if (run.now) env.E2E_NOW = run.now;
  else delete env.E2E_NOW;
  if (run.tz) env.TZ = run.tz;
  const result = spawnSync('npx', ['playwright', 'test', '--config', 'tests/playwright.config.ts', ...specs], { cwd: root, env, encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
  const passed = /(\d+) passed/.exec(output)?.[1] ?? '0';
  const failed = /(\d+) failed/.exec(output)?.[1] ?? '0';
  if (result.status !== 0) failures++;
  const line = `${run.name.padEnd(32)} ${`${passed} passed, ${failed} failed`.padEnd(22)} ${((Date.now() - started) / 1000).toFixed(0)} s`;
  lines.push(line);
  console.log(line);
  if (result.status !== 0) console.log(output.split('\n').filter((l) => /✘|Error:|Expected|Received/.test(l)).slice(0, 20).join('\n'));
}
console.log(`\n${lines.join('\n')}`);
process.exit(failures ? 1 : 0);
