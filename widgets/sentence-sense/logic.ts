import { seededRandom, shuffled } from '../tool-kit/random';
import { SENTENCE_LIMITS } from './limits';
import { SENTENCE_SETS } from './sentences';

// The rules of Sentence Sense, free of the DOM: the content (a built-in set, or a teacher's
// sentences read from their setting's text, with a sentence naming what is wrong when one breaks a
// limit), a sentence cut into word tiles, the shuffle, and a round as a pure reducer. Every random
// choice comes from the round's seed.

/** A built-in set plays this many of its sentences, in a shuffled order; a teacher's plays all, in order. */
export const ROUND_SENTENCES = 6;
export const PARTICLES = 150;

export const newSeed = (): number => Math.floor(Math.random() * 2 ** 32);

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

const isMark = (token: string | undefined) => !!token && /^[.?!]+$/.test(token);
/** How many words a sentence has (its end mark not counted). */
export const wordCount = (sentence: string): number => tokenize(sentence).filter((t) => !isMark(t)).length;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * A teacher's sentences from the `sentences` text: `|` or new lines between them, spaces tidied,
 * empty ones dropped. Empty, with `problem` naming what is wrong, when a limit is broken: up to 30
 * sentences, each 2 to 12 words and up to 100 characters, every word with a letter or digit.
 */
export function readSentences(text: string | undefined): { sentences: string[]; problem?: string } {
  if (!text?.trim()) return { sentences: [] };
  const sentences = text
    .split(/[|\n]/)
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  const { maxItems, minWords, maxWords, maxLength } = SENTENCE_LIMITS;
  let problem: string | undefined;
  if (sentences.length > maxItems) problem = `There are ${sentences.length} sentences; up to ${maxItems} fit.`;
  else
    for (const [i, sentence] of sentences.entries()) {
      const name = `Sentence ${i + 1} ("${sentence.length > 30 ? `${sentence.slice(0, 30)}…` : sentence}")`;
      const words = wordCount(sentence);
      const odd = tokenize(sentence).find((t) => !isMark(t) && !/[\p{L}\p{N}]/u.test(t));
      if (sentence.length > maxLength) problem = `${name} is longer than ${maxLength} characters.`;
      else if (odd) problem = `${name} has "${odd}", which is not a word.`;
      else if (words < minWords || words > maxWords) problem = `${name} has ${plural(words, 'word')}; a sentence needs ${minWords} to ${maxWords}.`;
      if (problem) break;
    }
  return problem ? { sentences: [], problem: `${problem} Playing the built-in sentences instead.` } : { sentences };
}

/** What a round plays: the teacher's sentences when they are good, else the set's; and the sentence about bad content. */
export function readContent(list: string, text: string | undefined): { sentences: readonly string[]; own: boolean; problem?: string } {
  const own = readSentences(text);
  if (own.sentences.length) return { sentences: own.sentences, own: true };
  return { sentences: (SENTENCE_SETS.find((s) => s.id === list) ?? SENTENCE_SETS[0]!).sentences, own: false, problem: own.problem };
}

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
/** The tiles still in the pool, by index. */
const free = (board: Board): number[] => board.tiles.map((_, i) => i).filter((i) => !board.placed.includes(i));
/** Reads tiles as a sentence: words with spaces, the end mark close up. */
export const asText = (tokens: readonly string[]): string => tokens.join(' ').replace(/ ([.?!]+)$/, '$1');

/** Full slots are judged by their words, so repeated words are interchangeable. */
function judge(board: Board): Board {
  if (board.placed.length < board.tiles.length) return { ...board, status: 'playing' };
  return built(board).join(' ') === board.answer.join(' ') ? { ...board, status: 'right' } : { ...board, status: 'wrong', tries: board.tries + 1 };
}

export type Action = { type: 'place'; tile: number } | { type: 'remove'; slot: number } | { type: 'back' } | { type: 'clear' } | { type: 'check' } | { type: 'next' };

function move(board: Board, action: Action): Board {
  const open = board.status !== 'right';
  switch (action.type) {
    case 'place':
      return open && board.status !== 'wrong' && free(board).includes(action.tile) ? judge({ ...board, placed: [...board.placed, action.tile] }) : board;
    case 'remove':
      return open && action.slot >= 0 && action.slot < board.placed.length ? { ...board, placed: board.placed.filter((_, i) => i !== action.slot), status: 'playing' } : board;
    case 'back':
      return move(board, { type: 'remove', slot: board.placed.length - 1 });
    case 'clear':
      return open && board.placed.length ? { ...board, placed: [], status: 'playing' } : board;
    case 'check':
      // Full slots were judged as the last word went in; until then, nothing to check.
      return board.placed.length === board.tiles.length && board.status === 'playing' ? judge(board) : board;
    default:
      return board;
  }
}

/** The round's reducer: a new state only when something changed. */
export function sentenceReducer(game: Game, action: Action): Game {
  if (game.over) return game;
  if (action.type === 'next') {
    if (game.board.status !== 'right') return game;
    const done = [...game.done, { sentence: game.board.sentence, tries: game.board.tries }];
    const index = game.index + 1;
    return index < game.sentences.length
      ? { ...game, index, board: boardOf(game.sentences[index]!, game.fixed, game.seed + index * 7919), done }
      : { ...game, done, over: true };
  }
  const board = move(game.board, action);
  return board === game.board ? game : { ...game, board };
}

/** A sentence counts when built with no wrong try. */
export const sentenceScore = (done: Pick<Done, 'tries'>): number => (done.tries ? 0 : 1);

/** The round's result: sentences built on the first try of all; success at half or more. */
export function roundResult(game: Game): { score: number; max: number; success: boolean } {
  const score = game.done.reduce((sum, d) => sum + sentenceScore(d), 0);
  const max = game.sentences.length;
  return { score, max, success: score * 2 >= max };
}
