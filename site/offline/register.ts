// Keeps a tool's page working offline: registers the tools' service worker (scripts/vite/offline.ts)
// at the page's area, once the page has loaded, and handles a new version:
// - one installed while the page is open waits; the page says "A new version is ready" and plays on
//   with its own build's files;
// - on the next open, the page asks the waiting worker to take over (it does if no other page of the
//   area is still open on the old version) and reloads once, before anyone has played, on the new one.
// Nothing here can stop the page: where service workers are unavailable or refused (an old browser,
// a partner's frame with storage blocked, a private window), the page works online as before.
import { showUpdateReady, updateStatus } from './banner';
import type { OfflineScope } from './scopes';

async function register(scope: OfflineScope): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope, updateViaCache: 'none' });
  let takingOver = false;
  workbox.addEventListener('waiting', (event) => {
    if (!event.wasWaitingBeforeRegister) showUpdateReady();
  });
  workbox.addEventListener('controlling', () => {
    if (takingOver) location.reload();
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'VERSE_WAITING_FOR_OTHERS') showUpdateReady();
  });
  const registration = await workbox.register();
  const controller = navigator.serviceWorker.controller;
  if (!registration || !controller) return;
  if (registration.waiting) {
    takingOver = true;
    registration.waiting.postMessage({ type: 'VERSE_TAKE_OVER' });
  } else if (registration.installing) {
    // A new version the browser found while this page loaded, before Workbox listened for one: it
    // is this page's news all the same once it has installed and waits.
    const installing = registration.installing;
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed' && registration.waiting === installing) showUpdateReady();
    });
  } else if (registration.active && controller.state === 'redundant') {
    // The new version took over while this page was loading (the last old page closed as it
    // opened): this page came from the old one; load it again, whole, from the new one.
    location.reload();
  }
}

/** Registers the worker for `scope` after the load event; never throws, never delays the page. */
export function keepOffline(scope: OfflineScope): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  updateStatus();
  const start = () => void register(scope).catch(() => undefined);
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
