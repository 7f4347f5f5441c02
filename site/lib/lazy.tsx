import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Spinner } from '../components/Spinner';

/**
 * A page whose code loads on first visit, with a spinner meanwhile. The prerender (no `window`)
 * renders the spinner too, so hydration starts from the same markup.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, label: string): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  return function LazyPage(props: P) {
    const [Page, setPage] = useState(() => loaded);
    useEffect(() => {
      if (Page) return;
      let live = true;
      void load().then((component) => {
        loaded = component;
        if (live) setPage(() => component);
      });
      return () => {
        live = false;
      };
    }, []);
    return Page ? <Page {...props} /> : <Spinner label={label} />;
  };
}
