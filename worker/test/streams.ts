// A request body made only as the worker reads it: the tests of how much the worker reads send more than it ever should.

/** `chunk` again and again up to `total` bytes, each made only when the reader asks; `sent()` says how much was. */
export function lazyBody(chunk: Uint8Array, total: number) {
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
