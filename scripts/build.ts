// One build for everything the worker serves from dist/:
//   widgets/runtime-<hash>.js   the shared runtime (Preact, r2wc, helpers)
//   widgets/<tag>.js            one module per element, importing the runtime
//   embed.js                    the classic loader script for partner pages
//   site/…, *.html              the host site, one prerendered HTML file per route
//   sitemap.xml, robots.txt     for search engines, from site/routes.ts
//   embed/<tool>.html           each element alone, framable
//   embed-demo/…                the partner demo page
//   custom-elements.json        the element manifest
import { mkdir, readFile, readdir, rm, writeFile, cp } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { h } from 'preact';
import { render as renderToString } from 'preact-render-to-string';
import { elements } from '../widgets/elements.ts';
import { App, pages } from '../site/App.tsx';
import { setRenderUrl } from '../site/lib/router.ts';
import { notFoundRoute, siteRoutes, type SiteRoute } from '../site/routes.ts';
import { manifest } from './manifest.ts';
import { minifyCssTemplates } from './minify-css.ts';

const root = path.resolve(import.meta.dirname, '..');
// VERSE_DIST lets several local servers (e.g. parallel test runs) each serve their own build.
const dist = path.resolve(root, process.env.VERSE_DIST ?? 'dist');
const production = process.env.NODE_ENV !== 'development';
/** Where the site is published: canonical links, Open Graph and the sitemap use it. */
const siteOrigin = (process.env.VERSE_SITE_ORIGIN ?? 'https://verse.example').replace(/\/$/, '');
const reactAdapter = path.join(root, 'widgets/runtime/react-adapter.ts');

const shared: esbuild.BuildOptions = {
  bundle: true,
  minify: production,
  sourcemap: false,
  target: ['chrome109', 'firefox115', 'safari16.4'],
  legalComments: 'none',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
};

async function buildRuntime(): Promise<string> {
  const result = await esbuild.build({
    ...shared,
    entryPoints: { runtime: path.join(root, 'widgets/runtime/index.ts') },
    outdir: path.join(dist, 'widgets'),
    entryNames: '[name]-[hash]',
    format: 'esm',
    metafile: true,
    alias: { react: reactAdapter, 'react-dom/client': reactAdapter },
    plugins: [minifyWidgetCss],
  });
  const output = Object.keys(result.metafile.outputs).find((file) => file.endsWith('.js'))!;
  return `/widgets/${path.basename(output)}`;
}

// Minifies the css-tagged template strings of the widgets' styles modules: every element carries its CSS as text.
const minifyWidgetCss: esbuild.Plugin = {
  name: 'verse-minify-css',
  setup(build) {
    build.onLoad({ filter: /widgets\/.*styles\.ts$/ }, async (args) => ({
      contents: minifyCssTemplates(await readFile(args.path, 'utf8')),
      loader: 'ts',
    }));
  },
};

// The meta.ts modules are docs (and attribute types); declaring them free of side effects lets
// the bundles drop them whole instead of importing an empty shared chunk.
const docsWithoutSideEffects: esbuild.Plugin = {
  name: 'verse-docs-without-side-effects',
  setup(build) {
    build.onResolve({ filter: /(^|\/)meta$/ }, (args) => ({ path: path.resolve(args.resolveDir, `${args.path}.ts`), sideEffects: false }));
  },
};

/** Points every import of Preact or the runtime at the one shared runtime file. */
function useSharedRuntime(runtimeUrl: string): esbuild.Plugin {
  return {
    name: 'verse-shared-runtime',
    setup(build) {
      build.onResolve({ filter: /^(preact|preact\/hooks|preact\/jsx-runtime)$/ }, () => ({ path: runtimeUrl, external: true }));
      build.onResolve({ filter: /runtime(\/index)?(\.ts)?$/ }, (args) =>
        args.path.startsWith('.') && path.resolve(args.resolveDir, args.path).startsWith(path.join(root, 'widgets/runtime'))
          ? { path: runtimeUrl, external: true }
          : undefined,
      );
      build.onResolve({ filter: /^(react|react-dom|preact\/compat|@r2wc\/)/ }, (args) => ({
        errors: [{ text: `${args.path} belongs in the shared runtime; import from widgets/runtime instead.` }],
      }));
    },
  };
}

