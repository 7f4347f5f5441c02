import { useEffect, useRef, useState, type JSX, type ReactNode } from 'react';
import { ChoiceGroup } from '../ChoiceGroup';
import { useCelebrate } from '../confetti';
import { useSound } from '../sound';
import { ToolStep } from '../step';
import { useAnnounce } from '../ToolShell';
import { PLAYERS, RELAXED_POINTS, clock, endMessage, frozenFor, keyLabel, keyTarget, offeredNames, winnerOf, type Player } from './two-player';

type Phase = 'ready' | 'running' | 'ended';

/** What a game's sides can do while the frame runs the match. */
export type TwoPlayerGame = {
  phase: Phase;
  names: [string, string];
  scores: [number, number];
  /** Whether `player` may pick now: the game is running and they are not frozen. */
  open(player: Player): boolean;
  /** A point for `player`. */
  point(player: Player): void;
  /** Freezes `player` for `ms`; their picks are ignored until then. */
  freeze(player: Player, ms: number): void;
};

type TwoPlayerProps = {
  /** Game time. */
  minutes: number;
  /** No clock (`pace=relaxed`): the first to RELAXED_POINTS wins, or Finish ends the match. */
  relaxed?: boolean;
  /** Turn the far player's side 180 degrees (a tablet lying between two children). */
  rotate: boolean;
  /** A bright flash over a player's side when they freeze. */
  flashMs?: number;
  /** The confetti of the end. */
  particles?: number;
  /** What to do while the match runs, on screen above the sides: "Tap the answer on your side first!" */
  step: string;
  /** A player's own part: their card or their options (given `keyHint` for each option). */
  side(player: Player, game: TwoPlayerGame): ReactNode;
  /** Between the sides while running (Name It's centre card). */
  centre?(game: TwoPlayerGame): ReactNode;
  /** A key of a player's region picked their option `index` (only while they may pick). */
  onKey(player: Player, index: number, game: TwoPlayerGame): void;
  /** A new match starts: deal. */
  onStart(): void;
  /** The time is up: report (`complete` with the winner's score). */
  onEnd(scores: [number, number]): void;
};

const Snowflake = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
    <path d="M12 2v20M3.3 7l17.4 10M3.3 17 20.7 7M9 4l3 2.5L15 4M9 20l3-2.5 3 2.5" />
  </svg>
);

/**
 * Time left until `until`, redrawn each second on its own (the sides around it are not): the game
 * clock (`m:ss`, a timer) or a freeze's seconds.
 */
function Countdown({ until, clock: game }: { until: number; clock?: boolean }) {
  const [, tick] = useState(0);
  const left = until - Date.now();
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => tick((n) => n + 1), left % 1000 || 1000);
    return () => clearTimeout(timer);
  });
  if (!game) return <span>Frozen {frozenFor(until, Date.now())}</span>;
  const text = clock(left);
  return (
    <span className="tp-clock" role="timer" aria-label={`Time left ${text}`}>
      {text}
    </span>
  );
}

/** A key's hint on an option: which key picks it (hidden from screen readers). */
export const KeyHint = ({ player, index }: { player: Player; index: number }) => (
  <kbd className="tp-key" aria-hidden="true">
    {keyLabel(player, index)}
  </kbd>
);

/**
 * Two players on one device: each has a side facing them (the far one turned 180 degrees unless
 * `rotate` is off), a name chosen from five, a key region on one keyboard; the match runs for the
 * game time (a countdown), a frozen side is covered and announced, and the end shows both
 * scores and the winner.
 */
