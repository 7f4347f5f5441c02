import { defineConfig } from 'vite';

/**
 * Components are written in React; every bundle renders them with preact/compat, so partners
 * download one small runtime. Tests share this alias (vitest.config.mts extends this file), and
 * one test project opts out of it to prove the views run on real React too.
 */
export const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  resolve: { alias: preactCompat },
});
