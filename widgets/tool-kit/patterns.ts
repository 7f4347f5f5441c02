import { NO_WORDS, WORD_LISTS, type WordList } from './words';

// Sound patterns over the word lists (words.ts), for the word games (Whack-a-mole, Ice Fishers):
// a pattern names what a matching word has ('words with sh') and the words it is drawn among.

/** The word lists that hold words (not `none`). */
export const WORD_LIST_CHOICES: readonly WordList[] = WORD_LISTS.filter((list) => list.id !== NO_WORDS);

const SHORT_LISTS = WORD_LIST_CHOICES.filter((list) => list.id.startsWith('short-'));
/** Every word of every list, once. */
const ALL_WORDS: readonly string[] = [...new Set(WORD_LIST_CHOICES.flatMap((list) => list.words))];

export type Pattern = {
  /** `with-sh`, `with-short-a`. */
  id: string;
  /** What a matching word has: `sh`, `short a`. */
  label: string;
  /** The words a round shows, matching or not. */
  pool: readonly string[];
  matches(word: string): boolean;
};

/**
 * Spellings: a word matches when it holds the letters (`fishing` has both `sh` and `ing`); drawn
 * among every listed word. Short vowels: a word matches when it is in that vowel's list; drawn
 * among the five short-vowel lists only, where each word has exactly one short vowel.
 */
export const PATTERNS: readonly Pattern[] = [
  ...'sh ch th wh ck ang ing ong ung ank ink unk'.split(' ').map((letters) => ({
    id: `with-${letters}`,
    label: letters,
    pool: ALL_WORDS,
    matches: (word: string) => word.includes(letters),
  })),
  ...SHORT_LISTS.map((list) => ({
    id: `with-${list.id}`,
    label: list.label,
    pool: SHORT_LISTS.flatMap((l) => l.words),
    matches: (word: string) => list.words.includes(word),
  })),
];

export const patternById = (id: string): Pattern | undefined => PATTERNS.find((p) => p.id === id);
