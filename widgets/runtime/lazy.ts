import { useEffect, useState } from 'react';

/**
 * A part of an element that loads when it is first needed (a step the visitor has not reached, a
 * view only an action of theirs can bring), so the element's first download leaves it out.
 * `load()` starts the loading (once for the page); `use(when)` gives a component the module once
 * `when` has been true and the module has arrived, and from then on for good.
 */
export function lazyPart<M>(importPart: () => Promise<M>) {
  let part: M | undefined;
  let loading: Promise<M> | undefined;
  /** Components waiting for the part, however its loading started. */
  const waiting = new Set<(loaded: M) => void>();

  const load = (): Promise<M> =>
    (loading ??= importPart().then((loaded) => {
      part = loaded;
      for (const notify of waiting) notify(loaded);
      return loaded;
    }));

  function use(when: boolean): M | undefined {
    const [loaded, setLoaded] = useState(() => part);
    useEffect(() => {
      if (loaded) return;
      const arrived = (module: M) => setLoaded(() => module);
      waiting.add(arrived);
      if (part) arrived(part);
      else if (when) void load();
      return () => void waiting.delete(arrived);
    }, [loaded, when]);
    return loaded;
  }

  return { load, use };
}