async function buildWidgets(runtimeUrl: string) {
  await esbuild.build({
    ...shared,
    entryPoints: elements.map((meta) => ({ out: meta.tag, in: path.join(root, 'widgets', meta.folder, 'define.ts') })),
    outdir: path.join(dist, 'widgets'),
    chunkNames: 'chunk-[hash]',
    splitting: true,
    format: 'esm',
    plugins: [useSharedRuntime(runtimeUrl), minifyWidgetCss, docsWithoutSideEffects],
  });
  await esbuild.build({
    ...shared,
    entryPoints: { embed: path.join(root, 'widgets/embed.ts') },
    outdir: dist,
    format: 'iife',
    define: { ...shared.define, __VERSE_TAGS__: JSON.stringify(elements.map((meta) => meta.tag)) },
  });
}

/** Google tag IDs read by site/config.ts; an unset one becomes '' and that tag never loads. */
const tagIdVariables = ['VERSE_GA4_ID', 'VERSE_GTM_ID', 'VERSE_ADS_ID', 'VERSE_ADS_LABEL_INTAKE', 'VERSE_ADS_LABEL_CONSULTATION', 'VERSE_ADS_LABEL_CONTACT', 'VERSE_ADS_LABEL_SCHEDULE_NOW'];
const tagIdDefines = Object.fromEntries(tagIdVariables.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? '')]));

type SiteAssets = {
  /** The generic entry script (the 404 page). */
  app: string;
  /** Each prerendered route's own entry script. */
  scripts: Map<string, string>;
  style: string;
  font: string;
};

/** One entry script per page component: the routes it serves, the file and export it comes from. */
type PageEntry = { key: string; file: string; name: string; paths: string[] };

