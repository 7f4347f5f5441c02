import { useEffect, useState } from 'preact/hooks';

export type Location = { path: string; query: URLSearchParams; hash: string };

const listeners = new Set<() => void>();

/**
 * The URL being rendered where it is not (yet) the browser's: the route the build is prerendering
 * (no `window` there), or, while hydrating, the route the prerendered HTML was made for. That
 * first render must match the HTML exactly (Preact does not patch attributes when it hydrates);
 * the real query and hash arrive right after, as an ordinary update.
 */
let renderUrl: string | undefined;

export function setRenderUrl(url: string | undefined) {
  renderUrl = url;
}

export function parseLocation(url: string): Location {
  const parsed = new URL(url, 'http://prerender');
  return { path: parsed.pathname.replace(/(.)\/$/, '$1'), query: parsed.searchParams, hash: parsed.hash };
}

function current(): Location {
  return parseLocation(typeof window === 'undefined' ? (renderUrl ?? '/') : location.href);
}

const same = (a: Location, b: Location) => a.path === b.path && a.query.toString() === b.query.toString() && a.hash === b.hash;

/** Client-side navigation; `replace` leaves no history entry (used by gated pages). */
export function navigate(to: string, { replace = false } = {}) {
  if (replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  for (const listener of listeners) listener();
}

export function useLocation(): Location {
  const [location, setLocation] = useState(() => (renderUrl === undefined ? current() : parseLocation(renderUrl)));
  useEffect(() => {
    const update = () => setLocation(current());
    if (!same(location, current())) update();
    listeners.add(update);
    addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      removeEventListener('popstate', update);
    };
  }, []);
  return location;
}

/** Same-origin links navigate without a page load; modified clicks and new tabs behave as usual. */
export function interceptLinks(root: HTMLElement) {
  root.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, location.href);
    if (url.origin !== location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/embed')) return;
    if (/\.\w+$/.test(url.pathname)) return;
    // A link within the page is left to the browser: it scrolls (smoothly, see styles.css), moves
    // keyboard focus there (skip link) and fires popstate, which updates useLocation's hash.
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  });
}
