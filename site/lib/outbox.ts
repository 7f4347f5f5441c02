// Results that must reach VERSE even when the network drops (a student's finished play): each is
// POSTed once with its idempotency key; one that cannot be sent now is kept on the device and
// sent again later (when the browser is back online, on the next page load, or on flushOutbox()).
// The worker counts a repeated key as the same attempt, so a resend never counts twice.

type Kept = { url: string; body: unknown; key: string };

const STORE = 'verse-outbox';

function kept(): Kept[] {
  try {
    const list = JSON.parse(localStorage.getItem(STORE) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as Kept[]) : [];
  } catch {
    return [];
  }
}

function save(list: Kept[]) {
  try {
    if (list.length) localStorage.setItem(STORE, JSON.stringify(list));
    else localStorage.removeItem(STORE);
  } catch {
    // Storage full or refused (a private window): the result stays in this page's memory only.
  }
}

/** Sends one: true when it is done with (2xx, or a refusal that a resend cannot change). */
async function deliver({ url, body, key }: Kept): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(body),
    });
    return response.status < 500 && response.status !== 408 && response.status !== 429;
  } catch {
    return false;
  }
}

/**
 * POSTs body as JSON to url with header `Idempotency-Key: key`; on network failure or 5xx keeps it
 * on the device and resends on `online`, on page load and on flushOutbox(). 2xx or 4xx (other than
 * 408/429) ends it. Never sends one key twice after a 2xx.
 */
export async function sendOrKeep(request: { url: string; body: unknown; key: string }): Promise<'sent' | 'kept'> {
  if (await deliver(request)) {
    save(kept().filter((entry) => entry.key !== request.key));
    return 'sent';
  }
  save([...kept().filter((entry) => entry.key !== request.key), request]);
  return 'kept';
}

let flushing: Promise<void> | undefined;

/** Sends again everything kept on the device, in order; what still cannot go stays. */
export function flushOutbox(): Promise<void> {
  flushing ??= (async () => {
    for (const entry of kept()) {
      if (await deliver(entry)) save(kept().filter((other) => other.key !== entry.key));
    }
  })().finally(() => (flushing = undefined));
  return flushing;
}

if (typeof window !== 'undefined') {
  addEventListener('online', () => void flushOutbox());
  if (kept().length) void flushOutbox();
}