export function TwoPlayer(props: TwoPlayerProps): JSX.Element {
  const announce = useAnnounce();
  const celebrate = useCelebrate();
  const { play } = useSound();
  const [, render] = useState(0);
  const s = useRef({ phase: 'ready' as Phase, names: [offeredNames(0)[0]!, offeredNames(1)[0]!] as [string, string], scores: [0, 0] as [number, number], endsAt: 0, frozen: [0, 0], flash: [0, 0] });
  const latest = useRef(props);
  latest.current = props;
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const update = () => render((n) => n + 1);
  const later = (ms: number, run: () => void) => void timers.current.push(setTimeout(run, ms));
  const stop = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };
  useEffect(() => stop, []);

  const game: TwoPlayerGame = {
    ...s.current,
    open: (p) => s.current.phase === 'running' && s.current.frozen[p]! <= Date.now(),
    point(p) {
      s.current.scores[p]! += 1;
      if (latest.current.relaxed && s.current.scores[p]! >= RELAXED_POINTS) end();
      update();
    },
    freeze(p, ms) {
      const now = Date.now();
      s.current.frozen[p] = now + ms;
      s.current.flash[p] = now + (latest.current.flashMs ?? 0);
      play('miss');
      announce(`${s.current.names[p]} is frozen for ${Math.round(ms / 1000)} seconds.`);
      later(latest.current.flashMs ?? 0, update);
      later(ms, () => {
        if (s.current.phase === 'running') announce(`${s.current.names[p]} can play again.`);
        update();
      });
      update();
    },
  };
  const gameRef = useRef(game);
  gameRef.current = game;

  const start = () => {
    stop();
    Object.assign(s.current, { phase: 'running', scores: [0, 0], endsAt: Date.now() + latest.current.minutes * 60000, frozen: [0, 0], flash: [0, 0] });
    latest.current.onStart();
    const { minutes, relaxed } = latest.current;
    announce(`Go! ${s.current.names[0]} and ${s.current.names[1]}, ${relaxed ? `no clock: first to ${RELAXED_POINTS}` : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`}.`);
    update();
    if (!relaxed) later(s.current.endsAt - Date.now(), end);
  };
  const end = () => {
    stop();
    s.current.phase = 'ended';
    const scores = s.current.scores;
    play('end');
    celebrate({ particles: latest.current.particles ?? 150 });
    announce(`${latest.current.relaxed ? 'Game over.' : 'Time is up.'} ${endMessage(s.current.names, scores)}`);
    latest.current.onEnd([...scores]);
    update();
  };
  const reset = () => {
    stop();
    Object.assign(s.current, { phase: 'ready', scores: [0, 0], frozen: [0, 0], flash: [0, 0] });
    announce('Reset. Choose your names, then Start.');
    update();
  };
  // A new game time or side setting starts again from the names.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else if (s.current.phase !== 'ready') reset();
  }, [props.minutes, props.relaxed]);

  // One keyboard: each player's key region picks their options.
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      const target = keyTarget(event.code);
      const inside = event.composedPath()[0] as HTMLElement | undefined;
      if (!target || event.ctrlKey || event.altKey || event.metaKey || /^(INPUT|TEXTAREA|SELECT)$/.test(inside?.tagName ?? '')) return;
      if (!gameRef.current.open(target.player)) return;
      event.preventDefault();
      latest.current.onKey(target.player, target.index, gameRef.current);
    };
    addEventListener('keydown', down);
    return () => removeEventListener('keydown', down);
  }, []);

  const { phase, names, scores } = s.current;
  const now = Date.now();
  const winner = winnerOf(scores);
  return (
    <div className="tp-stage" data-rotate={props.rotate} data-phase={phase}>
      <ToolStep text={phase === 'ready' ? 'Each player picks a name. Then press Start!' : phase === 'running' ? props.step : 'Game over! Press Play again for a new game.'} />
      {PLAYERS.map((p) => {
        const frozen = phase === 'running' ? frozenFor(s.current.frozen[p]!, now) : 0;
        return (
          <section key={p} className="tp-side" data-player={p + 1} aria-label={`Player ${p + 1}: ${names[p]}`}>
            <div className="tp-bar">
              <span className="tp-name">{names[p]}</span>
              <span className="tp-score" aria-label={`Score ${scores[p]}`}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />
                </svg>
                {scores[p]}
              </span>
              {phase === 'running' && (props.relaxed ? <span className="tp-clock">First to {RELAXED_POINTS}</span> : <Countdown until={s.current.endsAt} clock />)}
            </div>
            {phase === 'ready' ? (
              <ChoiceGroup
                label={`Player ${p + 1}, choose your name`}
                options={offeredNames(p)}
                labels={Object.fromEntries(offeredNames(p).map((n) => [n, n]))}
                value={names[p]}
                onChange={(name) => {
                  s.current.names[p] = name;
                  update();
                }}
              />
            ) : (
              <div className="tp-play">{props.side(p, game)}</div>
            )}
            {frozen > 0 && (
              <div className="tp-frozen" data-flash={s.current.flash[p]! > now ? 'on' : undefined}>
                <Snowflake />
                <Countdown until={s.current.frozen[p]!} />
              </div>
            )}
          </section>
        );
      })}
      <div className="tp-centre">
        {phase === 'ready' && (
          <>
            <button type="button" className="tool-button primary tp-start" onClick={start}>
              Start
            </button>
            <p className="hint tp-keys">
              Keys: {names[0]} <kbd>Q W E R A S D F</kbd>, {names[1]} <kbd>U I O P J K L ;</kbd>
            </p>
          </>
        )}
        {phase === 'running' && (
          <>
            {props.centre?.(game)}
            {props.relaxed && (
              <button type="button" className="tool-button" onClick={end}>
                Finish
              </button>
            )}
            <button type="button" className="tool-button" onClick={reset}>
              Reset
            </button>
          </>
        )}
        {phase === 'ended' && (
          <div className="tp-end" role="group" aria-label="Game over">
            <p className="tp-winner">{winner === null ? "It's a draw!" : `${names[winner]} wins!`}</p>
            <ul className="tp-scores">
              {PLAYERS.map((p) => (
                <li key={p} data-winner={winner === p || undefined}>
                  {names[p]}: {scores[p]}
                </li>
              ))}
            </ul>
            <button type="button" className="tool-button primary" onClick={start}>
              Play again
            </button>
            <button type="button" className="tool-button" onClick={reset}>
              Reset
            </button>
          </div>
        )}
      </div>
    </div>
  );
}


