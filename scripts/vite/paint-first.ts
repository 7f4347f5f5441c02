import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';
import { root } from './load.ts';
import { afterClientBundle } from './client.ts';

const MODULE = /\n?[ \t]*<script type="module"(?: crossorigin)? src="([^"]+)"\s*><\/script>/g;
const PRELOAD = /\n?[ \t]*<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g;

/**
 * A page's module scripts and module preloads, named on one small script that asks for them once
 * the page has painted (site/paint-first/paint-first.ts, which says why). In place of the page's
 * first module script; the rest of the page is unchanged.
 */
export function scriptsAfterPaint(html: string, loader: string): string {
  const modules = [...html.matchAll(MODULE)].map((match) => match[1]!);
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  if (!modules.length) return html;
  const tag = `\n    <script type="module" crossorigin src="${loader}" data-modules="${modules.join(' ')}" data-preloads="${preloads.join(' ')}"></script>`;
  let placed = false;
  return html
    .replace(MODULE, () => (placed ? '' : ((placed = true), tag)))
    .replace(PRELOAD, '');
}

/**
 * Every page the build writes (the site's, the tools', the embeds'; not the partner demo pages,
 * which load the elements as a partner would) asks for its scripts once it has painted. A
 * thank-you page opened without its form's flag never paints: its gate, a classic script ahead of
 * these, has sent the browser on (scripts/vite/thank-you-gate.ts).
 */
export function paintFirst(): Plugin {
  // After the pages are written, filled in and given their first screens.
  return afterClientBundle('verse-paint-first', async function (_options, bundle) {
    const source = await readFile(path.join(root, 'site/paint-first/paint-first.ts'), 'utf8');
    const { code } = await transform(source, { loader: 'ts', minify: true, target: 'es2020' });
    const fileName = `site/paint-first-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
    this.emitFile({ type: 'asset', fileName, source: code });
    for (const file of Object.values(bundle)) {
      if (file.type !== 'asset' || !file.fileName.endsWith('.html') || file.fileName.startsWith('embed-demo/')) continue;
      file.source = scriptsAfterPaint(String(file.source), `/${fileName}`);
    }
  });
}
