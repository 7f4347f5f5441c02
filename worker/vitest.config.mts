import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { chosenNow, clockOffsetMs } from '../tests/clock';

const root = path.resolve(import.meta.dirname, '..');
// wrangler.toml serves `dist` as assets and refuses to start without it; the worker tests need no
// built site, so an empty folder is enough when nothing has been built yet.
mkdirSync(path.join(root, 'dist'), { recursive: true });

// Worker tests run inside workerd with real D1 and Durable Objects, the local bot check, and the
// migrations applied by test/apply-migrations.ts. Their clock is the run's (TEST_NOW, tests/clock.ts):
// the worker reads it through the same development clock setting as the local server of an
// end-to-end run, and test/run-clock.ts gives it to the tests' own helpers before any test.
export default defineConfig(async () => ({
  root,
  plugins: [
    cloudflareTest({
      wrangler: { configPath: path.join(root, 'wrangler.toml') },
      miniflare: {
        bindings: {
          ENVIRONMENT: 'test',
          BOT_CHECK: 'local',
          DEV_CLOCK_OFFSET_MS: String(clockOffsetMs()),
          TEST_NOW: chosenNow(),
          TEST_MIGRATIONS: await readD1Migrations(path.join(root, 'worker/migrations')),
        },
      },
    }),
  ],
  test: {
    // Both cores: Vitest's default leaves one for its main process, which on CI's 2-core machine
    // ran one test file at a time.
    maxWorkers: 2,
    include: ['worker/**/*.test.ts'],
    setupFiles: ['worker/test/apply-migrations.ts', 'worker/test/run-clock.ts'],
  },
}));
