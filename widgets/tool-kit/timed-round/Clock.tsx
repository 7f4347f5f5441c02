import { useEffect, useLayoutEffect, useRef, type JSX, type ReactNode } from 'react';
import { adoptStyles } from '../../runtime';
import type { Reducer, Step } from '../reducer';
import type { ResultScore } from '../results';
import { useSound, type SoundName } from '../sound';
import { isRelaxed, newSeed, type Round, type RoundAction, type RoundGame } from './logic';
import type { RoundBarProps } from './TimedRound';

// What runs a timed round once it plays: the clock's ticks, the music, the end, and the round
// bar's prompt meanwhile and after. Loaded with a game's rules (its play part), with the first
// tap, key or focus in the tool; Start waits for it, so nothing ticks before Start.

/** How often a playing round's clock ticks (the rules move on; the view draws only what changed). */
const TICK_MS = 100;
/** The background music while a round plays, under the master volume. */
const MUSIC_VOLUME = 0.15;

/**
 * What a game's answers reach outside its rules: the live region, sounds, confetti, results, and
 * the round as the view holds it with `useStepReducer`: `round` as drawn, and `dispatch`, its
 * steps, each with the game's reducer (`dispatch(action, reducer)`), answering `{ before, after }`.
 */
export type RoundOutside<S, A> = {
  announce(message: string): void;
  play(name: SoundName): void;
  celebrate(options: { particles: number }): void;
  results: { restart(): void; answered(result: ResultScore): void; complete(result: ResultScore): void };
  round: S;
  dispatch(action: A, reducer: Reducer<S, A>): Step<S>;
};

type ClockProps<S extends Round<RoundGame>> = {
  /** The round as the view holds it (`useStepReducer`), and its steps. */
  round: S;
  dispatch: (action: RoundAction) => Step<S>;
  /** Whether the music plays while the round does. */
  music: boolean;
  /** Once, when the time runs out. */
  onOver: (round: S) => void;
};

/**
 * A timed round's clock (drawn by PartClock beside the round): it ticks while the round plays,
 * plays the music meanwhile (when `music` is on), and calls `onOver` once when the time runs out.
 * It draws nothing.
 */
function RoundClock<S extends Round<RoundGame>>({ round, dispatch, music: musicOn, onOver }: ClockProps<S>): null {
  const { music } = useSound();
  const over = useRef(onOver);
  over.current = onOver;

  useEffect(() => {
    music(musicOn && round.phase === 'playing', MUSIC_VOLUME);
  }, [musicOn, round.phase]);
  useEffect(() => () => music(false), []);

  useEffect(() => {
    if (round.phase !== 'playing') return;
    const timer = setInterval(() => {
      const { before, after } = dispatch({ type: 'tick', now: Date.now() });
      if (after.phase === 'over' && before.phase !== 'over') {
        clearInterval(timer);
        over.current(after);
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [round.phase]);
  return null;
}

/** Where a game's round plays: its holes, whose first key takes focus when the round starts. */
type Stage = { readonly current: HTMLElement | null };

/**
 * The round's clock once a game's play part is here (`RoundClock`), which first adopts the part's
 * styles (`css`: what plays, the panel's fields) on the stage's shadow root, before the paint that
 * first draws anything they style.
 */
export function PartClock<S extends Round<RoundGame>>({ stage, css, ...clock }: ClockProps<S> & { stage: Stage; css: string }): JSX.Element {
  useLayoutEffect(() => {
    const root = stage.current?.getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, css, { more: true });
  }, []);
  return <RoundClock {...clock} />;
}

/**
 * Start (or Play again): the round plays with a new seed (the reducer keeps the first round's, whose
 * target the ready prompt showed), its results start again and focus goes to the stage's first
 * key. The round as it now plays, for the game to say; null when it already played (a second tap
 * on Start made while the rules were loading).
 */
export function startRound<S>(dispatch: (action: { type: 'start'; seed: number; now: number }) => Step<S>, results: { restart(): void }, stage: Stage): S | null {
  const { before, after } = dispatch({ type: 'start', seed: newSeed(), now: Date.now() });
  if (after === before) return null;
  results.restart();
  stage.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  return after;
}

/** Finish ends a relaxed round at once, and answers like the clock's end. */
export function finishRound<S extends Round<RoundGame>>(dispatch: (action: RoundAction) => Step<S>, onOver: (round: S) => void): void {
  const { before, after } = dispatch({ type: 'finish', now: Date.now() });
  if (after.phase === 'over' && before.phase !== 'over') onOver(after);
}

/** The round bar's prompt while the round plays (Hear it; Finish when it has no clock) and once it is over (`over`, what it says; Play again). */
export function RoundPrompt({ prefix: p, round, verb, target, over, onStart, onHear, onFinish }: RoundBarProps & { over: ReactNode }): JSX.Element {
  if (round.phase !== 'playing')
    return (
      <>
        <p className={`${p}-prompt-text`} role="group" aria-label="Round over">
          {over}
        </p>
        <button type="button" className="tool-button primary" onClick={onStart}>
          Play again
        </button>
      </>
    );
  return (
    <>
      <p className={`${p}-prompt-text`}>
        <span className={`${p}-small`}>{verb[0]!.toUpperCase() + verb.slice(1)}</span>
        <strong className={`${p}-target`}>{target}</strong>
      </p>
      <button type="button" className="tool-button" onClick={onHear}>
        Hear it
      </button>
      {isRelaxed(round.game) && (
        <button type="button" className="tool-button" onClick={onFinish}>
          Finish
        </button>
      )}
    </>
  );
}
