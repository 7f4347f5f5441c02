import type { ReactNode } from 'react';
import { speak } from '../sound';
import { RELAXED_FINDS, clockText, isRelaxed, secondsLeft, type Round, type RoundGame } from './logic';

// The round's bar as the first screen shows it (the ready prompt, Start, the meters) and as it
// plays; what runs the round (its clock, Clock.tsx) loads with the game's rules.

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

