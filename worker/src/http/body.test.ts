// A body without Content-Length (chunked) is read only up to the limit: the worker stops reading
// and answers 413, whatever the client would have gone on sending.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Bindings } from '../env';
import worker from '../index';
import { MAX_BODY_BYTES } from './body';

const TOO_LARGE = { error: 'The request body is too large.' };

/** A JSON-looking body of `total` bytes in 1 KB chunks, made only as the reader asks; `sent()` says how much was. */
function endlessish(total: number) {
  const chunk = new TextEncoder().encode(`{"x":"${'a'.repeat(1024 - 7)}`.slice(0, 1024));
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= total) return controller.close();
        controller.enqueue(chunk);
        sent += chunk.byteLength;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, sent: () => sent };
}

const streamed = (body: ReadableStream<Uint8Array>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '192.0.2.90' },
  body,
  duplex: 'half',
}) as RequestInit;

describe('a body with no Content-Length', () => {
  it('stops being read at the limit and answers 413', async () => {
    const body = endlessish(10 * 1024 * 1024);
    const request = new Request('http://verse.test/api/contactForms', streamed(body.stream));
    expect(request.headers.get('Content-Length')).toBeNull();
    // Straight to the fetch handler, so the stream it reads is this one, pulled only as it reads.
    const ctx = createExecutionContext();
    const response = await worker.fetch(request, env as Bindings, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
    // The limit and at most a chunk or two beyond it, not the ten megabytes on offer.
    expect(body.sent()).toBeLessThanOrEqual(MAX_BODY_BYTES + 4 * 1024);
  });

  // workerd logs "Network connection lost" here: the worker answers before the upload ends.
  it('is refused over the network too, with the contract error', async () => {
    const response = await SELF.fetch('http://verse.test/api/intakeForms', streamed(endlessish(MAX_BODY_BYTES + 2048).stream));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
  });

  it('is read whole when it is under the limit', async () => {
    const text = JSON.stringify({ startDateISO: '2030-01-07', endDateISO: '2030-01-08', recaptchaToken: 'local:consultation_booking' });
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 16) controller.enqueue(bytes.slice(i, i + 16));
        controller.close();
      },
    });
    const response = await SELF.fetch('http://verse.test/api/getAvailabilityV2', streamed(stream));
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('availability');
  });

  it('counts bytes, not characters, against the limit', async () => {
    // 11,000 three-byte characters: 33,000 bytes, over 32 KB in bytes though not in characters.
    const text = JSON.stringify({ message: '€'.repeat(11_000) });
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    const response = await SELF.fetch('http://verse.test/api/contactForms', streamed(stream));
    expect(response.status).toBe(413);
  });
});
