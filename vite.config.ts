import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import { elements } from './scripts/vite/elements.ts';
import { firstScreens } from './scripts/vite/first-screens.ts';
import { paintFirst } from './scripts/vite/paint-first.ts';
import { thankYouGate } from './scripts/vite/thank-you-gate.ts';
import { preactCompat, staticReactNames } from './scripts/vite/preact-compat.ts';
import { sitePages } from './scripts/vite/site-pages.ts';
import { pdfjsAssets } from './scripts/vite/pdfjs-assets.ts';
import { plainDynamicImports } from './scripts/vite/plain-dynamic-imports.ts';
import { sounds } from './scripts/vite/sounds.ts';
import { buildTimeData } from './scripts/vite/build-time-data.ts';
import { offline } from './scripts/vite/offline.ts';

/** Google tag IDs read by site/config.ts; an unset one becomes '' and that tag never loads. */
const tagIds = ['VERSE_GA4_ID', 'VERSE_GTM_ID', 'VERSE_ADS_ID', 'VERSE_ADS_LABEL_INTAKE', 'VERSE_ADS_LABEL_CONSULTATION', 'VERSE_ADS_LABEL_CONTACT', 'VERSE_ADS_LABEL_SCHEDULE_NOW'];

/**
 * Preact, r2wc, the element helpers, the dynamic-import helper and the hook that holds a tool's
 * game state (a chunk of its own cost each tool that holds one about 0.2 KB): one chunk every
 * element and the site share.
 */
const RUNTIME = /\/node_modules\/(preact|@r2wc)\/|\/widgets\/runtime\/(index|element|styles|base|lazy)\.|\/widgets\/tool-kit\/reducer\.|^\0vite\/preload-helper/;

/**
 * What the booking element and the lead forms all load: the contract's rules, the API and bot-check
 * clients and Lexend. One chunk rather than several small ones (each costs a request and its own
 * compression).
 */
const LEAD_KIT = /\/contract\/rules\.|\/widgets\/runtime\/(api|botcheck)\.|\/widgets\/forms\/font\./;

/**
 * The ink the writing tools share (Writing Paper, b and d, the PDF Viewer's pen): its strokes, their
 * painting and the pen. One chunk: split by which tool reaches which part, it cost each tool a
 * second small chunk's headers.
 */
const INK = /\/widgets\/tool-kit\/ink\/(logic|draw|pen)\./;

/**
 * A chunk of the site's own code: site modules, with at most the contract modules only they import
 * (the consent cookie the worker reads too). It goes under `site/`, out of what size.ts counts for
 * partners; a chunk with anything of the elements or a package goes under `widgets/`.
 */
const siteOnly = (ids: readonly string[]) => ids.some((id) => id.includes('/site/')) && ids.every((id) => id.includes('/site/') || id.includes('/contract/'));

/** `vite dev` runs the worker with the local bot check and development settings; builds keep wrangler.toml's production values. */
let serving = false;
const localWorker: Plugin = {
  name: 'verse-local-worker',
  config(_config, env) {
    serving = env.command === 'serve';
  },
};

export default defineConfig({
  resolve: { alias: preactCompat },
  publicDir: 'site/public',
  define: Object.fromEntries([...tagIds, 'VERSE_SITE_ORIGIN'].map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? '')])),
  build: {
    // VERSE_DIST lets a test run build and serve its own copy beside a running `npm start`.
    outDir: process.env.VERSE_DIST ?? 'dist',
    emptyOutDir: true,
    reportCompressedSize: false,
  },
  environments: {
    client: {
      build: {
        target: ['chrome109', 'firefox115', 'safari16.4'],
        // Elements run on partners' pages, where a preload hint would point at the partner's origin.
        modulePreload: false,
        rolldownOptions: {
          // Each element's define.ts exports `define<Name>()` for partners who pick their own tag;
          // an element's module may export more, for its own lazy parts to import (no other element
          // imports it).
          preserveEntrySignatures: 'allow-extension',
          output: {
            entryFileNames: (chunk) => (chunk.name.startsWith('widgets/') ? '[name].js' : 'site/[name]-[hash].js'),
            chunkFileNames: (chunk) => (chunk.name !== 'runtime' && siteOnly(chunk.moduleIds) ? 'site/[name]-[hash].js' : 'widgets/[name]-[hash].js'),
            codeSplitting: {
              groups: [
                { name: 'runtime', test: RUNTIME },
                { name: 'lead-kit', test: LEAD_KIT },
                { name: 'ink', test: INK },
              ],
            },
          },
        },
      },
    },
  },
  experimental: {
    // Files an element loads (fonts, sounds, lazy chunks) resolve against the element's own module,
    // so on a partner's page they still come from VERSE's origin; pages use root paths.
    renderBuiltUrl: (fileName, { hostType }) => (hostType === 'js' ? { relative: true } : `/${fileName}`),
  },
  plugins: process.env.VITEST
    ? []
    : [
        localWorker,
        staticReactNames(),
        plainDynamicImports(),
        buildTimeData(),
        sitePages(),
        elements(),
        firstScreens(),
        paintFirst(),
        thankYouGate(),
        sounds(),
        pdfjsAssets(),
        ...offline(),
        cloudflare({ config: () => (serving ? { vars: { ENVIRONMENT: 'development', BOT_CHECK: 'local' } } : {}) }),
      ],
});
