// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushOutbox, sendOrKeep } from './outbox';

const request = { url: '/api/play/ABCDEFGH/results', body: { score: 1 }, key: 'attempt-key-1' };

function answering(...statuses: (number | 'offline')[]) {
  const spy = vi.fn(async () => {
    const status = statuses.shift() ?? 200;
    if (status === 'offline') throw new TypeError('Failed to fetch');
    return new Response('{}', { status });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('sendOrKeep', () => {
  it('POSTs the body as JSON with the idempotency key, and keeps nothing once sent', async () => {
    const spy = answering(201);
    expect(await sendOrKeep(request)).toBe('sent');
    const [url, init] = spy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(request.url);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': 'attempt-key-1' });
    expect(init.body).toBe('{"score":1}');
    expect(localStorage.length).toBe(0);
  });

  it('keeps it on the device when the network fails or the server errs, and sends it again with the same key', async () => {
    answering('offline');
    expect(await sendOrKeep(request)).toBe('kept');
    answering(503);
    expect(await sendOrKeep(request)).toBe('kept');
    // One kept entry per key, however often it failed.
    expect(JSON.parse(localStorage.getItem('verse-outbox')!)).toEqual([request]);
    const spy = answering(200);
    await flushOutbox();
    expect(spy).toHaveBeenCalledTimes(1);
    expect((spy.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({ 'Idempotency-Key': 'attempt-key-1' });
    expect(localStorage.getItem('verse-outbox')).toBeNull();
    await flushOutbox();
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('ends at a refusal a resend cannot change (4xx), but keeps a 408 or 429 for later', async () => {
    answering(400);
    expect(await sendOrKeep(request)).toBe('sent');
    expect(localStorage.length).toBe(0);
    answering(429);
    expect(await sendOrKeep(request)).toBe('kept');
  });
});
