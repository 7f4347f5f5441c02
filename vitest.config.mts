import { defineConfig, mergeConfig } from 'vitest/config';
import { reactDependents } from './scripts/vite/preact-compat.ts';
import { clockOffsetMs } from './tests/clock.ts';
import viteConfig from './vite.config.ts';

// Unit tests of widgets, site and scripts: pure logic in Node, components in happy-dom, rendered
// with preact/compat exactly as the bundles are. `*.react.test.tsx` files render the same views
// with real React 19 and react-dom instead. Worker tests have their own config
// (worker/vitest.config.mts) and run inside workerd. Element and component tests let time pass on
// Vitest's fake clock (widgets/runtime/testing/clock.ts), never on the real one, so each test holds
// Vitest's default timeout on a busy machine too. Every test stands at the run's moment (TEST_NOW,
// tests/clock.ts): the offset is fixed here, in the environment the test workers inherit, and
// widgets/runtime/testing/setup.ts moves their Date by it.
clockOffsetMs();

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Both cores: Vitest's default leaves one for its main process, which on CI's 2-core machine
      // ran one test file at a time.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['widgets/**/*.test.{ts,tsx}', 'site/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'contract/**/*.test.ts', 'phonics/**/*.test.ts'],
            exclude: ['**/*.react.test.tsx', '**/node_modules/**'],
            environment: 'node',
            setupFiles: ['widgets/runtime/testing/setup.ts'],
            server: { deps: { inline: reactDependents } },
            // Element CSS (`import css from './styles.css?inline'`) as its text, so the element tests
            // adopt what ships; Vitest's default gives every CSS import an empty string.
            css: { include: [/\.css\?inline$/] },
          },
        },
        {
          // Not extended: no alias, so `react` is React 19 itself.
          test: {
            name: 'react',
            include: ['widgets/**/*.react.test.tsx', 'site/**/*.react.test.tsx'],
            environment: 'happy-dom',
            setupFiles: ['widgets/runtime/testing/setup.ts'],
          },
        },
      ],
    },
  }),
);
