import type { Alias } from 'vite';

/**
 * Components are written in React; every bundle renders them with preact/compat, so partners
 * download one small runtime. The Vite config, the build's own module loading and the unit tests
 * all use this one alias.
 */
export const preactCompat: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** Packages that import `react` themselves: they must be bundled (not required from node_modules) to see the alias. */
export const reactDependents = ['@r2wc/react-to-web-component', '@r2wc/core', 'wouter'];
