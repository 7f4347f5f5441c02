import { useRef, useState, type JSX, type ReactNode } from 'react';
import { speak } from '../sound';
import { RELAXED_FINDS, clockText, isRelaxed, secondsLeft, type Round, type RoundGame } from './logic';

// What the first screen of a timed game holds of its round: the round itself (ready until Start),
// and the round's bar: the prompt as the first screen shows it (Press Start, Hear it, Start) and
// the meters. What moves the round (its steps and clock, Clock.tsx) and the prompt while it plays
// and after it come with the game's rules.

/** A round as its view holds it: the state drawn, `latest` (the state now, for the steps and the frames) and `set`, which draws a new one. */
export type RoundState<S> = { round: S; latest: { current: S }; set(round: S): void };

/** The round of a view, `init` until the game's rules move it on (`roundSteps` in Clock.tsx, loaded with them). */
export function useRoundState<S>(init: () => S): RoundState<S> {
  const [round, set] = useState(init);
  const latest = useRef(round);
  return { round, latest, set };
}

export type RoundBarProps = {
  /** The tool's class prefix (`wm`): the bar's classes are `wm-top`, `wm-prompt`, `wm-target`, `wm-meter`…, styled by the tool. */
  prefix: string;
  round: Round<RoundGame>;
  /** A picture before the prompt. */
  picture?: ReactNode;
  /** What the child does: `whack` (the prompt reads "Press Start, then whack", then "Whack"). */
  verb: string;
  /** What to find: `words with sh`. */
  target: string;
  score: number;
  onStart: () => void;
  onHear: () => void;
  /** A relaxed round (no clock): Finish ends it, and the meter counts finds of RELAXED_FINDS. */
  onFinish?: () => void;
  /** The prompt while the round plays and after it (`RoundPrompt`, with what it says when the round is over), loaded with the game's rules (a round plays only once they are here). */
  Live?: (props: RoundBarProps) => JSX.Element;
};

/** The round's bar: the prompt (Start before the round, Hear it while it plays, Play again after), the time left (a timer) and the score. */
export function RoundBar(props: RoundBarProps): JSX.Element {
  const { prefix: p, round, picture, verb, target, score, onStart, Live } = props;
  const relaxed = isRelaxed(round.game);
  const clock = relaxed ? '' : clockText(secondsLeft(round.game, round.at));
  return (
    <div className={`${p}-top`}>
      <div className={`${p}-prompt`}>
        {picture}
        {round.phase !== 'ready' && Live ? (
          <Live {...props} />
        ) : (
          <>
            <p className={`${p}-prompt-text`}>
              <span className={`${p}-small`}>{`Press Start, then ${verb}`}</span>
              <strong className={`${p}-target`}>{target}</strong>
            </p>
            <button type="button" className="tool-button" onClick={() => speak(`Press Start, then ${verb} ${target}.`)}>
              Hear it
            </button>
            <button type="button" className="tool-button primary" onClick={onStart}>
              Start
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
