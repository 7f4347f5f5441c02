// Part of the tools' service worker (/sw.js imports it before Workbox's own routes).

// This worker's own precache (Workbox names it after the registration's scope): a page is only ever
// answered with files of the build this worker holds.
const precache = () => caches.open(`workbox-precache-v2-${self.registration.scope}`);

// A teacher's game, `/play/<code>` and `/embed/play/<code>`: one page each reads the code from the
// address, so every code is answered with that page as this build keeps it (the app shell), or from
// the network while it is not kept.
const SHELLS = [
  [/^\/play\//, '/play/offline-shell'],
  [/^\/embed\/play\//, '/embed/play/offline-shell'],
];
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  const path = new URL(event.request.url).pathname;
  const shell = SHELLS.find(([pattern]) => pattern.test(path));
  if (!shell) return;
  event.respondWith(
    precache()
      .then((cache) => cache.match(shell[1], { ignoreSearch: true }))
      .then((kept) => kept || fetch(event.request)),
  );
});

// A page that opens while a new version waits asks the waiting worker to take over; it does when no
// other page in its scope is still open on the old version (that page would otherwise lose the files
// of its build). It then activates, and the asking page reloads, whole, on the new version.
// A page that was just left (the one a reload replaces) can still be listed for a moment while the
// browser closes it, the longer the busier the device: look again for a few seconds before telling
// the asking page that another page holds the old version.
const OTHERS_LOOKS = 12;
const OTHERS_PAUSE_MS = 250;
self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'VERSE_TAKE_OVER') return;
  const scope = self.registration.scope;
  const asker = event.source && event.source.id;
  const others = () =>
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((pages) => pages.filter((page) => page.id !== asker && page.url.startsWith(scope)).length);
  const decide = (looks) =>
    others().then((open) => {
      if (open === 0) return self.skipWaiting();
      if (looks > 1) return new Promise((resolve) => setTimeout(resolve, OTHERS_PAUSE_MS)).then(() => decide(looks - 1));
      if (event.source) event.source.postMessage({ type: 'VERSE_WAITING_FOR_OTHERS' });
    });
  event.waitUntil(decide(OTHERS_LOOKS));
});
