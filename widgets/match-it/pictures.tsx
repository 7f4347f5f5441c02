import type { JSX } from 'react';
import { dotLayout, type MatchSymbol } from './logic';

/** Each symbol drawn about (0, 0), inside a 20 by 20 cell. */
const SHAPES: Record<MatchSymbol, string> = {
  dot: 'M-7.5 0a7.5 7.5 0 1 0 15 0a7.5 7.5 0 1 0-15 0Z',
  star: 'M0-8.5 2.5-2.6 8.5-2.6 3.7 1.2 5.4 7.6 0 3.9-5.4 7.6-3.7 1.2-8.5-2.6-2.5-2.6Z',
  heart: 'M0 7.5C-9.5 1-8.5-7.5-4.2-7.5-2.2-7.5-0.8-6.2 0-4.4 0.8-6.2 2.2-7.5 4.2-7.5 8.5-7.5 9.5 1 0 7.5Z',
  square: 'M-6.5-6.5h13v13h-13Z',
  triangle: 'M0-7.5 8 6.5H-8Z',
  diamond: 'M0-8.5 7.5 0 0 8.5-7.5 0Z',
};

/** `count` symbols in a ten frame (2 rows of 5 cells; the top row fills first), so 7 reads as 5 and 2. */
export function Dots({ count, symbol }: { count: number; symbol: MatchSymbol }): JSX.Element {
  return (
    <svg className="mi-dots" viewBox="0 0 104 44" aria-hidden="true" focusable="false" data-symbol={symbol}>
      {Array.from({ length: 10 }, (_, i) => (
        <rect key={i} className="mi-cell" x={2 + (i % 5) * 20} y={2 + Math.floor(i / 5) * 20} width={20} height={20} />
      ))}
      {dotLayout(count).map(({ row, col }, i) => (
        <path key={i} className="mi-symbol" d={SHAPES[symbol]} transform={`translate(${12 + col * 20} ${12 + row * 20})`} />
      ))}
    </svg>
  );
}

/** The reset icon: a circular arrow. */
export const ResetIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" />
  </svg>
);
