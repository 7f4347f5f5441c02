// How a report's results by pattern read on screen: each pattern by its lesson's plain title, how
// secure it is (the grid's colour, always beside its numbers), the weakest and the strongest, and the
// confusions in a tutor's words.
import type { ByPattern, Confusion, PatternTotal } from '../../contract/teacher';
import { PATTERN_LESSONS } from './patterns.data';

/** `sh` for digraph-sh: its lesson's title; where the lesson teaches several patterns, the id says which (`wh, ph: digraph-ph`). */
export function patternTitle(pattern: string): string {
  const lesson = PATTERN_LESSONS[pattern];
  if (!lesson) return pattern;
  const shared = Object.values(PATTERN_LESSONS).filter((other) => other.lesson === lesson.lesson).length > 1;
  return shared ? `${lesson.title}: ${pattern}` : lesson.title;
}

/** The lesson that teaches a pattern (for the grid's order), past the last for an unknown one. */
const lessonOf = (pattern: string) => PATTERN_LESSONS[pattern]?.lesson ?? Number.MAX_SAFE_INTEGER;

/** How secure a pattern is, by its share right: the grid's colour band. */
type Band = 'secure' | 'growing' | 'not-yet';
export const BANDS: ReadonlyArray<{ band: Band; label: string }> = [
  { band: 'secure', label: '80% or more right' },
  { band: 'growing', label: '50% to 79% right' },
  { band: 'not-yet', label: 'Under 50% right' },
];
export const bandOf = (right: number, tried: number): Band => (right / tried >= 0.8 ? 'secure' : right / tried >= 0.5 ? 'growing' : 'not-yet');

/** `1 of 2` */
export const ofText = (total: Pick<PatternTotal, 'right' | 'tried'>) => `${total.right} of ${total.tried}`;

/**
 * The weakest patterns (from the front of the list, which comes weakest first) and the strongest
 * (from its end), up to three each, never the same pattern in both, and none "weakest" that is all right.
 */
export function weakestAndStrongest(patterns: readonly PatternTotal[]): { weakest: PatternTotal[]; strongest: PatternTotal[] } {
  const weakCount = Math.min(3, Math.ceil(patterns.length / 2), patterns.filter((t) => t.right < t.tried).length);
  const weakest = patterns.slice(0, weakCount);
  const strongest = patterns.slice(weakCount).reverse().slice(0, 3);
  return { weakest, strongest };
}

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
const examples = (confusion: Confusion) => confusion.examples.map((e) => `${e.prompt} as ${e.answer}`).join(', ');

/** A confusion as a tutor says it: `b and d reversed twice (bed as deb, dig as big)`. */
export function confusionText(confusion: Confusion): string {
  const what =
    confusion.kind === 'b-d' ? 'b and d reversed' : confusion.kind === 'short-e-i' ? 'Short e and i mixed up' : `${confusion.letters} left out`;
  return `${what} ${times(confusion.count)} (${examples(confusion)})`;
}

/** The patterns any of the rows tried, in teaching order: the grid's columns. */
export function gridPatterns(rows: ReadonlyArray<{ byPattern: ByPattern }>): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const total of row.byPattern.patterns) seen.add(total.pattern);
  return [...seen].sort((a, b) => lessonOf(a) - lessonOf(b) || a.localeCompare(b));
}
