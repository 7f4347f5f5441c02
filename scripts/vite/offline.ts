import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { root } from './load.ts';
import { clientOnly } from './client.ts';

/** A file whose name carries its content hash (`name-1a2B3c4D.js`): its URL alone is its revision. */
const HASHED = /-[\w-]{8}\.\w+$/;

/**
 * The student tools' service worker (`/sw.js`), made by vite-plugin-pwa with Workbox (generateSW)
 * after the client build, from the files it wrote:
 * - Precached, as one build: every tool's page (`/student-apps`, `/student-apps/<route>`,
 *   `/embed/<route>`), the element modules and chunks, the site's scripts and stylesheet, the fonts,
 *   the sounds, the sample PDF and the PDF reader's worker. A page the worker serves is always its
 *   own build's page with its own build's files: two builds' chunks never meet in one page.
 * - Cached as used: the rest of `/assets/` (the PDF reader's fonts and decoders, each taken from the
 *   network the first time).
 * - A teacher's `/play/<code>` and `/embed/play/<code>`: the one page each, precached, answers every
 *   code (site/public/offline/sw-extras.js).
 * - The lead forms' embed pages are kept too (never registered from, but inside `/embed/`): every page
 *   in a scope is then its build's, with its build's element modules.
 * - Never: anything else. The worker is registered at the tools' scopes only (site/offline/scopes.ts),
 *   so no parent page, API call, `/lti`, `/manage` or admin request ever reaches it.
 * A new build's worker installs beside the old one and waits (no skipWaiting, no clientsClaim); the
 * page says a new version is ready and the new worker takes over when the page is next opened
 * (site/offline/register.ts, site/public/offline/sw-extras.js).
 */
export function offline(): Plugin[] {
  const outDir = path.join(root, process.env.VERSE_DIST ?? 'dist', 'client');
  const plugins = VitePWA({
    outDir,
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    workbox: {
      globDirectory: outDir,
      globPatterns: [
        'student-apps.html',
        'student-apps/*.html',
        'embed/*.html',
        // A teacher's game page, `/play/<code>` and `/embed/play/<code>` (site/public/offline/sw-extras.js).
        'play.html',
        'site/embed-play.html',
        'widgets/**/*.js',
        'site/**/*.{js,css}',
        'assets/*.{woff2,pdf,mjs}',
        'sounds/*',
        'favicon.svg',
        'student-apps.webmanifest',
        'icons/*.png',
      ],
      globIgnores: ['site/Admin*', 'assets/*latin-ext*', 'assets/*vietnamese*'],
      // The PDF reader's worker (1.3 MB) is the largest file kept.
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      // A page is kept under its address: `embed/grammar.html` answers `/embed/grammar`. The
      // `/embed/play/<code>` and `/play/<code>` pages are fetched at an address of their own, so the
      // worker serves them as a code's page (framable, for an embed), not as the file they are.
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) => {
            if (entry.url === 'site/embed-play.html') return { ...entry, url: '/embed/play/offline-shell' };
            // Kept as a code's page is served (its spinner, not the box for a code: contract/play-markup.ts).
            if (entry.url === 'play.html') return { ...entry, url: '/play/offline-shell' };
            return entry.url.endsWith('.html') ? { ...entry, url: `/${entry.url.replace(/\.html$/, '')}` } : entry;
          }),
          warnings: [],
        }),
      ],
      dontCacheBustURLsMatching: HASHED,
      // A tool's page answers whatever its settings in the query (`/embed/grammar?level=2`).
      ignoreURLParametersMatching: [/.*/],
      directoryIndex: null,
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      skipWaiting: false,
      clientsClaim: false,
      inlineWorkboxRuntime: true,
      sourcemap: false,
      importScripts: ['/offline/sw-extras.js'],
      runtimeCaching: [
        {
          urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'verse-tool-files', expiration: { maxEntries: 400, maxAgeSeconds: 60 * 86_400 } },
        },
      ],
    },
  });
  /** `/student-apps` and its tools install as one app (the manifest's scope), opening on the index. */
  const installable: Plugin = {
    name: 'verse-offline-manifest',
    transformIndexHtml: (html, context) =>
      /^\/student-apps(\.html|\/)/.test(context.path)
        ? html.replace(
            '</title>',
            '</title>\n    <link rel="manifest" href="/student-apps.webmanifest" />\n    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
          )
        : html,
  };
  /** `/offline/outbox.js`, the outbox as a classic script for the LTI play page. */
  const outboxScript: Plugin = {
    name: 'verse-offline-outbox-script',
    async generateBundle() {
      const output = (await build({
        configFile: false,
        root,
        logLevel: 'warn',
        build: {
          write: false,
          minify: true,
          target: ['chrome109', 'firefox115', 'safari16.4'],
          lib: { entry: path.join(root, 'site/offline/outbox-global.ts'), formats: ['iife'], name: 'verseOutboxScript', fileName: () => 'outbox.js' },
        },
      })) as Rolldown.RolldownOutput[];
      this.emitFile({ type: 'asset', fileName: 'offline/outbox.js', source: output[0]!.output[0].code });
    },
  };
  return [installable, outboxScript, ...plugins].map((plugin) => ({ ...plugin, applyToEnvironment: clientOnly }));
}
