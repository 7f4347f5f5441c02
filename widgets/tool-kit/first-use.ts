import { useEffect, useLayoutEffect, type RefObject } from 'react';

// A tool's late part (its `play.tsx`: the moves, what answers them, the panel's fields, the
// printing…) loads with the first tap, key or focus anywhere in the tool (its toolbar and settings
// too), so the first screen carries none of it and a tap waits for nothing a person would notice.
// Every tool with a late part takes it through this one hook.

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
