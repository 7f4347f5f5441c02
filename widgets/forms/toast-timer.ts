// When a toast leaves. It stays its duration (product.md: 5 s, 4 s for a failed spam check), and
// longer while the visitor is reading or using it: while the pointer rests on the toasts or focus is
// inside them (WCAG 2.2.1, timing adjustable), then a moment more. Page-wide, so an element's own
// timer and the page's toast stack agree. Read when the time is up, not tracked by events, so a
// toast removed under the pointer or with focus in it never leaves a hold behind.

/** The places toasts show: the page's stack, or a list inside an element's dialog. */
const areas = new Set<Element>();

/** While the visitor is still on the toasts, a toast whose time ran out looks again this often. */
export const TOAST_RECHECK_MS = 1500;

/** Registers a place toasts show; returns the function that unregisters it. */
export function watchToastArea(area: Element): () => void {
  areas.add(area);
  return () => {
    areas.delete(area);
  };
}

function held(): boolean {
  for (const area of areas) {
    if (!area.isConnected) continue;
    const root = area.getRootNode() as Document | ShadowRoot;
    if (root.activeElement && area.contains(root.activeElement)) return true;
    try {
      if (area.matches(':hover')) return true;
    } catch {
      // A DOM without :hover (a test's) has no pointer either.
    }
  }
  return false;
}

/** Calls `done` once the toast has been shown `ms` and the visitor is not on the toasts; returns a cancel function. */
export function whenToastEnds(ms: number, done: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const end = () => {
    if (held()) timer = setTimeout(end, TOAST_RECHECK_MS);
    else done();
  };
  timer = setTimeout(end, ms);
  return () => clearTimeout(timer);
}
