import { WORD_LIMITS } from '../tool-kit/content';
import { seededRandom, shuffled } from '../tool-kit/random';
import { WORD_LISTS } from '../tool-kit/words';

// The rules of Anagram's first screen, free of the DOM: the content (a built-in list, or a
// teacher's words and clues read from their settings' text, each with a sentence when it breaks a
// limit), the shuffle and a round's start. The moves (`logic.ts`, which re-exports these) come with the first tap or key.
// Every random choice comes from the round's seed.

/** A word to unscramble and its clue, when it has one. */
export type Entry = { word: string; clue?: string };

/** A word of a teacher's list: 2 to 12 letters, so its tiles fit a row on a projector and wrap on a phone. */
export const WORD_LETTERS = { min: 2, max: 12 };
/** Clues: up to 100, each up to 60 characters (a short line under the title). */
export const CLUE_LIMITS = { maxItems: 100, maxLength: 60 };
/** Room for every clue at its longest, with its word, colon and bar. */
export const CLUES_TEXT_LENGTH = CLUE_LIMITS.maxItems * (WORD_LIMITS.maxLength + CLUE_LIMITS.maxLength + 2);
/** A built-in list plays this many of its words, in a shuffled order; a teacher's list plays all, in its order. */
export const ROUND_WORDS = 10;
export const PARTICLES = 150;
/** A right word shows this long, then the next comes (Next word goes at once). */
export const NEXT_DELAY = 2000;

/** The built-in lists (not Letter Tiles' empty board). */
export const LISTS = WORD_LISTS.filter((list) => list.words.length);


/** What a round plays with no text of a teacher's: the list's words, no clues. */
export const builtInContent = (list: string): Content => ({ words: (LISTS.find((l) => l.id === list) ?? LISTS[0]!).words, own: false, clues: new Map(), problems: [] });

/** What a round plays: its words, whether they are the teacher's, the clues by word, every sentence about bad content. */
export type Content = { words: readonly string[]; own: boolean; clues: Map<string, string>; problems: string[] };

/**
 * A word's letters in a shuffled order that never spells the word when another order exists: a
 * shuffle that does is turned by one place, which spells the word only when every letter is the same.
 */
export function scramble(word: string, random: () => number): string[] {
  const letters = shuffled([...word], random);
  return letters.join('') === word ? [...letters.slice(1), letters[0]!] : letters;
}

/** The words of a round: a built-in list's, up to 10 in a shuffled order; a teacher's, all in order. */
export function roundEntries(words: readonly string[], own: boolean, clues: Map<string, string>, seed: number): Entry[] {
  const picked = own ? words : shuffled(words, seededRandom(seed)).slice(0, ROUND_WORDS);
  return picked.map((word) => ({ word, clue: clues.get(word.toLowerCase()) }));
}

type Status = 'playing' | 'wrong' | 'right';
/** One word on the board: its tiles (letters in the shuffled order), the tiles placed in the slots, in order, and how it went. */
export type Board = { entry: Entry; tiles: string[]; placed: number[]; locked: number; hints: number; tries: number; status: Status };
/** A finished word: how many hints it took and how many wrong tries. */
export type Done = { word: string; hints: number; tries: number };
export type Game = { seed: number; entries: Entry[]; index: number; board: Board; done: Done[]; over: boolean };

export const boardOf = (entry: Entry, seed: number, index: number): Board => ({
  entry,
  tiles: scramble(entry.word, seededRandom(seed + index * 7919)),
  placed: [],
  locked: 0,
  hints: 0,
  tries: 0,
  status: 'playing',
});

export function newGame(entries: Entry[], seed: number): Game {
  return { seed, entries, index: 0, board: boardOf(entries[0]!, seed, 0), done: [], over: false };
}

/** What the slots spell. */
export const spelled = (board: Board): string => board.placed.map((tile) => board.tiles[tile]).join('');
/** The tiles still in the pool, by index. */
export const free = (board: Board): number[] => board.tiles.map((_, i) => i).filter((i) => !board.placed.includes(i));

/** A word counts when unscrambled with no hint; wrong tries cost nothing. */
export const wordScore = (done: Pick<Done, 'hints'>): number => (done.hints ? 0 : 1);
