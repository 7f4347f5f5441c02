import type { Alias, Plugin } from 'vite';

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
  // React 17's useSyncExternalStore shim (wouter's) is CommonJS: `require('react')` would keep
  // every export of preact/compat in the shared runtime. preact/compat has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/** Packages that import `react` themselves: they must be bundled (not required from node_modules) to see the alias. */
export const reactDependents = ['@r2wc/react-to-web-component', '@r2wc/core', 'wouter'];

/**
 * Two dependencies read React in ways that keep every export of preact/compat (Suspense, portals,
 * memo, Children and the rest) in the runtime every element downloads:
 * - wouter reads `React["useInsertion" + "Effect"]`, a computed name (a guard for old bundlers);
 * - r2wc's React renderer imports React's default export, an object holding all of compat, and
 *   reads `createElement` from it.
 * Each is rewritten to the same export read statically, so unused parts of compat are dropped.
 */
const rewrites = [
  { file: /\/node_modules\/wouter\/src\/react-deps\.js$/, from: 'React["useInsertion" + "Effect"]', to: 'React.useInsertionEffect' },
  { file: /\/node_modules\/@r2wc\/react-to-web-component\/dist\/react-to-web-component\.js$/, from: 'import o from "react";', to: 'import * as o from "react";' },
];

export function staticReactNames(): Plugin {
  return {
    name: 'verse-static-react-names',
    transform: {
      filter: { id: rewrites.map((rewrite) => rewrite.file) },
      handler(code, id) {
        const rewrite = rewrites.find((candidate) => candidate.file.test(id))!;
        if (!code.includes(rewrite.from)) this.error(`${id} no longer contains ${rewrite.from}: check this plugin`);
        return { code: code.replace(rewrite.from, rewrite.to), map: null };
      },
    },
  };
}
