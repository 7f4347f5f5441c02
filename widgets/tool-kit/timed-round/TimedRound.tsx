import { useEffect, useRef, useState, type ComponentType, type JSX, type ReactNode } from 'react';
import { speak } from '../sound';
import { ToolShell } from '../ToolShell';
import type { ToolCommonProps } from '../settings';
import type { ToolShellProps } from '../shell-props';
import type { HeldSettings } from '../use-setting';
import type { ToolSettings } from '../declaration';
import { RELAXED_FINDS, clockText, isRelaxed, secondsLeft, type Round, type RoundGame } from './logic';

// What the first screen of a timed game shows of its round (the view holds the round itself with
// `useStepReducer`, each step naming the rules that bring the game's reducer): Start, which waits
// for a teacher's words, and the round's bar: the prompt as the first screen shows it (Press
// Start, Hear it, Start) and the meters. What moves the round (its clock, Clock.tsx) and the
// prompt while it plays and after it come with the game's rules.

/**
 * Start as the bar's button: while a teacher's words are still being read (`waiting`) a tap loads
 * the rules (`load`) and is kept in `pending` (held above the round, which their words make anew),
 * and the round they make starts once they are read; otherwise `start` at once.
 */
export function useStart(waiting: boolean, pending: { current: boolean }, load: () => void, start: () => void): () => void {
  const tap = (): void => (waiting ? void ((pending.current = true), load()) : start());
  useEffect(() => {
    if (!waiting && pending.current) {
      pending.current = false;
      tap();
    }
  }, [waiting]);
  return tap;
}

/** What a timed game's view gives the stage its round plays on (Whack-a-mole's field, Ice Fishers' lake). */
export type RoundStageProps<C> = {
  config: C;
  music: boolean;
  common: ToolCommonProps;
  /** Whether a teacher's words are still being read (the stage shows the list or content meanwhile). */
  waiting: boolean;
  /** A Start tapped while they were: the round they make starts once they are read (`useStart`). */
  pending: { current: boolean };
};

export type TimedGameProps<T extends ToolSettings, C> = Pick<ToolShellProps<T>, 'settings'> & {
  held: HeldSettings<T>;
  /** What is wrong with the teacher's words or the lesson, said above the stage (`.round-problem`, styled by the tool). */
  problem?: string;
  /** The stage the round plays on, made anew whenever its `config` (plain data: what its round is made from) changes. */
  Stage: ComponentType<RoundStageProps<C>>;
  config: C;
  waiting: boolean;
};

/**
 * A timed game (Whack-a-mole, Ice Fishers): the tool's shell with Music in its toolbar (on at
 * first), the problem with a teacher's words, and the stage, which plays the music and keeps a
 * Start tapped while the words are being read.
 */
export function TimedGame<T extends ToolSettings, C>(props: TimedGameProps<T, C>): JSX.Element {
  const { problem, Stage, config, waiting, ...shell } = props;
  const [music, setMusic] = useState(true);
  const pending = useRef(false);
  return (
    <ToolShell
      {...shell}
      sound
      toolbar={
        <button type="button" className="tool-button" aria-pressed={music} onClick={() => setMusic(!music)}>
          Music
        </button>
      }
    >
      {problem && (
        <p className="round-problem" role="alert">
          {problem}
        </p>
      )}
      <Stage key={JSON.stringify(config)} config={config} music={music} common={shell.held[4].common} waiting={waiting} pending={pending} />
    </ToolShell>
  );
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
