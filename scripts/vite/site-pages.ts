import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown, ViteDevServer } from 'vite';
import type { PageEntry } from '../../site/prerender.tsx';
import type { SiteRoute } from '../../site/routes.ts';
import { closeLoader, loadModule, root } from './load.ts';
import { clientOnly } from './client.ts';

type Prerender = typeof import('../../site/prerender.tsx');
type Routes = typeof import('../../site/routes.ts');

/** Where the site is published: canonical links, Open Graph and the sitemap use it. */
const siteOrigin = (process.env.VERSE_SITE_ORIGIN ?? 'https://verse.example').replace(/\/$/, '');
const ROUTE_ENTRY = '/@verse/route/';
/** Between the page's key and the file's name in a route entry's id. */
const ROUTE_SEPARATOR = '--';
const APP_SLOT = '<!--verse-app-->';
const FONT_SLOT = '<!--verse-font-preload-->';
const CONSENT_BANNER = 'verse-consent-banner';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

const htmlFile = (route: SiteRoute) => (route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`);

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/%(\w+)%/g, (match, key: string) => values[key] ?? match);
}

function pageHtml(template: string, route: SiteRoute, script: string): string {
  return fill(template, {
    TITLE: escapeHtml(route.title),
    DESCRIPTION: escapeHtml(route.description),
    ROBOTS: route.noindex ? 'noindex' : 'index, follow',
    CANONICAL: escapeHtml(`${siteOrigin}${route.canonical ?? route.path}`),
    ORIGIN: escapeHtml(siteOrigin),
    SCRIPT: script,
    APP: APP_SLOT,
    FONT: FONT_SLOT,
  });
}

/**
 * `<link rel=modulepreload>` for every chunk a page's entry script imports, however deep: the
 * browser requests them all at once instead of one level of imports per round trip (the elements'
 * own build adds no such hints, for partners' pages; these are VERSE's own pages). They come last
 * in the head, after the stylesheet and the entry.
 */
function modulePreloads(html: string, bundle: Rolldown.OutputBundle): string {
  const entry = /<script type="module" crossorigin src="\/([^"]+\.js)"><\/script>/.exec(html);
  if (!entry) return html;
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    for (const imported of chunk.imports) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(entry[1]!);
  // The cookie banner, on a first visit the largest text a phone shows on a page whose own text is
  // short (a tool's page): its module runs straight after the page's entry, not once the app has
  // hydrated and asked for it (site/components/ConsentHost.tsx imports the same URL, so it runs once).
  let banner = '';
  if (html.includes(`<${CONSENT_BANNER}`) && bundle[`widgets/${CONSENT_BANNER}.js`]) {
    banner = `\n    <script type="module" crossorigin src="/widgets/${CONSENT_BANNER}.js"></script>`;
    visit(`widgets/${CONSENT_BANNER}.js`);
  }
  const links = [...seen].map((fileName) => `    <link rel="modulepreload" crossorigin href="/${fileName}">\n`).join('');
  // The stylesheet, which holds the first paint back, is requested first (Vite writes it after the
  // script), then the entry and the modules it imports.
  const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(html)?.[0] ?? '';
  return html
    .replace(stylesheet, '')
    .replace(entry[0], `${stylesheet.trim()}\n    ${entry[0]}${banner}`)
    .replace('  </head>', `${links}  </head>`);
}

/**
 * The site: one HTML file per route of site/routes.ts, each with its page's own entry script and
 * the page prerendered into it, plus `404.html`, `sitemap.xml` and `robots.txt`. Vite bundles
 * each file's script and stylesheet; this plugin supplies the files and fills in the markup.
 * In `vite dev` the same files are served unrendered and the browser renders them.
 */
export function sitePages(): Plugin {
  let routes: Routes;
  let entries: PageEntry[] = [];
  const pages = new Map<string, { route: SiteRoute; script: string }>();

  const template = () => readFile(path.join(root, 'site/index.html'), 'utf8');

  return {
    name: 'verse-site-pages',
    async config(_config, env) {
      routes = await loadModule<Routes>('site/routes.ts');
      const prerender = await loadModule<Prerender>('site/prerender.tsx');
      entries = await prerender.pageEntries(routes.siteRoutes.map((route) => route.path));
      for (const entry of entries) {
        for (const routePath of entry.paths) {
          const route = routes.routeFor(routePath);
          const file = htmlFile(route);
          // One entry module per file, even where routes share a page: each HTML file then loads
          // one entry chunk of its own, which the build can preload for (see modulePreloads).
          const script = `${ROUTE_ENTRY}${entry.key}${ROUTE_SEPARATOR}${file.replace(/\.html$/, '').replaceAll('/', '-')}.tsx`;
          pages.set(path.join(root, file), { route, script });
        }
      }
      pages.set(path.join(root, '404.html'), { route: routes.notFoundRoute, script: '/site/main.tsx' });
      if (env.command !== 'build') return;
      const input = Object.fromEntries([...pages.keys()].map((file) => [path.relative(root, file).replace(/\.html$/, ''), file]));
      return { environments: { client: { build: { rolldownOptions: { input } } } } };
    },
    applyToEnvironment: clientOnly,
    resolveId(id) {
      if (id.startsWith(ROUTE_ENTRY)) return `\0${id}`;
      if (pages.has(id)) return id;
    },
    async load(id) {
      if (id.startsWith(`\0${ROUTE_ENTRY}`)) {
        const key = id.slice(`\0${ROUTE_ENTRY}`.length).split(ROUTE_SEPARATOR)[0];
        const entry = entries.find((candidate) => candidate.key === key)!;
        return [
          "import { pages } from '/site/App.tsx';",
          `import { ${entry.name} as page } from '${entry.file}';`,
          "import { start } from '/site/start.tsx';",
          `for (const path of ${JSON.stringify(entry.paths)}) pages[path].provide(page);`,
          'start();',
        ].join('\n');
      }
      const page = pages.get(id);
      if (page) return pageHtml(await template(), page.route, page.script);
    },
    configureServer(server: ViteDevServer) {
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://dev.local');
        // Every address under /admin/ is the admin page, which routes within itself (as the worker serves it).
        const wanted = url.pathname.replace(/(.)\/$/, '$1').replace(/^\/admin\/.*/, '/admin').replace(/^\/(manage|delete-my-data|verify-email)\/.*/, '/$1');
        const route = routes.siteRoutes.find((candidate) => candidate.path === wanted);
        if (req.method !== 'GET' || !route || !req.headers.accept?.includes('text/html')) return next();
        const page = pages.get(path.join(root, htmlFile(route)))!;
        const html = pageHtml(await template(), route, page.script).replace(APP_SLOT, '').replace(FONT_SLOT, '');
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(await server.transformIndexHtml(req.url ?? '/', html));
      });
    },
    generateBundle: {
      // After Vite has written the HTML files into the bundle.
      order: 'post',
      async handler(_options, bundle) {
      const prerender = await loadModule<Prerender>('site/prerender.tsx');
      const font = Object.values(bundle).find((file) => /lexend-core-[^/]+\.woff2$/.test(file.fileName));
      const preload = font ? `<link rel="preload" href="/${font.fileName}" as="font" type="font/woff2" crossorigin />` : '';
      for (const [file, page] of pages) {
        const asset = bundle[path.relative(root, file)];
        if (asset?.type !== 'asset') continue;
        const markup = page.route === routes.notFoundRoute ? '' : await prerender.renderRoute(page.route.path);
        asset.source = modulePreloads(String(asset.source).replace(FONT_SLOT, preload).replace(APP_SLOT, markup), bundle);
      }
      const indexed = routes.siteRoutes.filter((route) => !route.noindex && !route.canonical);
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
          ...indexed.map((route) => `  <url><loc>${escapeHtml(siteOrigin + route.path)}</loc></url>`),
          '</urlset>',
          '',
        ].join('\n'),
      });
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${siteOrigin}/sitemap.xml`, ''].join('\n'),
      });
      },
    },
    closeBundle: closeLoader,
  };
}
