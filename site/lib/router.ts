import { useEffect, useState } from 'preact/hooks';

export type Location = { path: string; query: URLSearchParams; hash: string };

const listeners = new Set<() => void>();

function current(): Location {
  return { path: location.pathname.replace(/(.)\/$/, '$1'), query: new URLSearchParams(location.search), hash: location.hash };
}

/** Client-side navigation; `replace` leaves no history entry (used by gated pages). */
export function navigate(to: string, { replace = false } = {}) {
  if (replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  for (const listener of listeners) listener();
}

export function useLocation(): Location {
  const [location, setLocation] = useState(current);
  useEffect(() => {
    const update = () => setLocation(current());
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
    event.preventDefault();
    if (url.pathname === location.pathname && url.search === location.search && url.hash) {
      history.pushState(null, '', url.hash);
      document.getElementById(url.hash.slice(1))?.scrollIntoView({ behavior: 'smooth' });
      return;
    }
    navigate(url.pathname + url.search + url.hash);
  });
}
