import { hydrate, render } from 'preact';
import { App, preloadPage } from './App';
import { startMeasurement } from './lib/measurement';
import { interceptLinks, parseLocation, setRenderUrl } from './lib/router';

/**
 * Starts the site in the browser. Each prerendered route has its own entry script that hands its
 * page over first (scripts/build.ts), so the first render is that page, matching the markup, and
 * the page is hydrated while its script runs, before the load event. Elsewhere (the 404 page) the
 * page's code is fetched first.
 */
export function start() {
  // Consent Mode default first, before any tag can load (product.md section 7).
  startMeasurement();
  const root = document.getElementById('app')!;
  void preloadPage(parseLocation(location.href).path).then(() => {
    interceptLinks(document.body);
    if (root.firstElementChild) {
      // The markup was made without the query and hash, which only exist here.
      setRenderUrl(location.pathname);
      hydrate(<App />, root);
      setRenderUrl(undefined);
    } else render(<App />, root);
    // From here on, links and buttons do what the page says (tests wait for it, too).
    document.documentElement.dataset.ready = '';
  });
}
