import { hydrate, render } from 'preact';
import { App, preloadPage } from './App';
import { startMeasurement } from './lib/measurement';
import { interceptLinks, parseLocation, setRenderUrl } from './lib/router';
import '@fontsource-variable/lexend/wght.css';
import './styles.css';
import './accounts.css';
import './lead-capture.css';

// Consent Mode default first, before any tag can load (product.md section 7).
startMeasurement();
const root = document.getElementById('app')!;
// Every public route arrives prerendered (scripts/build.ts). Its page's code comes first, so the
// first render matches that markup and hydrating keeps it. Until then links load pages as usual.
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
