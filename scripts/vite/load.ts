import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { preactCompat, reactDependents } from './preact-compat.ts';

export const root = path.resolve(import.meta.dirname, '../..');

let loader: Promise<ViteDevServer> | undefined;

/**
 * Imports a module of the project the way the bundles see it (TypeScript, `react` as
 * preact/compat), for the build's own use: the route table, prerendering, the element manifest.
 * One module graph serves every call, so objects keep their identity across modules.
 */
export async function loadModule<T>(file: string): Promise<T> {
  loader ??= createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    resolve: { alias: preactCompat },
    ssr: { noExternal: reactDependents },
  });
  return (await (await loader).ssrLoadModule(`/${file}`)) as T;
}

/** Ends the module graph of loadModule (the build calls it once it has written everything). */
export async function closeLoader(): Promise<void> {
  const server = loader;
  loader = undefined;
  await (await server)?.close();
}
