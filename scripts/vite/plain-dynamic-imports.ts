import type { Plugin } from 'vite';

const HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps every dynamic import of a client build in a helper (0.9 KB gzip) that injects
 * `<link rel=modulepreload>` and stylesheet links for the imported chunk. This build preloads no
 * modules (an element on a partner's page must not add hints there) and its lazy chunks bring no
 * stylesheet (elements adopt constructed style sheets), so the helper only ever calls the import:
 * it becomes exactly that. The build fails if a lazy chunk ever does need a stylesheet.
 */
export function plainDynamicImports(): Plugin {
  return {
    name: 'verse-plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: new RegExp(`^${HELPER.replace(/[.\\/]/g, '\\$&')}$`) },
      handler: () => 'export const __vitePreload = (load) => load();',
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && /\[[^\]]*\.css[`"'][^\]]*\],import\.meta\.url/.test(chunk.code))
            this.error(`${chunk.fileName} lazily imports a chunk with a stylesheet, which the plain dynamic import would not load`);
        }
      },
    },
  };
}
