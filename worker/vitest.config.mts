import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');
// wrangler.toml serves `dist` as assets and refuses to start without it; the worker tests need no
// built site, so an empty folder is enough when nothing has been built yet.
mkdirSync(path.join(root, 'dist'), { recursive: true });

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
  },
}));
