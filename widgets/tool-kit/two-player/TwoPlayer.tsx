import { useEffect, useRef, useState, type JSX } from 'react';
import { lazyPart, useFirstUse } from '../../runtime/lazy';
import { ChoiceGroup } from '../ChoiceGroup';
import { useCelebrate } from '../confetti';
import { useSound } from '../sound';
import { ToolStep } from '../step';
import { useAnnounce } from '../ToolShell';
import type { MatchContext, MatchState, TwoPlayerProps } from './frame';
import { PLAYERS, keyLabel, offeredNames, type Player } from './two-player';

export type { TwoPlayerGame, TwoPlayerProps } from './frame';

/** A key's hint on an option: which key picks it (hidden from screen readers). */
export const KeyHint = ({ player, index }: { player: Player; index: number }) => (
  <kbd className="tp-key" aria-hidden="true">
    {keyLabel(player, index)}
  </kbd>
);

/**
 * The running match (start, points, freezes, the clock, the keys, the end): loaded with the first
 * tap, key or focus in the frame, so the names and Start show before it arrives.
 */
const matchPart = lazyPart(() => import('./play'));

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
  const s = useRef<MatchState>({ phase: 'ready', names: [offeredNames(0)[0]!, offeredNames(1)[0]!], scores: [0, 0], endsAt: 0, frozen: [0, 0], flash: [0, 0] });
  const latest = useRef(props);
  latest.current = props;
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const stage = useRef<HTMLDivElement>(null);
  // The match part loads with the first tap, key or focus anywhere in the frame, and the game's own part with it.
  const [match, withMatch] = useFirstUse(matchPart, stage, false, () => latest.current.preload?.());
  const ctx: MatchContext = { s, stage, props: latest, timers, update: () => render((n) => n + 1), announce, play, celebrate };
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  // A new game time or side setting starts again from the names.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else if (s.current.phase !== 'ready') withMatch((m) => m.reset(ctx));
  }, [props.minutes, props.relaxed]);

  const start = () => withMatch((m) => m.start(ctx));
  const { phase, names, scores } = s.current;
  const playing = phase !== 'ready' && match;
  return (
    <div ref={stage} className="tp-stage" data-rotate={props.rotate} data-phase={phase}>
      <ToolStep text={phase === 'ready' ? 'Each player picks a name. Then press Start!' : phase === 'running' ? props.step : 'Game over! Press Play again for a new game.'} />
      {PLAYERS.map((p) => (
        <section key={p} className="tp-side" data-player={p + 1} aria-label={`Player ${p + 1}: ${names[p]}`}>
          <div className="tp-bar">
            <span className="tp-name">{names[p]}</span>
            <span className="tp-score" aria-label={`Score ${scores[p]}`}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />
              </svg>
              {scores[p]}
            </span>
            {playing && phase === 'running' && <match.Clock ctx={ctx} />}
          </div>
          {playing ? (
            <match.Side ctx={ctx} player={p} />
          ) : (
            <ChoiceGroup
              label={`Player ${p + 1}, choose your name`}
              options={offeredNames(p)}
              labels={Object.fromEntries(offeredNames(p).map((n) => [n, n]))}
              value={names[p]}
              onChange={(name) => {
                s.current.names[p] = name;
                ctx.update();
              }}
            />
          )}
        </section>
      ))}
      <div className="tp-centre">
        {playing ? (
          <match.Centre ctx={ctx} />
        ) : (
          <>
            <button type="button" className="tool-button primary tp-start" onClick={start}>
              Start
            </button>
            <p className="hint tp-keys">
              Keys: {names[0]} <kbd>Q W E R A S D F</kbd>, {names[1]} <kbd>U I O P J K L ;</kbd>
            </p>
          </>
        )}
      </div>
      {match && <match.Keys ctx={ctx} />}
    </div>
  );
}
