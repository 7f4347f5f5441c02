import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

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

// A tool's late part (its `play.tsx`: the moves, what answers them, the panel's fields, the
// printing…) loads with the first tap, key or focus anywhere in the tool (its toolbar and settings
// too), so the first screen carries none of it and a tap waits for nothing a person would notice.
// Every tool with a late part takes it through this one hook; it lives here, in the chunk every
// element shares, because a chunk of its own costs each tool more than the hook itself.

/** A part that loads on first use (`lazyPart`); a part with styles exports `adoptPlayStyles`. */
type Part<M> = { load(): Promise<M>; use(when: boolean): M | undefined };
type PlayStyles = { adoptPlayStyles?(root: Node): void };

/**
 * The part once here (at once when `now`, else from the first tap, key or focus in the tool around
 * `stage`), and `run`, which gives an action to it: at once when it is here, else when it arrives,
 * so a tap made before it arrives waits for it and then counts (`failed` when it cannot load). Its `adoptPlayStyles`, when it has
 * one, applies before the paint that first draws what it brought. `also` starts with it (a game's
 * own part beside the two-player frame's match).
 */
export function useFirstUse<M>(
  part: Part<M>,
  stage: RefObject<Element | null>,
  now = false,
  also?: () => unknown,
): [part: M | undefined, run: (then: (part: M) => void, failed?: () => void) => void] {
  const loaded = part.use(now);
  useEffect(() => {
    const root = stage.current?.getRootNode();
    const load = () => void (part.load(), also?.());
    for (const type of FIRST_USE) root?.addEventListener(type, load, { once: true });
    return () => {
      for (const type of FIRST_USE) root?.removeEventListener(type, load);
    };
  }, []);
  useLayoutEffect(() => {
    if (loaded && stage.current) (loaded as PlayStyles).adoptPlayStyles?.(stage.current.getRootNode());
  }, [loaded]);
  return [loaded, (then, failed) => (loaded ? then(loaded) : void part.load().then(then, failed))];
}

const FIRST_USE = ['pointerdown', 'keydown', 'focusin'];
