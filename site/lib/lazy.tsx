import { useEffect, useState, type ComponentType } from 'react';
import { Spinner } from '../components/Spinner';

/**
 * A page (or a part of one) whose code is its own chunk: `preload()` fetches it ahead of rendering;
 * `provide()` hands it over when a route's entry script already holds it.
 */
export type LazyPage<P extends object = object> = ComponentType<P> & { preload(): Promise<ComponentType<P>>; provide(page: ComponentType<P>): void };

/**
 * Each page loads its own code, so a visitor downloads and runs only the page they see. Before
 * hydrating, the current page is provided or preloaded (site/start.tsx; the build preloads every
 * page), so the first render is the page itself, matching the prerendered markup; later visits
 * show a spinner while the chunk arrives. A part of a page that only some visitors reach (the
 * Teacher Portal's workspace, a child's game) loads the same way, when it is first rendered.
 */
export function lazyPage<P extends object = object>(load: () => Promise<ComponentType<P>>, label = 'Loading'): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const provide = (page: ComponentType<P>) => {
    loaded = page;
    loading = Promise.resolve(page);
  };
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));

  function LazyPage(props: P) {
    const [Page, setPage] = useState(() => loaded);
    useEffect(() => {
      if (Page) return;
      let live = true;
      void preload().then((component) => {
        if (live) setPage(() => component);
      });
      return () => {
        live = false;
      };
    }, []);
    return Page ? <Page {...props} /> : <Spinner label={label} />;
  }
  return Object.assign(LazyPage, { preload, provide });
}
