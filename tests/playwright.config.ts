import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium';
import { clockOffsetMs } from './clock';

const port = Number(process.env.E2E_PORT ?? 8790);
/** The site's specs that hold no slot and sign in no staff: they run beside the others. */
const READ_ONLY = ['site.spec.ts', 'reading.spec.ts', 'late-resizer.spec.ts'];
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
  // Two at a time: the site's specs that book, hold or sign in as staff one after another (they
  // share the server's slots, holds and staff account), beside the specs that do none of that (the
  // student tools and the site's page checks); once the first are done, the second take both.
  workers: 2,
  // The run's admin, once the server answers and before any test.
  globalSetup: './e2e/staff.setup.ts',
  projects: [
    { name: 'site', testIgnore: ['tools/**', ...READ_ONLY], workers: 1 },
    { name: 'pages', testMatch: ['tools/**/*.spec.ts', ...READ_ONLY] },
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
    // No service workers but where a test is about them (offline.spec.ts): every tool page
    // registers one, whose install downloads the whole build (some 260 files) for every test's
    // fresh context.
    serviceWorkers: 'block',
  },
  webServer: {
    command: `npx tsx scripts/start.ts --fresh ${process.env.VERSE_PREBUILT ? '--prebuilt ' : ''}--state ${process.env.E2E_STATE ?? '.wrangler/e2e-state'}`,
    cwd: '..',
    // Warnings and errors only: wrangler formatting a line for each of the run's requests took a
    // share of the machine the tests need.
    env: { PORT: String(port), DEV_CLOCK_OFFSET_MS: String(clockOffset), VERSE_LOG_LEVEL: process.env.VERSE_LOG_LEVEL ?? 'warn', ...(process.env.VERSE_DIST ? { VERSE_DIST: process.env.VERSE_DIST } : {}) },
    url: `http://127.0.0.1:${port}/api/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
