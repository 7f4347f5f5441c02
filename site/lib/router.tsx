import { createContext, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';

/**
 * Every way the address changes: wouter patches `pushState` and `replaceState` to dispatch their
 * own events, so its `navigate`, a script's `history` call and Back all reach the hooks below.
 */
const changes = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

/** How the address last changed: a redirect (`replaceState`) is not a page the visitor asked for. */
let lastChange: (typeof changes)[number] | undefined;
if (typeof window !== 'undefined') for (const type of changes) addEventListener(type, () => (lastChange = type));

/** Whether the address last changed by a redirect (`replaceState`) rather than the visitor's link, Back or Forward. */
export const redirected = () => lastChange === 'replaceState';

/** Sent when a router stops reproducing its markup: what reads a part of the address that differs draws again. */
const UNPINNED = 'verse:unpinned';
/** What the address hooks listen to: every change of the address, and the end of a pin. */
const heard = [...changes, UNPINNED];

function subscribe(onChange: () => void) {
  for (const type of heard) addEventListener(type, onChange);
  return () => {
    for (const type of heard) removeEventListener(type, onChange);
  };
}

/** Whether the router still renders its given URL (`ssrPath`) rather than the browser's address. */
const Pinned = createContext<{ readonly current: boolean }>({ current: false });

/**
 * One part of the address, or `pinned` instead while a render must reproduce given markup. wouter's
 * own hooks give the pinned value only as React's server snapshot, which Preact (the bundles'
 * renderer) never reads: it would read `location` on the server and the query while hydrating.
 */
function useAddress(read: () => string, pinned: string | undefined): string {
  const pin = useContext(Pinned);
  const snapshot = () => (pin.current && pinned !== undefined ? pinned : read());
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

type Pin = { ssrPath?: string; ssrSearch?: string };

const usePath = ({ ssrPath }: Pin): [string, typeof navigate] => [useAddress(() => location.pathname, ssrPath), navigate];
const useSearch = ({ ssrSearch }: Pin): string => useAddress(() => location.search, ssrSearch);

/** The address's `#fragment` ('' while the router renders a given URL: servers never see one). */
export function useHash(): string {
  return useAddress(() => location.hash, '');
}

/**
 * wouter's router over the browser's address. Given `ssrPath` (and `ssrSearch`, or a `?query` in
 * `ssrPath`), it renders that URL instead: on the server, where the build prerenders each route,
 * and for the first render in the browser, which hydrates markup made for the path alone. After
 * that first commit it follows the address itself, query and hash included.
 */
export function SiteRouter({ ssrPath, ssrSearch = '', children }: Pin & { children: ReactNode }) {
  const pinned = useRef(ssrPath !== undefined);
  // Unpinned without drawing the page again: in the browser the address is most often the very
  // path the markup was made for, and only what reads a part that differs (a query, a #fragment)
  // draws again.
  useEffect(() => {
    if (!pinned.current) return;
    pinned.current = false;
    dispatchEvent(new Event(UNPINNED));
  }, []);
  return (
    <Pinned.Provider value={pinned}>
      <Router hook={usePath} searchHook={useSearch} ssrPath={ssrPath} ssrSearch={ssrPath === undefined ? undefined : ssrSearch}>
        {children}
      </Router>
    </Pinned.Provider>
  );
}

/** A link the browser should follow itself: another origin or tab, a file, the API, the embeds. */
function leavesTheApp(anchor: HTMLAnchorElement, url: URL): boolean {
  if (anchor.target || anchor.hasAttribute('download') || url.origin !== location.origin) return true;
  // /lti/* is the worker's own (the LTI pages an LMS opens); /lti itself is a page of the app.
  return url.pathname.startsWith('/api/') || url.pathname.startsWith('/embed') || url.pathname.startsWith('/lti/') || /\.\w+$/.test(url.pathname);
}

/**
 * Same-origin links anywhere in the document navigate without a page load; modified clicks, new
 * tabs and links within the page behave as usual. Pages keep writing plain `<a href>`.
 */
export function useLinkNavigation() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest('a');
      if (!anchor) return;
      const url = new URL(anchor.href, location.href);
      if (leavesTheApp(anchor, url)) return;
      // A link within the page is left to the browser: it scrolls (smoothly, see styles.css), moves
      // keyboard focus there (skip link) and fires hashchange, which useHash follows.
      if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
      event.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
