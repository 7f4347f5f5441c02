import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium';
import { clockOffsetMs } from './clock';

const port = Number(process.env.E2E_PORT ?? 8790);
// The run's moment (TEST_NOW), fixed here once: the server and every worker read the same clock.
const clockOffset = clockOffsetMs();

/**
 * End-to-end tests in Debian Chromium against the real worker (wrangler dev, local D1 and Durable
 * Objects, fresh state each run). The partner demo is reached as http://localhost:<port>, another
 * origin than the API at http://127.0.0.1:<port>.
 */
export default defineConfig({
  testDir: './e2e',
  // Per port, so a test run beside another (npm test beside a helper's run) keeps its own artifacts.
  outputDir: `../test-results/${port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two at a time: the site's specs one after another (they share the server's slots, holds and
  // per-client limits), beside the student tools' specs (pages and games that book nothing).
  workers: 2,
  projects: [
    // The run's admin (staff.setup.ts), before the site's specs that sign in as staff.
    { name: 'staff', testMatch: 'staff.setup.ts' },
    { name: 'site', testIgnore: 'tools/**', workers: 1, dependencies: ['staff'] },
    { name: 'tools', testMatch: 'tools/**/*.spec.ts' },
  ],
  // None: a test that passes only on a second try is a defect, in the test or in the product.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    // The business's zone unless a test is a visitor elsewhere: the machine's own zone changes nothing.
    timezoneId: 'America/Denver',
    locale: 'en-US',
    // A trace only on request (E2E_TRACE=1 npm test): recording one for every test took about a
    // quarter of the machine's processor time, and CI shows only the output.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  webServer: {
    command: `npx tsx scripts/start.ts --fresh ${process.env.VERSE_PREBUILT ? '--prebuilt ' : ''}--state ${process.env.E2E_STATE ?? '.wrangler/e2e-state'}`,
    cwd: '..',
    env: { PORT: String(port), DEV_CLOCK_OFFSET_MS: String(clockOffset), ...(process.env.VERSE_DIST ? { VERSE_DIST: process.env.VERSE_DIST } : {}) },
    url: `http://127.0.0.1:${port}/api/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
