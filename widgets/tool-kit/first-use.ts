import { useEffect, type RefObject } from 'react';

// A tool's part that loads with the first tap, key or focus anywhere in the tool (its toolbar and
// settings too), for a tool that is not a dealt round (those take `usePlayPart` of round.tsx, which
// also adopts the part's styles): Letter Tiles' moves, b and d's drive.

/** A part that loads on first use (`lazyPart`). */
type Part<M> = { load(): Promise<M>; use(when: boolean): M | undefined };

/**
 * The part once here (at once when `now`, else from the first tap, key or focus in the tool around
 * `stage`), and `run`, which gives an action to it: at once when it is here, else when it arrives,
 * so a tap made before it arrives waits for it and then counts.
 */
export function useFirstUse<M>(part: Part<M>, stage: RefObject<HTMLElement | null>, now = false): [part: M | undefined, run: (then: (part: M) => void) => void] {
  const loaded = part.use(now);
  useEffect(() => {
    const root = stage.current?.getRootNode();
    const load = () => void part.load();
    for (const type of FIRST_USE) root?.addEventListener(type, load, { once: true });
    return () => {
      for (const type of FIRST_USE) root?.removeEventListener(type, load);
    };
  }, []);
  return [loaded, (then) => (loaded ? then(loaded) : void part.load().then(then))];
}

const FIRST_USE = ['pointerdown', 'keydown', 'focusin'];
