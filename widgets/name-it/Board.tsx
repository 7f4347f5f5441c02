import { useLayoutEffect, useRef, type JSX } from 'react';
import { useGridKeys } from '../tool-kit';
import { KeyHint, type Player } from '../tool-kit/two-player';
import type { CardIcon } from './logic';
import { SYMBOLS } from '../tool-kit/symbols';

// The game's deck and rules, loaded with the pictures.
export { nameItReducer } from './logic';

const INK = '#1f2933';
const paths = new Map<number, [shape: Path2D, details: Path2D | null]>();
const pathsOf = (icon: number) => {
  let found = paths.get(icon);
  if (!found) {
    const [, , shape, details] = SYMBOLS[icon]!;
    found = [new Path2D(shape), details ? new Path2D(details) : null];
    paths.set(icon, found);
  }
  return found;
};

/** The canvas's width in device pixels. */
const pixels = (canvas: HTMLCanvasElement) => Math.round(canvas.clientWidth * (window.devicePixelRatio || 1));

/**
 * Draws a card's pictures on its canvas: each symbol (drawn on a 24-unit grid) at its centre, size
 * and turn, filled in its colour and outlined in ink. One canvas a card, so a new deal is one
 * drawing per card and no layout: a deal stays well under 50 ms on a slow tablet.
 */
function draw(canvas: HTMLCanvasElement, icons: readonly CardIcon[]) {
  const side = pixels(canvas);
  const ctx = side > 0 && typeof Path2D === 'function' ? canvas.getContext('2d') : null;
  if (!ctx) return;
  if (canvas.width !== side) canvas.width = canvas.height = side;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, side, side);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = INK;
  for (const i of icons) {
    const [shape, details] = pathsOf(i.icon);
    const scale = ((i.size / 100) * side) / 24;
    ctx.setTransform(1, 0, 0, 1, (i.x / 100) * side, (i.y / 100) * side);
    ctx.rotate((i.rotation * Math.PI) / 180);
    ctx.scale(scale, scale);
    ctx.translate(-12, -12);
    ctx.fillStyle = SYMBOLS[i.icon]![1];
    ctx.fill(shape);
    ctx.lineWidth = 1.2;
    ctx.stroke(shape);
    if (details) {
      ctx.lineWidth = 1.8;
      ctx.stroke(details);
    }
  }
}

/**
 * The canvas of a card, drawn again for each deal and when the card changes size. A new card's
 * first drawing waits for the browser's own layout of the board: the resize observer's first call
 * comes in the frame, after layout and before paint. Drawn as the board is put in the page,
 * reading the canvas's size would make the browser lay the whole board out inside the tap that
 * dealt it, one long task on a slow tablet.
 */
function Pictures({ icons }: { icons: readonly CardIcon[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const shown = useRef(icons);
  const drawn = useRef(false);
  shown.current = icons;
  const paint = (box: HTMLCanvasElement) => {
    draw(box, shown.current);
    drawn.current = true;
  };
  useLayoutEffect(() => {
    // A new deal on a card already drawn: its size is known, so draw at once.
    if (drawn.current || typeof ResizeObserver !== 'function') paint(canvas.current!);
  }, [icons]);
  useLayoutEffect(() => {
    const box = canvas.current!;
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => (!drawn.current || box.width !== pixels(box)) && paint(box));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return <canvas ref={canvas} className="ni-pictures" aria-hidden="true" />;
}

/**
 * The places of a card's symbols, for tapping and focus: every box is the largest symbol's size
 * (BOX % of the card, as in styles.ts), moved and scaled by `translate` and `scale` alone.
 */
const BOX = 30;
const place = (i: CardIcon) => ({
  translate: `${((i.x * 100) / BOX - 50).toFixed(2)}% ${((i.y * 100) / BOX - 50).toFixed(2)}%`,
  '--ni-scale': (i.size / BOX).toFixed(3),
});

/** The centre card: the pictures every player's card shares one of. */
export function CentreCard({ icons }: { icons: CardIcon[] }): JSX.Element {
  return (
    <div className="ni-card ni-centre" role="img" aria-label={`Centre card: ${icons.map((i) => i.matchKey).join(', ')}`}>
      <Pictures icons={icons} />
    </div>
  );
}

export function PlayerCard({ player, icons, name, pick }: { player: Player; icons: CardIcon[]; name: string; pick(i: number): void }) {
  const keys = useGridKeys({ columns: 8, count: 8, onPick: pick });
  return (
    <div className="ni-card" role="group" aria-label={`${name}'s card`}>
      <Pictures icons={icons} />
      {/* Keyed by place: a deal reuses the buttons (and keeps a focused one focused). */}
      {icons.map((i, n) => (
        <button key={n} type="button" className="ni-icon" style={place(i)} aria-label={i.matchKey} onClick={() => pick(n)} {...keys.keyProps(n)}>
          <KeyHint player={player} index={n} />
        </button>
      ))}
    </div>
  );
}
