import type { JSX } from 'react';
import { SYMBOLS } from './symbols';

// The project's own drawn pictures (the 57 symbols of Name It's deck, drawn on a 24-unit grid: a
// filled shape outlined in ink, and ink details) as the word games' picture items (Sort Categories'
// items, Anagram's clues). Imported only by what loads late (a round with a picture, a teacher's
// content read), never by a first screen.

/** A picture item's text starts with it; the games' first screens tell one by it without this module. */
const PICTURE_PREFIX = 'pic.';

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
    <svg className="tool-picture" viewBox="-1 -1 26 26" aria-hidden="true" focusable="false">
      <path d={shape} fill={colour} stroke={INK} strokeWidth="1.2" strokeLinejoin="round" />
      {details && <path d={details} fill="none" stroke={INK} strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />}
    </svg>
  );
}
