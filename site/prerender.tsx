// Build-time only: which page each route shows, and each route's markup. The build loads this
// module through Vite (scripts/vite/site-pages.ts) and writes one HTML file per route.
import { renderToString } from 'react-dom/server';
import { App, pages } from './App';

const pageModules = import.meta.glob<Record<string, unknown>>(['./pages/*.tsx', '!./pages/*.test.tsx'], { eager: true });

/** One entry script per page component: the routes it serves, and the module and export it comes from. */
export type PageEntry = { key: string; file: string; name: string; paths: string[] };

export async function pageEntries(paths: string[]): Promise<PageEntry[]> {
  const missing = paths.filter((path) => !pages[path]);
  if (missing.length) throw new Error(`site/routes.ts lists routes without a page in site/App.tsx: ${missing.join(', ')}`);
  const exported = new Map<unknown, { file: string; name: string }>();
  for (const [file, module] of Object.entries(pageModules)) {
    for (const [name, value] of Object.entries(module)) exported.set(value, { file: `/site/${file.slice(2)}`, name });
  }
  const entries = new Map<unknown, PageEntry>();
  for (const path of paths) {
    const page = await pages[path]!.preload();
    const source = exported.get(page);
    if (!source) throw new Error(`The page of ${path} is not exported by a file of site/pages.`);
    const base = source.file.replace(/^.*\/|\.tsx$/g, '');
    const entry = entries.get(page) ?? { key: source.name === base ? base : `${base}-${source.name}`, ...source, paths: [] };
    entry.paths.push(path);
    entries.set(page, entry);
  }
  return [...entries.values()];
}

/** The markup of the page at `path`, as the browser's first render will make it. */
export async function renderRoute(path: string): Promise<string> {
  await pages[path]?.preload();
  return renderToString(<App ssrPath={path} />);
}
