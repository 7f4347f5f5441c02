import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import type { ElementMeta, EmbedPage } from '../../widgets/runtime/meta.ts';
import { closeLoader, loadModule, root } from './load.ts';
import { clientOnly } from './client.ts';

type Manifest = typeof import('../manifest.ts');
type Elements = typeof import('../../widgets/elements.ts');

/** `/embed.js`: the classic loader script partners add once, built on its own as an IIFE. */
async function buildEmbedScript(tags: string[]): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    define: { __VERSE_TAGS__: JSON.stringify(tags) },
    build: {
      write: false,
      minify: true,
      target: ['chrome109', 'firefox115', 'safari16.4'],
      lib: { entry: path.join(root, 'widgets/embed.ts'), formats: ['iife'], name: 'verseEmbed', fileName: () => 'embed.js' },
    },
  })) as Rolldown.RolldownOutput[];
  return output[0]!.output[0].code;
}

function embedAttributes(embed: EmbedPage): string {
  return Object.entries(embed.attributes ?? {})
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
}

/**
 * The elements: one module per element at `/widgets/<tag>.js` (its define.ts), `/embed.js`, an
 * `/embed/<path>` page for each embed of an element's meta, and `custom-elements.json` generated
 * from the metas. In `vite dev` the same URLs are served from source.
 */
export function elements(): Plugin {
  let list: ElementMeta[] = [];
  const embedPages = new Map<string, { meta: ElementMeta; embed: EmbedPage }>();
  const template = () => readFile(path.join(root, 'site/embed.html'), 'utf8');
  const embedHtml = async ({ meta, embed }: { meta: ElementMeta; embed: EmbedPage }) =>
    (await template())
      .replaceAll('%TITLE%', embed.title)
      .replaceAll('%TAG%', meta.tag)
      .replace('%ATTRIBUTES%', embedAttributes(embed))
      .replace('%SETTINGS%', JSON.stringify(meta.settings ?? {}).replaceAll('<', '\\u003c'));

  const partnerFrame = path.join(root, 'embed-demo/partner.html');

  return {
    name: 'verse-elements',
    async config(_config, env) {
      list = (await loadModule<Elements>('widgets/elements.ts')).elements;
      for (const meta of list) {
        for (const embed of [meta.embed ?? []].flat()) embedPages.set(path.join(root, `embed/${embed.path}.html`), { meta, embed });
      }
      if (env.command !== 'build') return;
      const input = {
        ...Object.fromEntries(list.map((meta) => [`widgets/${meta.tag}`, path.join(root, 'widgets', meta.folder, 'define.ts')])),
        ...Object.fromEntries([...embedPages.keys()].map((file) => [path.relative(root, file).replace(/\.html$/, ''), file])),
        // The partner demo: pages of another site that embed the elements with /embed.js.
        'embed-demo/index': path.join(root, 'embed-demo/index.html'),
        'embed-demo/forms': path.join(root, 'embed-demo/forms.html'),
        // /embed/play/<code>: a teacher's shared game, one page for every code (the worker serves it).
        'site/embed-play': path.join(root, 'site/embed-play.html'),
      };
      return { environments: { client: { build: { rolldownOptions: { input } } } } };
    },
    applyToEnvironment: clientOnly,
    // The partner demo's pages hold only their title and what they show; the partner's own frame
    // (head, header, the event log) is one file around them.
    transformIndexHtml: {
      order: 'pre',
      async handler(html, { filename }) {
        if (path.dirname(filename) !== path.dirname(partnerFrame)) return;
        const title = /^<title>.*<\/title>\n/.exec(html);
        if (!title) throw new Error(`${filename}: a partner page starts with its <title>`);
        const main = html.slice(title[0].length).replace(/^<!--.*-->\n/, '').trimEnd();
        return (await readFile(partnerFrame, 'utf8')).replace('%TITLE%', () => title[0].trim()).replace('%MAIN%', () => main);
      },
    },
    resolveId(id) {
      if (embedPages.has(id)) return id;
    },
    async load(id) {
      const page = embedPages.get(id);
      if (page) return embedHtml(page);
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://dev.local');
        const widget = /^\/widgets\/(verse-[a-z-]+)\.js$/.exec(url.pathname);
        const meta = widget && list.find((candidate) => candidate.tag === widget[1]);
        if (meta) {
          res.setHeader('Content-Type', 'text/javascript');
          res.end(`import '/widgets/${meta.folder}/define.ts';\n`);
          return;
        }
        if (url.pathname === '/embed.js') {
          res.setHeader('Content-Type', 'text/javascript');
          res.end(await buildEmbedScript(list.map((candidate) => candidate.tag)));
          return;
        }
        const page = embedPages.get(path.join(root, `${url.pathname.replace(/\/$/, '')}.html`));
        if (page && url.pathname.startsWith('/embed/')) {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(await server.transformIndexHtml(req.url ?? '/', await embedHtml(page)));
          return;
        }
        next();
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'embed.js', source: await buildEmbedScript(list.map((meta) => meta.tag)) });
      const { manifest } = await loadModule<Manifest>('scripts/manifest.ts');
      this.emitFile({ type: 'asset', fileName: 'custom-elements.json', source: JSON.stringify(await manifest(), null, 2) });
    },
    closeBundle: closeLoader,
  };
}
