import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import type { ThankYouKind, thankYouGates } from '../../site/lib/thank-you-gates.ts';
import { loadModule, root } from './load.ts';

type Gates = { thankYouGates: typeof thankYouGates };

/**
 * A thank-you page with its gate first in its head, before its stylesheets and scripts: a classic
 * script that sends a browser without the page's flag on before the page is drawn.
 */
export function withGate(html: string, src: string, gate: { flag: string; otherwise: string }): string {
  const tag = `\n    <script src="${src}" data-flag="${gate.flag}" data-otherwise="${gate.otherwise}"></script>`;
  const viewport = /<meta name="viewport"[^>]*>/.exec(html);
  if (!viewport) throw new Error('A thank-you page without a viewport meta: its gate has no place.');
  const at = viewport.index + viewport[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}

/** Gives each built thank-you page (`thank-you/<kind>.html`) its gate, site/thank-you-gate/thank-you-gate.ts. */
export function thankYouGate(): Plugin {
  return {
    name: 'verse-thank-you-gate',
    apply: 'build',
    applyToEnvironment(environment) {
      return environment.name === 'client';
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const { thankYouGates } = await loadModule<Gates>('site/lib/thank-you-gates.ts');
        const { outputFiles } = await build({
          entryPoints: [path.join(root, 'site/thank-you-gate/thank-you-gate.ts')],
          bundle: true,
          write: false,
          minify: true,
          format: 'iife',
          target: 'es2020',
        });
        const code = outputFiles[0]!.text;
        const fileName = `site/thank-you-gate-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source: code });
        for (const file of Object.values(bundle)) {
          const kind = /^thank-you\/(\w+)\.html$/.exec(file.fileName)?.[1] as ThankYouKind | undefined;
          if (file.type !== 'asset' || !kind) continue;
          const gate = thankYouGates[kind];
          if (!gate) throw new Error(`${file.fileName}: no gate in site/lib/thank-you-gates.ts`);
          file.source = withGate(String(file.source), `/${fileName}`, gate);
        }
      },
    },
  };
}
