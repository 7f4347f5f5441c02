import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

const port = Number(process.env.E2E_PORT ?? 8790);

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
  workers: 1,
  // One retry, reported as 'flaky' in the summary: a real browser on a busy two-core machine
  // sometimes misses a frame; a test that fails twice fails the run.
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `npx tsx scripts/start.ts --fresh ${process.env.VERSE_PREBUILT ? '--prebuilt ' : ''}--state ${process.env.E2E_STATE ?? '.wrangler/e2e-state'}`,
    cwd: '..',
    env: { PORT: String(port), ...(process.env.VERSE_DIST ? { VERSE_DIST: process.env.VERSE_DIST } : {}) },
    url: `http://127.0.0.1:${port}/api/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
