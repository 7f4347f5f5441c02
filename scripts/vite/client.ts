import type { Plugin } from 'vite';

/** The client environment only: the pages and elements, not the worker's bundle. */
export const clientOnly = (environment: { name: string }): boolean => environment.name === 'client';

type BundleHandler = Extract<NonNullable<Plugin['generateBundle']>, { handler: unknown }>['handler'];

/** A production build step over the client's output once every other plugin has written it (the pages filled in). */
export function afterClientBundle(name: string, handler: BundleHandler): Plugin {
  return { name, apply: 'build', applyToEnvironment: clientOnly, generateBundle: { order: 'post', handler } };
}
