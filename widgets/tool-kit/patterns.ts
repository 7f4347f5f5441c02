import { WORD_LISTS } from './words';
import { PATTERN_NAMES, type PatternName } from './pattern-names';

// Sound patterns over the word lists (words.ts), for the word games (Whack-a-mole, Ice Fishers):
// a pattern names what a matching word has ('words with sh', pattern-names.ts, which the first
// screen shows) and the words it is drawn among (here, with the games' rules).

/** The short-vowel lists: a pattern `with-short-a` is list `short-a`. */
const SHORT_LISTS = WORD_LISTS.filter((list) => list.id.startsWith('short-'));
/** Every word of every list, once. */
const ALL_WORDS: readonly string[] = [...new Set(WORD_LISTS.flatMap((list) => list.words))];

export type Pattern = PatternName & {
  /** The words a round shows, matching or not. */
  pool: readonly string[];
  matches(word: string): boolean;
};

/**
 * Spellings: a word matches when it holds the letters (`fishing` has both `sh` and `ing`); drawn
 * among every listed word. Short vowels: a word matches when it is in that vowel's list; drawn
 * among the five short-vowel lists only, where each word has exactly one short vowel.
 */
export const PATTERNS: readonly Pattern[] = PATTERN_NAMES.map((name) => {
  const short = SHORT_LISTS.find((list) => `with-${list.id}` === name.id);
  return short
    ? { ...name, pool: SHORT_LISTS.flatMap((l) => l.words), matches: (word: string) => short.words.includes(word) }
    : { ...name, pool: ALL_WORDS, matches: (word: string) => word.includes(name.label) };
});

export const patternById = (id: string): Pattern | undefined => PATTERNS.find((p) => p.id === id);
