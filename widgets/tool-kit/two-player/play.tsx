// The two-player frame's running match, loaded with the first tap, key or focus in the frame
// (TwoPlayer.tsx): start, points and freezes, the clock, the two key regions, Finish and Reset,
// and the end with both scores and the winner.
import { useEffect, useRef, useState, type JSX } from 'react';
import { adoptStyles } from '../../runtime';
import css from './play.css?inline';
import { PLAYERS, RELAXED_POINTS, clock, endMessage, frozenFor, keyTarget, winnerOf, type Player } from './two-player';
import type { MatchContext, TwoPlayerGame } from './frame';

type Props = { ctx: MatchContext };

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

const later = (ctx: MatchContext, ms: number, run: () => void) => void ctx.timers.current.push(setTimeout(run, ms));
const stop = (ctx: MatchContext) => {
  ctx.timers.current.forEach(clearTimeout);
  ctx.timers.current = [];
};

/** What the game's sides may do now. */
function gameOf(ctx: MatchContext): TwoPlayerGame {
  const s = ctx.s.current;
  return {
    ...s,
    open: (p) => s.phase === 'running' && s.frozen[p]! <= Date.now(),
    point(p) {
      s.scores[p]! += 1;
      if (ctx.props.current.relaxed && s.scores[p]! >= RELAXED_POINTS) end(ctx);
      ctx.update();
    },
    freeze(p, ms) {
      const now = Date.now();
      const flashMs = ctx.props.current.flashMs ?? 0;
      s.frozen[p] = now + ms;
      s.flash[p] = now + flashMs;
      ctx.play('miss');
      ctx.announce(`${s.names[p]} is frozen for ${Math.round(ms / 1000)} seconds.`);
      later(ctx, flashMs, ctx.update);
      later(ctx, ms, () => {
        if (s.phase === 'running') ctx.announce(`${s.names[p]} can play again.`);
        ctx.update();
      });
      ctx.update();
    },
  };
}

/** A new match: scores 0, the clock set (unless relaxed), the game deals. */
export function start(ctx: MatchContext): void {
  stop(ctx);
  const s = ctx.s.current;
  const { minutes, relaxed, onStart } = ctx.props.current;
  Object.assign(s, { phase: 'running', scores: [0, 0], endsAt: Date.now() + minutes * 60000, frozen: [0, 0], flash: [0, 0] });
  onStart();
  ctx.announce(`Go! ${s.names[0]} and ${s.names[1]}, ${relaxed ? `no clock: first to ${RELAXED_POINTS}` : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`}.`);
  ctx.update();
  if (!relaxed) later(ctx, s.endsAt - Date.now(), () => end(ctx));
}

function end(ctx: MatchContext): void {
  stop(ctx);
  const s = ctx.s.current;
  const props = ctx.props.current;
  s.phase = 'ended';
  ctx.play('end');
  ctx.celebrate({ particles: props.particles ?? 150 });
  ctx.announce(`${props.relaxed ? 'Game over.' : 'Time is up.'} ${endMessage(s.names, s.scores)}`);
  props.onEnd([...s.scores]);
  ctx.update();
}

/** Back to the names. */
export function reset(ctx: MatchContext): void {
  stop(ctx);
  Object.assign(ctx.s.current, { phase: 'ready', scores: [0, 0], frozen: [0, 0], flash: [0, 0] });
  ctx.announce('Reset. Choose your names, then Start.');
  ctx.update();
}

/** The clock on a player's bar: the game time left, or the relaxed goal. */
export function Clock({ ctx }: Props): JSX.Element {
  return ctx.props.current.relaxed ? <span className="tp-clock">First to {RELAXED_POINTS}</span> : <Countdown until={ctx.s.current.endsAt} clock />;
}

/** A player's own part while the match runs or has ended, covered while they are frozen. */
export function Side({ ctx, player }: Props & { player: Player }): JSX.Element {
  const s = ctx.s.current;
  const now = Date.now();
  const frozen = s.phase === 'running' ? frozenFor(s.frozen[player]!, now) : 0;
  return (
    <>
      <div className="tp-play">{ctx.props.current.side(player, gameOf(ctx))}</div>
      {frozen > 0 && (
        <div className="tp-frozen" data-flash={s.flash[player]! > now ? 'on' : undefined}>
          <Snowflake />
          <Countdown until={s.frozen[player]!} />
        </div>
      )}
    </>
  );
}

/** Between the sides: the game's centre with Finish (relaxed) and Reset, or the end. */
export function Centre({ ctx }: Props): JSX.Element {
  const s = ctx.s.current;
  const props = ctx.props.current;
  if (s.phase === 'running')
    return (
      <>
        {props.centre?.(gameOf(ctx))}
        {props.relaxed && (
          <button type="button" className="tool-button" onClick={() => end(ctx)}>
            Finish
          </button>
        )}
        <button type="button" className="tool-button" onClick={() => reset(ctx)}>
          Reset
        </button>
      </>
    );
  const winner = winnerOf(s.scores);
  return (
    <div className="tp-end" role="group" aria-label="Game over">
      <p className="tp-winner">{winner === null ? "It's a draw!" : `${s.names[winner]} wins!`}</p>
      <ul className="tp-scores">
        {PLAYERS.map((p) => (
          <li key={p} data-winner={winner === p || undefined}>
            {s.names[p]}: {s.scores[p]}
          </li>
        ))}
      </ul>
      <button type="button" className="tool-button primary" onClick={() => start(ctx)}>
        Play again
      </button>
      <button type="button" className="tool-button" onClick={() => reset(ctx)}>
        Reset
      </button>
    </div>
  );
}

/** The match's look (the sides while it runs, freezes, the end), adopted before the paint that first draws it. */
export function adoptPlayStyles(root: Node): void {
  if (root instanceof ShadowRoot) adoptStyles(root, css, { more: true });
}

/** One keyboard: each player's key region picks their options. */
export function Keys({ ctx }: Props): null {
  const latest = useRef(ctx);
  latest.current = ctx;
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      const target = keyTarget(event.code);
      const inside = event.composedPath()[0] as HTMLElement | undefined;
      if (!target || event.ctrlKey || event.altKey || event.metaKey || /^(INPUT|TEXTAREA|SELECT)$/.test(inside?.tagName ?? '')) return;
      const game = gameOf(latest.current);
      if (!game.open(target.player)) return;
      event.preventDefault();
      latest.current.props.current.onKey(target.player, target.index, game);
    };
    addEventListener('keydown', down);
    return () => removeEventListener('keydown', down);
  }, []);
  return null;
}
