// The rule of the arrow keys among a day's times: pure, in a module of its own so that it loads
// with the time buttons (later.ts), not with the calendar.

/**
 * Keyboard moves among a day's times, laid out in rows of `columns`: the index focus goes to, or
 * null for keys it ignores. Left and right step through the times, up and down move a row in the
 * same column, Home and End go to the first and last; a move with no time in its direction stays.
 */
export function moveAmongTimes(index: number, count: number, columns: number, key: string): number | null {
  const row = Math.max(1, columns);
  const target = ({ ArrowLeft: index - 1, ArrowRight: index + 1, ArrowUp: index - row, ArrowDown: index + row, Home: 0, End: count - 1 } as Record<string, number>)[key];
  if (target === undefined) return null;
  return target >= 0 && target < count ? target : index;
}
