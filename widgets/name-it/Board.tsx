import { memo, type JSX } from 'react';
import { useGridKeys } from '../tool-kit';
import { KeyHint, type Player } from '../tool-kit/two-player';
import type { CardIcon } from './logic';
import { SYMBOLS } from './symbols';

// The game's deck and rules, loaded with the pictures.
export { deal, matches, tapped } from './logic';

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

/** The centre card: the pictures every player's card shares one of. */
export function CentreCard({ icons }: { icons: CardIcon[] }): JSX.Element {
  return (
    <div className="ni-card ni-centre" role="img" aria-label={`Centre card: ${icons.map((i) => i.matchKey).join(', ')}`}>
      {/* Keyed by place: a new deal redraws the pictures in the same boxes instead of building new ones. */}
      {icons.map((i, n) => (
        <span key={n} className="ni-icon" style={place(i)}>
          <span style={turn(i)}>
            <Picture icon={i.icon} />
          </span>
        </span>
      ))}
    </div>
  );
}

export function PlayerCard({ player, icons, name, pick }: { player: Player; icons: CardIcon[]; name: string; pick(i: number): void }) {
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
