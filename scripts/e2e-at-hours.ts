// Runs the suites at several moments and machine time zones, each on the run's clock (TEST_NOW,
// see tests/clock.ts), and prints one line per run: proof that they give the same answer on any
// day and at any hour. The unit and worker suites run whole; the end-to-end suite runs the specs
// that depend on the date, each time on a fresh server whose clock reads that moment.
//
//   npm run test:hours -- [--runners unit,worker,e2e] [--only Saturday] [--prebuilt] [--port 8797] [spec …]
//
// --only keeps the moments whose name contains the text; --prebuilt serves the build already in
// VERSE_DIST (default .dist-test) instead of building once; specs replace the end-to-end list.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runners: { type: 'string', default: 'unit,worker,e2e' },
    only: { type: 'string' },
    prebuilt: { type: 'boolean', default: false },
    port: { type: 'string', default: '8797' },
  },
});
const dist = process.env.VERSE_DIST ?? '.dist-test';
const specs = positionals.length
  ? positionals
  : ['tests/e2e/booking.spec.ts', 'tests/e2e/frictions-booking.spec.ts', 'tests/e2e/admin-bookings.spec.ts', 'tests/e2e/lead-forms.spec.ts'];

type Runner = 'unit' | 'worker' | 'e2e';
const commands: Record<Runner, string[]> = {
  unit: ['vitest', 'run', '--config', 'vitest.config.mts'],
  worker: ['vitest', 'run', '--config', 'worker/vitest.config.mts'],
  e2e: ['playwright', 'test', '--config', 'tests/playwright.config.ts', ...specs],
};
const runners = values.runners.split(',').map((r) => r.trim()) as Runner[];
for (const runner of runners) if (!(runner in commands)) throw new Error(`--runners takes unit, worker and e2e, not "${runner}".`);

// Moments in MT (UTC-7 until the spring change, UTC-6 after it), and the machine zones to try at
// the default moment.
const moments: { name: string; now?: string; tz?: string }[] = [
  { name: 'Tuesday 07:55 MT', now: '2026-12-01T07:55:00-07:00' },
  { name: 'Tuesday 11:30 MT', now: '2026-12-01T11:30:00-07:00' },
  { name: 'Tuesday 16:45 MT', now: '2026-12-01T16:45:00-07:00' },
  { name: 'Tuesday 23:59 MT', now: '2026-12-01T23:59:00-07:00' },
  { name: 'Friday 18:30 MT', now: '2026-12-04T18:30:00-07:00' },
  { name: 'Saturday 10:35 MT', now: '2026-11-28T10:35:00-07:00' },
  { name: 'Sunday 23:59 MT', now: '2026-11-29T23:59:00-07:00' },
  { name: 'last day of the year 16:45 MT', now: '2026-12-31T16:45:00-07:00' },
  { name: 'spring change night 01:30 MT', now: '2027-03-14T01:30:00-07:00' },
  { name: 'TZ=Pacific/Auckland', tz: 'Pacific/Auckland' },
  { name: 'TZ=America/Los_Angeles', tz: 'America/Los_Angeles' },
].filter((m) => !values.only || m.name.includes(values.only));

if (runners.includes('e2e') && !values.prebuilt) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, VERSE_DIST: dist } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const lines: string[] = [];
let failures = 0;
for (const moment of moments) {
  for (const runner of runners) {
    const started = Date.now();
    const env: NodeJS.ProcessEnv = { ...process.env, VERSE_DIST: dist, VERSE_PREBUILT: '1', E2E_PORT: values.port, E2E_STATE: `.wrangler/e2e-hours` };
    // Each run fixes its own offset from the moment it is given.
    delete env.DEV_CLOCK_OFFSET_MS;
    delete env.E2E_NOW;
    if (moment.now) env.TEST_NOW = moment.now;
    else delete env.TEST_NOW;
    if (moment.tz) env.TZ = moment.tz;
    const result = spawnSync('npx', commands[runner], { cwd: root, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    const output = `${result.stdout}${result.stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
    const closing = output.split('\n').filter((l) => /^\s*(Tests\s+)?.*\d+ (passed|failed)/.test(l)).at(-1) ?? '';
    const passed = /(\d+) passed/.exec(closing)?.[1] ?? '0';
    const failed = /(\d+) failed/.exec(closing)?.[1] ?? '0';
    if (result.status !== 0) failures++;
    const line = `${moment.name.padEnd(32)} ${runner.padEnd(7)} ${`${passed} passed, ${failed} failed`.padEnd(22)} ${((Date.now() - started) / 1000).toFixed(0)} s`;
    lines.push(line);
    console.log(line);
    if (result.status !== 0) console.log(output.split('\n').filter((l) => /✘|FAIL|Error:|Expected|Received/.test(l)).slice(0, 20).join('\n'));
  }
}
console.log(`\n${lines.join('\n')}`);
process.exit(failures ? 1 : 0);