/** Finds each route's page the way the browser will (its lazy loader), then the file exporting it. */
async function pageEntries(): Promise<PageEntry[]> {
  const missing = siteRoutes.filter((route) => !pages[route.path]).map((route) => route.path);
  if (missing.length) throw new Error(`site/routes.ts lists routes without a page in site/App.tsx: ${missing.join(', ')}`);
  const pagesDir = path.join(root, 'site/pages');
  const exported = new Map<unknown, { file: string; name: string }>();
  for (const file of (await readdir(pagesDir)).filter((name) => /^[^.]+\.tsx$/.test(name))) {
    const module = (await import(pathToFileURL(path.join(pagesDir, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) exported.set(value, { file: path.join(pagesDir, file), name });
  }
  const entries = new Map<unknown, PageEntry>();
  for (const route of siteRoutes) {
    const page = await pages[route.path]!.preload();
    const source = exported.get(page);
    if (!source) throw new Error(`The page of ${route.path} is not exported by a file of site/pages.`);
    const base = path.basename(source.file, '.tsx');
    const entry = entries.get(page) ?? { key: source.name === base ? base : `${base}-${source.name}`, ...source, paths: [] };
    entry.paths.push(route.path);
    entries.set(page, entry);
  }
  return [...entries.values()];
}

/**
 * A route's entry imports its page statically and hands it over before starting, so the browser
 * fetches the page with the entry and hydrates it as soon as the script runs.
 */
function routeEntries(entries: PageEntry[]): esbuild.Plugin {
  return {
    name: 'verse-route-entries',
    setup(build) {
      build.onResolve({ filter: /^verse-route:/ }, (args) => ({ path: args.path.slice('verse-route:'.length), namespace: 'verse-route' }));
      build.onLoad({ filter: /.*/, namespace: 'verse-route' }, (args) => {
        const entry = entries.find((candidate) => candidate.key === args.path)!;
        const contents = [
          "import { pages } from './App';",
          `import { ${entry.name} as page } from ${JSON.stringify(entry.file)};`,
          "import { start } from './start';",
          `for (const path of ${JSON.stringify(entry.paths)}) pages[path].provide(page);`,
          'start();',
        ].join('\n');
        return { contents, loader: 'ts', resolveDir: path.join(root, 'site') };
      });
    },
  };
}

async function buildSite(runtimeUrl: string, entries: PageEntry[]): Promise<SiteAssets> {
  const result = await esbuild.build({
    ...shared,
    define: { ...shared.define, ...tagIdDefines },
    entryPoints: {
      app: path.join(root, 'site/main.tsx'),
      site: path.join(root, 'site/site.css'),
      ...Object.fromEntries(entries.map((entry) => [`page-${entry.key}`, `verse-route:${entry.key}`])),
    },
    outdir: path.join(dist, 'site'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    splitting: true,
    format: 'esm',
    metafile: true,
    loader: { '.woff2': 'file', '.svg': 'file', '.png': 'file', '.webp': 'file' },
    assetNames: 'assets/[name]-[hash]',
    publicPath: '/site',
    plugins: [useSharedRuntime(runtimeUrl), routeEntries(entries)],
  });
  const url = (file: string) => `/site/${path.relative(path.join(dist, 'site'), path.resolve(root, file))}`;
  const outputs = Object.entries(result.metafile.outputs).map(([file, output]) => ({ url: url(file), entryPoint: output.entryPoint }));
  const scripts = new Map<string, string>();
  for (const entry of entries) {
    const script = outputs.find((output) => output.entryPoint === `verse-route:${entry.key}`)!.url;
    for (const route of entry.paths) scripts.set(route, script);
  }
  await cp(path.join(root, 'site/public'), dist, { recursive: true });
  return {
    app: outputs.find((output) => /\/app-[^/]+\.js$/.test(output.url))!.url,
    scripts,
    style: outputs.find((output) => /\/site-[^/]+\.css$/.test(output.url))!.url,
    // Latin covers the site's text; preloading it lets the first paint use Lexend.
    font: outputs.find((output) => /\/lexend-latin-wght-normal-[^/]+\.woff2$/.test(output.url))!.url,
  };
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/%(\w+)%/g, (match, key: string) => values[key] ?? match);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

async function writeHtml(relative: string, html: string) {
  const file = path.join(dist, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
}

/** The page as the server sends it: rendered markup in #app, which its entry script then hydrates. */
function prerender(template: string, route: SiteRoute, assets: SiteAssets): string {
  setRenderUrl(route.path);
  const canonical = `${siteOrigin}${route.canonical ?? route.path}`;
  return fill(template, {
    TITLE: escapeHtml(route.title),
    DESCRIPTION: escapeHtml(route.description),
    ROBOTS: route.noindex ? 'noindex' : 'index, follow',
    CANONICAL: escapeHtml(canonical),
    ORIGIN: escapeHtml(siteOrigin),
    SCRIPT: assets.scripts.get(route.path) ?? assets.app,
    STYLE: assets.style,
    FONT: assets.font,
    APP: renderToString(h(App, null)),
  });
}

async function writeSitePages(assets: SiteAssets) {
  const template = await readFile(path.join(root, 'site/index.html'), 'utf8');
  for (const route of siteRoutes) {
    const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`;
    await writeHtml(file, prerender(template, route, assets));
  }
  await writeHtml('404.html', prerender(template, notFoundRoute, assets));

  const indexed = siteRoutes.filter((route) => !route.noindex && !route.canonical);
  await writeFile(
    path.join(dist, 'sitemap.xml'),
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...indexed.map((route) => `  <url><loc>${escapeHtml(siteOrigin + route.path)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n'),
  );
  await writeFile(
    path.join(dist, 'robots.txt'),
    ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${siteOrigin}/sitemap.xml`, ''].join('\n'),
  );
}

async function writeEmbedPages(style: string) {
  const template = await readFile(path.join(root, 'site/embed.html'), 'utf8');
  for (const meta of elements) {
    for (const embed of [meta.embed ?? []].flat()) {
      const attributes = Object.entries(embed.attributes ?? {})
        .map(([name, value]) => ` ${name}="${value}"`)
        .join('');
      await writeHtml(`embed/${embed.path}.html`, fill(template, { TITLE: embed.title, TAG: meta.tag, ATTRIBUTES: attributes, STYLE: style }));
    }
  }
}

async function buildEmbedDemo() {
  const source = path.join(root, 'embed-demo');
  const target = path.join(dist, 'embed-demo');
  await mkdir(target, { recursive: true });
  await esbuild.build({ ...shared, entryPoints: [path.join(source, 'demo.ts')], outdir: target, format: 'iife' });
  await cp(source, target, { recursive: true, filter: (file) => !file.endsWith('.ts') });
}

const started = performance.now();
await rm(dist, { recursive: true, force: true });
const runtimeUrl = await buildRuntime();
await buildWidgets(runtimeUrl);
const siteAssets = await buildSite(runtimeUrl, await pageEntries());
await writeSitePages(siteAssets);
await writeEmbedPages(siteAssets.style);
await buildEmbedDemo();
await writeFile(path.join(dist, 'custom-elements.json'), JSON.stringify(await manifest(), null, 2));
console.log(`Built dist/ in ${Math.round(performance.now() - started)} ms`);
