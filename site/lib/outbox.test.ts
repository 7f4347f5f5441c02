import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** IndexedDB as idb-keyval sees it: one map that outlives a page (a module reload). */
const disk = new Map<string, unknown>();
let storageBroken = false;
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  set: async (key: string, value: unknown) => {
    if (storageBroken) throw new DOMException('blocked', 'SecurityError');
    disk.set(key, structuredClone(value));
  },
  del: async (key: string) => {
    disk.delete(key);
  },
  entries: async () => {
    if (storageBroken) throw new DOMException('blocked', 'SecurityError');
    return [...disk.entries()];
  },
}));

type Answer = number | 'offline';
let answers: Answer[] = [];
const sent: { url: string; key: string | null; body: unknown; authorization: string | null }[] = [];
/** Every key the server has taken with a 2xx. */
const taken: string[] = [];

const fetchStub = vi.fn(async (url: string, init: RequestInit) => {
  const answer = answers.shift() ?? 200;
  if (answer === 'offline') throw new TypeError('Failed to fetch');
  const headers = new Headers(init.headers);
  sent.push({ url, key: headers.get('Idempotency-Key'), body: JSON.parse(String(init.body)), authorization: headers.get('Authorization') });
  if (answer < 300) taken.push(headers.get('Idempotency-Key')!);
  return answer === 201 ? Response.json({ next: { token: 'next-token' } }, { status: answer }) : new Response(null, { status: answer });
});

/** A fresh page: the module loaded anew, with a window that fires `online`. */
async function openPage() {
  vi.resetModules();
  const page = new EventTarget();
  vi.stubGlobal('window', page);
  vi.stubGlobal('indexedDB', {});
  const outbox = await import('./outbox');
  return { ...outbox, goOnline: () => page.dispatchEvent(new Event('online')) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchStub);
  disk.clear();
  storageBroken = false;
  answers = [];
  sent.length = 0;
  taken.length = 0;
  fetchStub.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const result = { url: '/api/results', body: { score: 7, of: 10 }, key: 'attempt-1' };

describe('sendOrKeep', () => {
  it('sends at once with the Idempotency-Key and keeps nothing after a 2xx', async () => {
    const { sendOrKeep } = await openPage();
    expect(await sendOrKeep(result)).toBe('sent');
    expect(sent).toEqual([{ url: '/api/results', key: 'attempt-1', body: { score: 7, of: 10 }, authorization: null }]);
    expect(disk.size).toBe(0);
  });

  it('keeps a result sent offline and sends it once when the network returns', async () => {
    const { sendOrKeep, goOnline } = await openPage();
    answers = ['offline'];
    expect(await sendOrKeep(result)).toBe('kept');
    expect([...disk.keys()]).toEqual(['attempt-1']);
    goOnline();
    await vi.waitFor(() => expect(taken).toEqual(['attempt-1']));
    expect(disk.size).toBe(0);
    // Online again, a flush and the backoff timer find nothing more to send.
    goOnline();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(taken).toEqual(['attempt-1']);
  });

  it('sends a kept result on the next page load, once, even if the page loads twice at once', async () => {
    const first = await openPage();
    answers = [503];
    expect(await first.sendOrKeep(result)).toBe('kept');
    expect(sent).toHaveLength(1);
    const again = await openPage();
    await vi.waitFor(() => expect(taken).toEqual(['attempt-1']));
    await again.flushOutbox();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(taken).toEqual(['attempt-1']);
  });

  it('tries again after a backoff while the page stays open (5xx, 408 and 429 keep it)', async () => {
    const { sendOrKeep } = await openPage();
    answers = [500, 408, 429];
    expect(await sendOrKeep(result)).toBe('kept');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(taken).toEqual(['attempt-1']);
    expect(disk.size).toBe(0);
  });

  it('drops a result the server refused for good (a 4xx) and says so as sent', async () => {
    const { sendOrKeep, flushOutbox } = await openPage();
    answers = [403];
    expect(await sendOrKeep(result)).toBe('sent');
    await flushOutbox();
    expect(sent).toHaveLength(1);
    expect(disk.size).toBe(0);
  });

  it('never sends a key again after a 2xx, even asked to', async () => {
    const { sendOrKeep, flushOutbox } = await openPage();
    expect(await sendOrKeep(result)).toBe('sent');
    expect(await sendOrKeep(result)).toBe('sent');
    await flushOutbox();
    expect(sent).toHaveLength(1);
  });

  it('sends one key once when a flush and a send race', async () => {
    const { sendOrKeep, flushOutbox } = await openPage();
    answers = ['offline'];
    await sendOrKeep(result);
    await Promise.all([flushOutbox(), flushOutbox(), sendOrKeep(result)]);
    expect(taken).toEqual(['attempt-1']);
  });

  it('tells the page when a kept result has left, with the server\'s answer', async () => {
    const { sendOrKeep, goOnline } = await openPage();
    const settled: unknown[] = [];
    (globalThis.window as EventTarget).addEventListener('verse-outbox-settled', (event) => settled.push((event as CustomEvent).detail));
    answers = ['offline', 202];
    await sendOrKeep(result);
    expect(settled).toEqual([]);
    goOnline();
    await vi.waitFor(() => expect(settled).toEqual([{ key: 'attempt-1', status: 202, answer: null }]));
  });

  it('hands the page the server\'s JSON answer (a play token for the next result)', async () => {
    const { sendOrKeep } = await openPage();
    const settled: unknown[] = [];
    (globalThis.window as EventTarget).addEventListener('verse-outbox-settled', (event) => settled.push((event as CustomEvent).detail));
    answers = [201];
    expect(await sendOrKeep(result)).toBe('sent');
    expect(settled).toEqual([{ key: 'attempt-1', status: 201, answer: { next: { token: 'next-token' } } }]);
  });

  it('holds results in memory where storage is blocked, and still sends them', async () => {
    storageBroken = true;
    const { sendOrKeep, goOnline } = await openPage();
    answers = ['offline'];
    expect(await sendOrKeep({ ...result, headers: { Authorization: 'Bearer launch' } })).toBe('kept');
    goOnline();
    await vi.waitFor(() => expect(taken).toEqual(['attempt-1']));
    expect(sent.at(-1)!.authorization).toBe('Bearer launch');
  });
});
