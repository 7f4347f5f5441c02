// Part of the tools' service worker (/sw.js imports it). A page that opens while a new version
// waits asks the waiting worker to take over; it does when no other page in its scope is still
// open on the old version (that page would otherwise lose the files of its build). It then
// activates, and the asking page reloads, whole, on the new version.
self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'VERSE_TAKE_OVER') return;
  const scope = self.registration.scope;
  const asker = event.source && event.source.id;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((pages) => {
      const others = pages.filter((page) => page.id !== asker && page.url.startsWith(scope));
      if (others.length === 0) return self.skipWaiting();
      if (event.source) event.source.postMessage({ type: 'VERSE_WAITING_FOR_OTHERS' });
    }),
  );
});
