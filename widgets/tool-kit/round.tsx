import { useState, type JSX } from 'react';
import { LineIcon } from './LineIcon';

// A round of a word game that deals from a seed (Anagram, Sentence Sense, Sort Categories): the
// seed, whether the next round takes focus, New round in the toolbar and Play again at the end,
// and a teacher's text the declared setting turned away for its length. The part of the game that
// loads with the first tap, key or focus comes through `useFirstUse` (runtime/lazy.ts).

const AGAIN = 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5';

const newSeed = (): number => Math.floor(Math.random() * 2 ** 32);

export type Round = {
  /** The round's seed: every random choice of the deal comes from it. */
  seed: number;
  /** Whether the round's first control takes focus when it is drawn (after Play again). */
  focusStart: boolean;
  /** A new round with a new seed; `focus` moves focus to its start (Play again), else it stays (New round). */
  restart(focus: boolean): void;
};

/** A round's seed and its restarts. `seed` gives the first round's (tests fix it); later ones are random. */
export function useRound(seed: () => number = newSeed): Round {
  const [round, setRound] = useState(() => ({ seed: seed(), focusStart: false }));
  return { ...round, restart: (focus) => setRound({ seed: newSeed(), focusStart: focus }) };
}

/** The toolbar's New round: deals again, focus stays on the button. */
export function NewRoundButton({ round }: { round: Pick<Round, 'restart'> }): JSX.Element {
  return (
    <button type="button" className="tool-button" onClick={() => round.restart(false)}>
      <LineIcon d={AGAIN} />
      New round
    </button>
  );
}

/**
 * A teacher's text for the game to read: the declared setting's value, or, when the setting turned
 * the attribute away for being over its length, the attribute itself, so the game names what is
 * wrong (the text is too long) instead of dropping it in silence.
 */
export function teacherText(value: string, given: string | undefined, maxLength: number): string {
  return value || (given && given.length > maxLength ? given : '');
}
