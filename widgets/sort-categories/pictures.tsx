import type { JSX } from 'react';
import { SYMBOLS } from '../name-it/symbols';
import { PICTURE_PREFIX } from './logic';

// The project's own drawn pictures (Name It's 57 symbols, drawn on a 24-unit grid: a filled shape
// outlined in ink, and ink details) as Sort Categories' picture items. Loaded only when a round has
// a picture, or when a teacher's groups are read.

const INK = '#1f2933';

/** A picture's item text by its name: `pic.` and the name in lowercase, spaces as hyphens (`pic.ice-cream`); URL-safe as it is. */
const keyOf = (name: string) => `${PICTURE_PREFIX}${name.toLowerCase().replace(/\s+/g, '-')}`;

/** Every picture's item text, to its place in the set. */
export const PICTURE_KEYS: ReadonlyMap<string, number> = new Map(SYMBOLS.map(([name], i) => [keyOf(name), i]));

/** A picture item's accessible name: the picture's name in lowercase (`ice cream`). */
export const pictureName = (key: string): string => SYMBOLS[PICTURE_KEYS.get(key.toLowerCase()) ?? -1]?.[0].toLowerCase() ?? key;

/** A picture item drawn: decorative, since the control that holds it carries its name. */
export function Picture({ item }: { item: string }): JSX.Element | null {
  const symbol = SYMBOLS[PICTURE_KEYS.get(item.toLowerCase()) ?? -1];
  if (!symbol) return null;
  const [, colour, shape, details] = symbol;
  return (
    <svg className="sc-picture" viewBox="-1 -1 26 26" aria-hidden="true" focusable="false">
      <path d={shape} fill={colour} stroke={INK} strokeWidth="1.2" strokeLinejoin="round" />
      {details && <path d={details} fill="none" stroke={INK} strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />}
    </svg>
  );
}
