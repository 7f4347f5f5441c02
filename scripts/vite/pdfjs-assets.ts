import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { clientOnly } from './client.ts';

const pdfjs = path.resolve(import.meta.dirname, '../../node_modules/pdfjs-dist');
const { version } = JSON.parse(readFileSync(path.join(pdfjs, 'package.json'), 'utf8')) as { version: string };
/** Named by pdf.js's version, so the files may be cached for good (as /assets/ are) and served cross-origin to partners' pages. */
const base = `assets/pdfjs-${version}`;
/** What pdf.js fetches besides its worker: character maps, the standard fonts' data, its WebAssembly decoders, an ICC profile. */
const FOLDERS = ['cmaps', 'standard_fonts', 'wasm', 'iccs'];
const TYPES: Record<string, string> = { '.wasm': 'application/wasm', '.js': 'text/javascript', '.ttf': 'font/ttf' };

/**
 * pdf.js's data files at `/assets/pdfjs-<version>/<folder>/<file>` on VERSE's own origin (the PDF
 * viewer passes these folders to pdf.js; its worker is an asset of the viewer's lazy chunk):
 * copied into the client output by the build, served from node_modules by `vite dev`.
 */
export function pdfjsAssets(): Plugin {
  return {
    name: 'verse-pdfjs-assets',
    applyToEnvironment: clientOnly,
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://dev.local').pathname;
        const [, folder, file] = pathname.startsWith(`/${base}/`) ? (/^([a-z_]+)\/([\w.-]+)$/.exec(pathname.slice(base.length + 2)) ?? []) : [];
        if (!folder || !file || !FOLDERS.includes(folder)) return next();
        try {
          const body = readFileSync(path.join(pdfjs, folder, file));
          res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
          res.end(body);
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const folder of FOLDERS) {
        for (const file of readdirSync(path.join(pdfjs, folder))) {
          this.emitFile({ type: 'asset', fileName: `${base}/${folder}/${file}`, source: readFileSync(path.join(pdfjs, folder, file)) });
        }
      }
    },
  };
}
