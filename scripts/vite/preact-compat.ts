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
 * wouter reads `React["useInsertion" + "Effect"]` (a guard for old bundlers), a computed name that
 * makes the bundler keep all of preact/compat in the runtime every element downloads. The static
 * name reads the same export and lets unused parts of compat be dropped (0.7 KB gzip).
 */
export function staticReactNames(): Plugin {
  return {
    name: 'verse-static-react-names',
    transform: {
      filter: { id: /\/node_modules\/wouter\/src\/react-deps\.js$/ },
      handler(code) {
        const computed = 'React["useInsertion" + "Effect"]';
        if (!code.includes(computed)) this.error(`wouter's react-deps.js no longer reads ${computed}: check this plugin`);
        return { code: code.replace(computed, 'React.useInsertionEffect'), map: null };
      },
    },
  };
}
