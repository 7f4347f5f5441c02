import { seededRandom, shuffled } from '../tool-kit/random';
import { SENTENCE_SETS } from './sentences';

// The rules of Sentence Sense's first screen, free of the DOM: the built-in content, a sentence cut
// into word tiles, the shuffle and a round's start. A teacher's sentences (`content.ts`) and the
// moves (`logic.ts`, which re-exports these) come with the first tap, key or focus, or at once when a teacher gave text.
// Every random choice comes from the round's seed.

/** A built-in set plays this many of its sentences, in a shuffled order; a teacher's plays all, in order. */
export const ROUND_SENTENCES = 6;
export const PARTICLES = 150;

const END_MARK = /^(.*?[^.?!])([.?!]+)$/;

/**
 * A sentence's tiles: its words, split at spaces, and its end punctuation (`.`, `?`, `!`) as a
 * tile of its own. Other punctuation stays with its word (`Yes,`).
 */
export function tokenize(sentence: string): string[] {
  const words = sentence.trim().split(/\s+/).filter(Boolean);
  const last = words.at(-1);
  const mark = last && END_MARK.exec(last);
  return mark ? [...words.slice(0, -1), mark[1]!, mark[2]!] : words;
}

export const isMark = (token: string | undefined) => !!token && /^[.?!]+$/.test(token);
/** How many words a sentence has (its end mark not counted). */
export const wordCount = (sentence: string): number => tokenize(sentence).filter((t) => !isMark(t)).length;

/** What a round plays: its sentences, whether they are the teacher's, and the sentence about bad content. */
export type Content = { sentences: readonly string[]; own: boolean; problem?: string };

/** What a round plays with no text of a teacher's: the set's sentences. */
export const builtInContent = (list: string): Content => ({ sentences: (SENTENCE_SETS.find((s) => s.id === list) ?? SENTENCE_SETS[0]!).sentences, own: false });

/**
 * Words in a shuffled order that never reads as the answer when another order exists: a shuffle
 * that does is turned by one place, which reads the same only when every word is the same.
 */
export function scramble(words: readonly string[], random: () => number): string[] {
  const out = shuffled(words, random);
  return out.join(' ') === words.join(' ') ? [...out.slice(1), out[0]!] : out;
}

/** The sentences of a round: a built-in set's, 6 in a shuffled order; a teacher's, all in order. */
export function roundSentences(sentences: readonly string[], own: boolean, seed: number): string[] {
  return own ? [...sentences] : shuffled(sentences, seededRandom(seed)).slice(0, ROUND_SENTENCES);
}

type Status = 'playing' | 'wrong' | 'right';
/**
 * One sentence on the board: its tiles in order (`answer`), the tiles fixed in place by the help
 * (`head`, the first word; `tail`, the end mark), the other tiles shuffled (`tiles`), the tiles
 * placed into the slots between them, in order, and how it went.
 */
export type Board = { sentence: string; answer: string[]; head: string[]; tail: string[]; tiles: string[]; placed: number[]; tries: number; status: Status };
/** A finished sentence and how many wrong tries it took. */
export type Done = { sentence: string; tries: number };
export type Game = { seed: number; fixed: boolean; sentences: string[]; index: number; board: Board; done: Done[]; over: boolean };

export function boardOf(sentence: string, fixed: boolean, seed: number): Board {
  const answer = tokenize(sentence);
  // The help fixes the first word and the end mark while at least two tiles are left to order.
  const tail = fixed && isMark(answer.at(-1)) && answer.length > 3 ? [answer.at(-1)!] : [];
  const head = fixed && answer.length - tail.length > 2 ? [answer[0]!] : [];
  const middle = answer.slice(head.length, answer.length - tail.length);
  return { sentence, answer, head, tail, tiles: scramble(middle, seededRandom(seed)), placed: [], tries: 0, status: 'playing' };
}

export const newGame = (sentences: string[], fixed: boolean, seed: number): Game => ({
  seed,
  fixed,
  sentences,
  index: 0,
  board: boardOf(sentences[0]!, fixed, seed),
  done: [],
  over: false,
});

/** What the slots read now: the fixed tiles and the placed ones. */
export const built = (board: Board): string[] => [...board.head, ...board.placed.map((t) => board.tiles[t]!), ...board.tail];
/** Reads tiles as a sentence: words with spaces, the end mark close up. */
export const asText = (tokens: readonly string[]): string => tokens.join(' ').replace(/ ([.?!]+)$/, '$1');

/** A sentence counts when built with no wrong try. */
export const sentenceScore = (done: Pick<Done, 'tries'>): number => (done.tries ? 0 : 1);
