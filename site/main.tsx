import { hydrate, render } from 'preact';
import { App } from './App';
import { startMeasurement } from './lib/measurement';
import { interceptLinks } from './lib/router';
import '@fontsource-variable/lexend/wght.css';
import './styles.css';
import './accounts.css';
import './lead-capture.css';

// Consent Mode default first, before any tag can load (product.md section 7).
startMeasurement();
const root = document.getElementById('app')!;
interceptLinks(document.body);
// Every public route arrives prerendered (scripts/build.ts); hydrating keeps that markup.
if (root.firstElementChild) hydrate(<App />, root);
else render(<App />, root);
