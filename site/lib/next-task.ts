/**
 * Resolves in a task of its own, after what runs now: work split this way keeps each task under
 * what a phone blocks on. A message channel, not a timer: a page's stand-in timers (a test's clock)
 * never hold it back.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
