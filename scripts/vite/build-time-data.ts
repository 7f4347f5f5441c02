import path from 'node:path';
import type { Plugin } from 'vite';
import { loadModule, root } from './load.ts';
import { clientOnly } from './client.ts';

/**
 * Modules named `*.data.ts` are data the build computes: in the browser bundles, each is replaced
 * by its evaluated exports written out as JSON. The site lists the student tools this way
 * (`site/tools.data.ts`): it reads every tool's declaration, yet no declaration module joins
 * the site's graph, so none is split into a chunk of its own between the site and its element.
 * Tests, prerendering and `vite dev` import the module itself. Exports must be JSON values.
 */
export function buildTimeData(): Plugin {
  return {
    name: 'verse-build-time-data',
    apply: 'build',
    applyToEnvironment: clientOnly,
    async load(id) {
      if (!id.endsWith('.data.ts')) return;
      const exports = await loadModule<Record<string, unknown>>(path.relative(root, id));
      return Object.entries(exports)
        .map(([name, value]) => {
          const json = JSON.stringify(value);
          if (json === undefined || typeof value === 'function') throw new Error(`${path.relative(root, id)}: export ${name} is not JSON data.`);
          return `export const ${name} = ${json};`;
        })
        .join('\n');
    },
  };
}
