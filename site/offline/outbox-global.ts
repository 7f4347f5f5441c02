// `/offline/outbox.js`: the result outbox (site/lib/outbox.ts) for a page the build does not make,
// the LTI launch's play page (worker/src/lti/play.ts), whose inline script reaches it as
// `window.verseOutbox`. Built on its own as a classic script (scripts/vite/offline.ts).
import { flushOutbox, OUTBOX_SETTLED, sendOrKeep } from '../lib/outbox';

Object.assign(window, { verseOutbox: { sendOrKeep, flushOutbox, settled: OUTBOX_SETTLED } });
