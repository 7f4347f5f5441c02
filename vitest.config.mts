import path from 'node:path';
import { defineConfig } from 'vitest/config';

const reactAdapter = path.resolve(import.meta.dirname, 'widgets/runtime/react-adapter.ts');

// Unit tests of widgets, site and scripts: pure logic in Node, components in happy-dom.
// Worker tests have their own config (worker/vitest.config.mts) and run inside workerd.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: { alias: { react: reactAdapter, 'react-dom/client': reactAdapter } },
  test: {
    include: ['widgets/**/*.test.{ts,tsx}', 'site/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
