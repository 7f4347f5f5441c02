import { useEffect, type DependencyList } from 'react';

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

/**
 * `useEffect` whose body runs in a task of its own after the commit's effects: for work nothing on
 * screen waits for (an account check, the cookie banner's code). A page's effects all run in one
 * task as it is taken over; each of these then stays out of it, so none of them lengthens the
 * task a tap may wait behind. Cleaned up as an effect is, and never run once its component is gone.
 */
export function useLaterEffect(effect: () => void | (() => void), deps: DependencyList): void {
  useEffect(() => {
    let live = true;
    let cleanup: void | (() => void);
    void nextTask().then(() => {
      if (live) cleanup = effect();
    });
    return () => {
      live = false;
      cleanup?.();
    };
  }, deps);
}
