import { useReducer, useRef } from 'react';

/** What one action did: the state before it and the state it made (the same object when nothing changed). */
export type Step<S> = { before: S; after: S };

/** A pure reducer: the state an action makes of a state. */
export type Reducer<S, A> = (state: S, action: A) => S;

/**
 * `useReducer` whose dispatch runs the pure reducer at once and answers with the state it made, so
 * the handler that dispatched can play the sound, announce the words or send the event that
 * answer the action in the same event (a tap, a key, a tick), on the state as it is then (two
 * taps before a render see each other's result). The view draws the new state as after any
 * dispatch. `latest.current` is the state now, for the outside's own loops (animation frames).
 * A reducer that comes with a late part (the tool's moves) is given with each step instead,
 * `dispatch(action, part.xReducer)`, the hook's own `null`: the first screen carries none of it.
 */
export function useStepReducer<S, A>(
  reducer: Reducer<S, A> | null,
  init: () => S,
): [state: S, dispatch: (action: A, by?: Reducer<S, A>) => Step<S>, latest: { readonly current: S }] {
  const box = useRef<{ current: S }>(null);
  box.current ??= { current: init() };
  const latest = box.current;
  const [, draw] = useReducer((n: number) => n + 1, 0);
  const dispatch = (action: A, by = reducer!): Step<S> => {
    const before = latest.current;
    const after = by(before, action);
    if (after !== before) {
      latest.current = after;
      draw();
    }
    return { before, after };
  };
  return [latest.current, dispatch, latest];
}
