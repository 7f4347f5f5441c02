import { useEffect, useLayoutEffect, type RefObject } from 'react';

// The part of a game that loads with the first tap, key or focus in the tool: the word games'
// `Play.tsx` (Anagram, Sentence Sense, Sort Categories, through round.tsx) and the timed games'
// `play.tsx` (Whack-a-mole, Ice Fishers).

/** A game's part that loads on first use (`lazyPart`), with the rules of its own styles. */
type PlayPart<M extends { adoptPlayStyles(root: Node): void }> = { load(): Promise<M>; use(when: boolean): M | undefined };

const FIRST_USE = ['pointerdown', 'keydown', 'focusin'];

/**
 * A game's moves and what answers them, loaded with the first tap, key or focus anywhere in the
 * tool (its settings too), so the first screen carries none of it and a tap waits for nothing a
 * person would notice. Its styles are adopted before the paint that first draws what it brought.
 * `run` gives an action to the part: at once when it is here, else when it arrives.
 */
export function usePlayPart<M extends { adoptPlayStyles(root: Node): void }>(part: PlayPart<M>, stage: RefObject<HTMLElement | null>): [play: M | undefined, run: (then: (play: M) => void) => void] {
  const play = part.use(false);
  useEffect(() => {
    const root = stage.current?.getRootNode();
    const load = () => void part.load();
    for (const type of FIRST_USE) root?.addEventListener(type, load, { once: true });
    return () => {
      for (const type of FIRST_USE) root?.removeEventListener(type, load);
    };
  }, []);
  useLayoutEffect(() => {
    if (play && stage.current) play.adoptPlayStyles(stage.current.getRootNode());
  }, [play]);
  return [play, (then) => (play ? then(play) : void part.load().then(then))];
}
