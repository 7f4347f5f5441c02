import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');

// Worker tests run inside workerd with real D1 and Durable Objects, the local bot check, and the
// migrations applied by test/apply-migrations.ts.
export default defineConfig(async () => ({
  root,
  plugins: [
    cloudflareTest({
      wrangler: { configPath: path.join(root, 'wrangler.toml') },
      miniflare: {
        bindings: {
          ENVIRONMENT: 'test',
          BOT_CHECK: 'local',
          TEST_MIGRATIONS: await readD1Migrations(path.join(root, 'worker/migrations')),
        },
      },
    }),
  ],
  test: {
    include: ['worker/**/*.test.ts'],
    setupFiles: ['worker/test/apply-migrations.ts'],
    testTimeout: 30_000,
  },
}));
