// The result outbox: a result (a teacher's assignment result, an LMS score) that cannot be sent now
// waits on the device and goes out when the network returns, exactly once per key.
//
// Each request is kept in IndexedDB (idb-keyval) before it is first sent, so a page closed while the
// request is on its way still has it; it leaves the outbox when the server answered 2xx or a 4xx
// other than 408/429 (the server decided: sending again would change nothing). A network failure,
// 408, 429 or 5xx keeps it; it is sent again on `online`, on the next page load, on flushOutbox()
// and after a backoff (30 s, doubling to 5 min) while the page stays open. The server counts a
// repeated `Idempotency-Key` as the same attempt, so a post whose answer was lost is harmless.
//
// Where the browser gives the page no storage (a partner's frame with storage blocked, a private
// window that refuses IndexedDB), the outbox holds requests in memory for the page's life.
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { sendJson } from '../../widgets/runtime/api';

type Kept = {
  url: string;
  body: unknown;
  key: string;
  /** Sent with the request as they are (an LMS launch's `Authorization`). */
  headers?: Record<string, string>;
};

const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 5 * 60_000;

let store: UseStore | null | undefined;
/** Requests the browser would not store: kept for this page's life only. */
const memory = new Map<string, Kept>();
/** Keys this page has seen the server take: never sent again, whatever a stale list says. */
const done = new Set<string>();
const inFlight = new Map<string, Promise<boolean>>();
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = FIRST_RETRY_MS;

function idb(): UseStore | null {
  if (store === undefined) {
    try {
      store = typeof indexedDB === 'undefined' ? null : createStore('verse-outbox', 'results');
    } catch {
      store = null;
    }
  }
  return store;
}

async function keep(item: Kept): Promise<void> {
  const db = idb();
  try {
    if (!db) throw new Error('No IndexedDB');
    await set(item.key, item, db);
  } catch {
    // Storage refused: the page keeps it while it is open.
    memory.set(item.key, item);
  }
}

async function forget(key: string): Promise<void> {
  memory.delete(key);
  const db = idb();
  if (!db) return;
  try {
    await del(key, db);
  } catch {
    // Nothing stored to drop.
  }
}

async function keptItems(): Promise<Kept[]> {
  const all = new Map(memory);
  const db = idb();
  if (db) {
    try {
      for (const [key, value] of await entries<string, Kept>(db)) all.set(String(key), value);
    } catch {
      // Storage refused: what is in memory.
    }
  }
  return [...all.values()];
}

/** What the page hears when a request leaves the outbox: its key, the server's status and its JSON answer (null when none). */
export const OUTBOX_SETTLED = 'verse-outbox-settled';

/** True when the request is finished with (taken, or refused for good); false to keep it. */
async function post(item: Kept): Promise<boolean> {
  const result = await sendJson<unknown>(item.url, 'POST', item.body, { headers: { ...item.headers, 'Idempotency-Key': item.key } });
  const { status } = result;
  if (status === 0 || status >= 500 || status === 408 || status === 429) return false;
  const answer = result.ok ? result.data : { ...(result.error ? { error: result.error } : {}), ...(result.fields ? { fields: result.fields } : {}) };
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(OUTBOX_SETTLED, { detail: { key: item.key, status, answer } }));
  return true;
}

/** One send of `item` at a time in this page; none at all once the server has taken it. */
function attempt(item: Kept): Promise<boolean> {
  if (done.has(item.key)) return forget(item.key).then(() => true);
  const running = inFlight.get(item.key);
  if (running) return running;
  const sending = (async () => {
    const finished = await post(item);
    if (finished) {
      done.add(item.key);
      await forget(item.key);
    }
    return finished;
  })().finally(() => inFlight.delete(item.key));
  inFlight.set(item.key, sending);
  return sending;
}

function scheduleRetry() {
  if (retryTimer !== undefined) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    retryDelay = Math.min(retryDelay * 2, LAST_RETRY_MS);
    void flushOutbox();
  }, retryDelay);
}

/**
 * POSTs body as JSON to url with header `Idempotency-Key: key`; on network failure or 5xx keeps it on
 * the device (IndexedDB via idb-keyval) and resends on `online`, on page load and on flushOutbox().
 * 2xx or 4xx (other than 408/429) ends it. Never sends one key twice after a 2xx.
 */
export async function sendOrKeep(request: { url: string; body: unknown; key: string; headers?: Record<string, string> }): Promise<'sent' | 'kept'> {
  const item: Kept = { url: request.url, body: request.body, key: request.key, ...(request.headers ? { headers: request.headers } : {}) };
  if (done.has(item.key)) return 'sent';
  await keep(item);
  if (await attempt(item)) return 'sent';
  scheduleRetry();
  return 'kept';
}

/** Sends every kept request once more; what still cannot go stays kept. */
export async function flushOutbox(): Promise<void> {
  let left = false;
  for (const item of await keptItems()) {
    if (!(await attempt(item))) left = true;
  }
  if (left) scheduleRetry();
  else retryDelay = FIRST_RETRY_MS;
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void flushOutbox());
  void flushOutbox();
}
