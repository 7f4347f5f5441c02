import { useEffect, useRef, type ReactNode } from 'react';
import { useStepReducer, type Step } from '../reducer';
import { speak, useSound } from '../sound';
import { RELAXED_FINDS, clockText, isRelaxed, secondsLeft, type Phase, type Round, type RoundAction, type RoundGame, type RoundSeconds } from './logic';

/** How often a playing round's clock ticks (the rules move on; the view draws only what changed). */
const TICK_MS = 100;
/** The background music while a round plays, under the master volume. */
const MUSIC_VOLUME = 0.15;

/**
 * A timed round in a view: the game's reducer (`roundReducer` for start and tick, plus the game's
 * own actions) held by `useStepReducer`, the clock ticking while it plays, the music while it
 * plays (and `music` is on), and `onOver` once when the time runs out.
 */
export function useTimedRound<S extends Round<RoundGame>, A>(
  reducer: (state: S, action: A | RoundAction) => S,
  init: () => S,
  options: { music: boolean; onOver: (round: S) => void },
): [round: S, dispatch: (action: A | RoundAction) => Step<S>, latest: { readonly current: S }, finish: () => void] {
  const [round, dispatch, latest] = useStepReducer(reducer, init);
  const { music } = useSound();
  const onOver = useRef(options.onOver);
  onOver.current = options.onOver;

  useEffect(() => {
    music(options.music && round.phase === 'playing', MUSIC_VOLUME);
  }, [options.music, round.phase]);
  useEffect(() => () => music(false), []);

  useEffect(() => {
    if (round.phase !== 'playing') return;
    const timer = setInterval(() => {
      const { before, after } = dispatch({ type: 'tick', now: Date.now() });
      if (after.phase === 'over' && before.phase !== 'over') {
        clearInterval(timer);
        onOver.current(after);
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [round.phase]);

  // Finish ends a relaxed round at once, and answers like the clock's end.
  const finish = () => {
    const { before, after } = dispatch({ type: 'finish', now: Date.now() });
    if (after.phase === 'over' && before.phase !== 'over') onOver.current(after);
  };

  return [round, dispatch, latest, finish];
}

type RoundBarProps = {
  /** The tool's class prefix (`wm`): the bar's classes are `wm-top`, `wm-prompt`, `wm-target`, `wm-meter`…, styled by the tool. */
  prefix: string;
  round: Round<RoundGame>;
  /** A picture before the prompt. */
  picture?: ReactNode;
  /** What the child does: `whack` (the prompt reads "Press Start, then whack", then "Whack"). */
  verb: string;
  /** What to find: `words with sh`. */
  target: string;
  /** What the prompt says when the time is up. */
  over: ReactNode;
  score: number;
  onStart: () => void;
  onHear: () => void;
  /** A relaxed round (no clock): Finish ends it, and the meter counts finds of RELAXED_FINDS. */
  onFinish?: () => void;
};

/** The round's bar: the prompt with Start, Hear it while playing, Play again after; the time left (a timer) and the score. */
export function RoundBar({ prefix: p, round, picture, verb, target, over, score, onStart, onHear, onFinish }: RoundBarProps) {
  const { phase } = round;
  const relaxed = isRelaxed(round.game);
  const clock = relaxed ? '' : clockText(secondsLeft(round.game, round.at));
  return (
    <div className={`${p}-top`}>
      <div className={`${p}-prompt`}>
        {picture}
        {phase === 'over' ? (
          <p className={`${p}-prompt-text`} role="group" aria-label="Round over">
            {over}
          </p>
        ) : (
          <p className={`${p}-prompt-text`}>
            <span className={`${p}-small`}>{phase === 'ready' ? `Press Start, then ${verb}` : verb[0]!.toUpperCase() + verb.slice(1)}</span>
            <strong className={`${p}-target`}>{target}</strong>
          </p>
        )}
        {phase === 'playing' ? (
          <>
            <button type="button" className="tool-button" onClick={onHear}>
              Hear it
            </button>
            {relaxed && (
              <button type="button" className="tool-button" onClick={onFinish}>
                Finish
              </button>
            )}
          </>
        ) : (
          <>
            {phase === 'ready' && (
              <button type="button" className="tool-button" onClick={() => speak(`Press Start, then ${verb} ${target}.`)}>
                Hear it
              </button>
            )}
            <button type="button" className="tool-button primary" onClick={onStart}>
              {phase === 'over' ? 'Play again' : 'Start'}
            </button>
          </>
        )}
      </div>
      <div className={`${p}-meters`}>
        {relaxed ? (
          <span className={`${p}-meter`}>No clock: find {RELAXED_FINDS}</span>
        ) : (
          <span className={`${p}-meter`} role="timer" aria-label={`Time left: ${clock}`}>
            Time {clock}
          </span>
        )}
        <span className={`${p}-meter`}>Score {score}</span>
      </div>
    </div>
  );
}

