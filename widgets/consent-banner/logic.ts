// The consent record and Google Consent Mode v2, without the DOM: storage and the window that holds
// `dataLayer` are passed in, so the site and the element share these rules and tests can check them.

/** localStorage key of the consent record (product.md section 3: version 2). */
export const CONSENT_KEY = 'verse.consent.v2';

/** Document-level event that asks every consent banner to show itself again (Cookie settings). */
export const CONSENT_SETTINGS_EVENT = 'verse:consent-settings';

/** The four Consent Mode v2 signals, in the order Google documents them. */
const SIGNALS = ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization'] as const;

type Signal = (typeof SIGNALS)[number];
export type ConsentState = 'granted' | 'denied';
export type Consent = Record<Signal, ConsentState>;
type ConsentRecord = Consent & { ts: number };

/** What `window` offers the tag layer: the queue Google tags read, and the standard `gtag` helper. */
export type TagWindow = { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** Accept grants every signal, Deny denies every signal: the banner offers no finer choice. */
export function consentFor(state: ConsentState): Consent {
  return { ad_storage: state, analytics_storage: state, ad_user_data: state, ad_personalization: state };
}

/** A stored record, or null when there is none or it is not a complete version-2 record. */
export function parseConsent(text: string | null | undefined): ConsentRecord | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const consent = {} as Consent;
  for (const signal of SIGNALS) {
    const state = record[signal];
    if (state !== 'granted' && state !== 'denied') return null;
    consent[signal] = state;
  }
  return { ...consent, ts: typeof record.ts === 'number' ? record.ts : 0 };
}

/** The device's storage for the record, or null where the browser blocks it. */
export function consentStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Reading never throws: blocked storage means "nothing stored". */
export function readConsent(storage: Pick<Storage, 'getItem'> | null): ConsentRecord | null {
  try {
    return parseConsent(storage?.getItem(CONSENT_KEY));
  } catch {
    return null;
  }
}

/** Stores the choice; when storage is blocked the choice still applies to this page. */
export function saveConsent(storage: Pick<Storage, 'setItem'> | null, state: ConsentState, now = Date.now()): ConsentRecord {
  const record: ConsentRecord = { ...consentFor(state), ts: now };
  try {
    storage?.setItem(CONSENT_KEY, JSON.stringify(record));
  } catch {
    // Private modes may refuse; the banner then shows again on the next visit, which is the safe side.
  }
  return record;
}

/** Whether one signal is granted in the stored record. Nothing stored is denied. */
export function isGranted(storage: Pick<Storage, 'getItem'> | null, signal: Signal): boolean {
  return readConsent(storage)?.[signal] === 'granted';
}

/** Creates `dataLayer` and the standard `gtag` when the page has none (Google's own snippet). */
export function ensureGtag(win: TagWindow): (...args: unknown[]) => void {
  win.dataLayer ??= [];
  if (typeof win.gtag === 'function') return win.gtag;
  // Must push the `arguments` object itself: gtag.js only treats Arguments entries as commands.
  const gtag = function gtag() {
    (win.dataLayer ??= []).push(arguments);
  };
  win.gtag = gtag;
  return gtag;
}

const STARTED = Symbol.for('verse.consentMode');

/**
 * Puts the Consent Mode default (everything denied, waiting 500 ms for an update) in the tag queue,
 * then the stored choice of a returning visitor as an update. Runs once per dataLayer, however
 * many bundles (site, banner element) call it, and must run before any tag script is added.
 */
export function startConsentMode(win: TagWindow, storage: Pick<Storage, 'getItem'> | null): void {
  const gtag = ensureGtag(win);
  // Marked on the queue itself: a page that swaps in a new dataLayer gets the default again.
  const layer = win.dataLayer as unknown[] & { [STARTED]?: true };
  if (layer[STARTED]) return;
  layer[STARTED] = true;
  gtag('consent', 'default', { ...consentFor('denied'), wait_for_update: 500 });
  const stored = readConsent(storage);
  if (stored) gtag('consent', 'update', pickSignals(stored));
}

/** Tells the tags about a choice just made. */
export function updateConsentMode(win: TagWindow, consent: Consent): void {
  ensureGtag(win)('consent', 'update', pickSignals(consent));
}

function pickSignals(consent: Consent): Consent {
  return Object.fromEntries(SIGNALS.map((signal) => [signal, consent[signal]])) as Consent;
}
