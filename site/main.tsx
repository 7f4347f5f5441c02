import { render } from 'preact';
import { App } from './App';
import { startMeasurement } from './lib/measurement';
import { interceptLinks } from './lib/router';
import './styles.css';
import './accounts.css';
import './lead-capture.css';

// Consent Mode default first, before any tag can load (product.md section 7).
startMeasurement();
const root = document.getElementById('app')!;
interceptLinks(document.body);
render(<App />, root);
