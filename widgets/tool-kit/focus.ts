import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Where focus goes once an action's new state is drawn: a selector inside the stage, or `keep`. */
type Wanted = { to: string; preventScroll: boolean };

export type FocusAfter = {
  /** Whether focus is inside the stage now: only then may an action's follow-up move it. */
  inside(): boolean;
  /**
   * Focus `to` once the state the handler just dispatched is drawn; `keep` leaves it where it is,
   * or, when the focused control left the page (a placed tile), takes the first of the fallbacks.
   * `null` asks nothing. `preventScroll` after a tap: a finger is not a focus ring to follow.
   */
  after(to: string | null, options?: { preventScroll?: boolean }): void;
};

/**
 * Moves focus on after a game's action, as a keyboard player expects: to the control that comes
 * next (Next, Play again) or, when the one they pressed left, to the nearest one that stays.
 *
 * It runs as a layout effect, in the commit that draws the new state, so the control it names is
 * there. A deferred effect would not do: the one left from the render before runs first when the
 * next render starts (two quick keys), takes the request and finds nothing, and focus falls to the page.
 */
export function useFocusAfter(stage: RefObject<HTMLElement | null>, fallbacks: readonly string[], first: string | null = null): FocusAfter {
  const wanted = useRef<Wanted | null>(first ? { to: first, preventScroll: false } : null);
  useLayoutEffect(() => {
    const request = wanted.current;
    const here = stage.current;
    if (!here || !request) return;
    wanted.current = null;
    const options = { preventScroll: request.preventScroll };
    const active = (here.getRootNode() as ShadowRoot | Document).activeElement;
    if (request.to !== 'keep') here.querySelector<HTMLElement>(request.to)?.focus(options);
    else if (!active || !here.contains(active)) {
      for (const selector of fallbacks) {
        const target = here.querySelector<HTMLElement>(selector);
        if (target) return void target.focus(options);
      }
    }
  });
  return {
    inside() {
      const here = stage.current;
      const active = here && (here.getRootNode() as ShadowRoot | Document).activeElement;
      return !!active && !!here?.contains(active);
    },
    after(to, options) {
      wanted.current = to ? { to, preventScroll: !!options?.preventScroll } : null;
    },
  };
}
