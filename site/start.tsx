import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, pages, preloadPage, routePath } from './App';
import { startMeasurement } from './lib/measurement';
import { nextTask } from './lib/next-task';
import { notFoundRoute } from './routes';

/**
 * Starts the site in the browser. Each prerendered route has its own entry script that hands its
 * page over first (`pages[path].provide(page)`), so the first render is that page, matching the
 * markup, and the page is hydrated in the task after its script's. Elsewhere (the
 * 404 page) the page's code is fetched first. `<html data-ready>` is set once the app has taken over.
 */
export function start() {
  // Consent Mode default first, before any tag can load.
  startMeasurement();
  const root = document.getElementById('app')!;
  // The page's modules are evaluated in one task; it is hydrated in the next.
  void Promise.all([preloadPage(location.pathname), nextTask()]).then(() => {
    // The markup was made for the route's path alone (any unknown address gets the 404 page's):
    // the first render matches it, then the address itself, with the query and hash that only
    // exist here, applies as an ordinary update.
    const markupPath = pages[routePath(location.pathname)] ? location.pathname : notFoundRoute.path;
    if (root.firstElementChild) hydrateRoot(root, <App ssrPath={markupPath} />);
    else createRoot(root).render(<App />);
  });
}
