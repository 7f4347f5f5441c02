import { memo, useEffect, useRef, useState, type JSX } from 'react';
import {
  ToolShell,
  useAnnounce,
  useGridKeys,
  useResults,
  useSound,
  type ToolCommonProps,
} from '../tool-kit';
import {
  KeyHint,
  TwoPlayer,
  TwoPlayerSettings,
  minutesOf,
  rotateOf,
  twoPlayerShare,
  type Player,
  type TwoPlayerGame,
} from '../tool-kit/two-player';
import { DEFAULT_MINUTES, FLASH_MS, FREEZE_MS, deal, matches, tapped, type CardIcon, type Tap } from './logic';
import { SYMBOLS } from './symbols';

export type NameItProps = ToolCommonProps & {
  /** Game time, 1 to 5 minutes. */
  minutes?: string;
  /** `false`: both sides upright. */
  rotate?: string;
};

const newSeed = () => Math.floor(Math.random() * 2 ** 32);

/** One of the deck's symbols, drawn (drawn again only when the symbol changes). */
const Picture = memo(function Picture({ icon }: { icon: number }) {
  const [, colour, shape, details] = SYMBOLS[icon]!;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" strokeLinecap="round" strokeLinejoin="round">
      <path d={shape} fill={colour} stroke="#1f2933" strokeWidth={1.2} />
      {details && <path d={details} fill="none" stroke="#1f2933" strokeWidth={1.8} />}
    </svg>
  );
});

/**
 * Every symbol's box is the largest symbol's size (BOX % of the card, as in styles.ts), moved and
 * scaled by `translate` and `scale` alone: a new deal then changes no box, so the browser lays out
 * only the new pictures, not the cards (a deal stays well under 50 ms on a slow tablet).
 */
const BOX = 30;
const place = (i: CardIcon) => ({
  translate: `${((i.x * 100) / BOX - 50).toFixed(2)}% ${((i.y * 100) / BOX - 50).toFixed(2)}%`,
  '--ni-scale': (i.size / BOX).toFixed(3),
});
const turn = (i: CardIcon) => ({ rotate: `${i.rotation}deg` });

/**
 * Name It: each player has a card and there is a centre card; every card shares exactly one
 * symbol with the centre one. The first to tap it scores, and a new round is dealt.
 */
export function NameIt(props: NameItProps): JSX.Element {
  const [minutes, setMinutes] = useState(() => minutesOf(props.minutes, DEFAULT_MINUTES));
  const [rotate, setRotate] = useState(() => rotateOf(props.rotate));
  useEffect(() => setMinutes(minutesOf(props.minutes, DEFAULT_MINUTES)), [props.minutes]);
  useEffect(() => setRotate(rotateOf(props.rotate)), [props.rotate]);
  return (
    <ToolShell
      tool="name-it"
      title="Name It"
      common={props}
      sound
      shareParams={twoPlayerShare(minutes, DEFAULT_MINUTES, rotate)}
      settings={<TwoPlayerSettings minutes={minutes} rotate={rotate} onMinutes={setMinutes} onRotate={setRotate} />}
    >
      <Game minutes={minutes} rotate={rotate} common={props} />
    </ToolShell>
  );
}

function Game({ minutes, rotate, common }: { minutes: number; rotate: boolean; common: ToolCommonProps }) {
  const announce = useAnnounce();
  const { play } = useSound();
  const results = useResults('name-it', common);
  const [round, setRound] = useState(() => deal(newSeed()));
  const current = useRef(round);
  current.current = round;
  const taps = useRef<[Tap[], Tap[]]>([[], []]);

  const next = () => {
    taps.current = [[], []];
    current.current = deal(newSeed());
    setRound(current.current);
  };
  const pick = (player: Player, index: number, game: TwoPlayerGame) => {
    if (!game.open(player)) return;
    const icon = current.current.cards[player][index];
    if (!icon) return;
    if (matches(current.current.centre, icon.matchKey)) {
      play('correct');
      announce(`${game.names[player]} found the ${icon.matchKey}! New cards.`);
      game.point(player);
      next();
      return;
    }
    const state = tapped(taps.current[player], icon.matchKey, Date.now());
    taps.current[player] = state.taps;
    if (state.freeze) game.freeze(player, FREEZE_MS);
    else announce(`${game.names[player]}: the ${icon.matchKey} is not on the centre card.`);
  };

  return (
    <TwoPlayer
      minutes={minutes}
      rotate={rotate}
      flashMs={FLASH_MS}
      onStart={() => {
        results.restart();
        next();
      }}
      onEnd={(scores) => results.complete({ score: Math.max(...scores) })}
      onKey={pick}
      side={(player, game) => <PlayerCard player={player} icons={round.cards[player]} name={game.names[player]} pick={(i) => pick(player, i, game)} />}
      centre={() => (
        <div className="ni-card ni-centre" role="img" aria-label={`Centre card: ${round.centre.map((i) => i.matchKey).join(', ')}`}>
          {/* Keyed by place: a new deal redraws the pictures in the same boxes instead of building new ones. */}
          {round.centre.map((i, n) => (
            <span key={n} className="ni-icon" style={place(i)}>
              <span style={turn(i)}>
                <Picture icon={i.icon} />
              </span>
            </span>
          ))}
        </div>
      )}
    />
  );
}

function PlayerCard({ player, icons, name, pick }: { player: Player; icons: CardIcon[]; name: string; pick(i: number): void }) {
  const keys = useGridKeys({ columns: 8, count: 8, onPick: pick });
  return (
    <div className="ni-card" role="group" aria-label={`${name}'s card`}>
      {/* Keyed by place, like the centre card: a deal reuses the buttons (and keeps a focused one focused). */}
      {icons.map((i, n) => (
        <button key={n} type="button" className="ni-icon" style={place(i)} aria-label={i.matchKey} onClick={() => pick(n)} {...keys.keyProps(n)}>
          <span style={turn(i)}>
            <Picture icon={i.icon} />
          </span>
          <KeyHint player={player} index={n} />
        </button>
      ))}
    </div>
  );
}
