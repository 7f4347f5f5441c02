import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Spinner } from '../components/Spinner';

/** A page whose code is its own chunk; `preload()` fetches it ahead of rendering. */
export type LazyPage<P> = ComponentType<P> & { preload(): Promise<ComponentType<P>> };

/**
 * Each page loads its own code, so a visitor downloads and runs only the page they see. Before
 * hydrating, main.tsx preloads the current page (and the build preloads every page), so the first
 * render is the page itself, matching the prerendered markup; later visits show a spinner while
 * the chunk arrives.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, label = 'Loading'): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
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
  return Object.assign(LazyPage, { preload });
}
