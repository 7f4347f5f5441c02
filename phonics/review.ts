// Spaced review: a word a child missed comes back in their later games, due again after about 1,
// then 3, then 7 days while it keeps being missed, and leaves the review once read right twice on
// different days. Pure: every moment is given (milliseconds since the epoch), so the worker folds a
// student's results with its own clock and a browser keeps the same schedule for anonymous play.

import { analysableWord } from './patterns';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The waits after a miss, in days: the first miss, a miss when it came back, every miss after. */
const REVIEW_DAYS = [1, 3, 7] as const;

/**
 * "About" a day: a lesson at the same hour the next day, or a few hours earlier, finds the word
 * due; two right readings this far apart are on different days.
 */
const EARLY = 4 * HOUR;

const waitOf = (step: number) => REVIEW_DAYS[Math.min(step, REVIEW_DAYS.length - 1)]! * DAY - EARLY;

/**
 * A word under review: `step` indexes REVIEW_DAYS (the wait its last miss began), `due` is when it
 * comes back, `right` when it was first read right since its last miss (null: not yet).
 */
type ReviewEntry = { step: number; due: number; right: number | null };

/** Every word under review, by the word. */
export type ReviewBook = Readonly<Record<string, ReviewEntry>>;

/** The longest review word: the shortest limit of the word games that mix them in (Anagram's 12 letters). */
const REVIEW_LETTERS = 12;

/** The review word an item names (lower case), or null: only single words of letters are reviewed. */
export function reviewWord(prompt: string): string | null {
  const word = analysableWord(prompt);
  return word && word.length >= 2 && word.length <= REVIEW_LETTERS ? word : null;
}

/** One reading, written into `book` (a copy the caller owns). */
function read(book: Record<string, ReviewEntry>, word: string, right: boolean, at: number): void {
  const entry = book[word];
  if (!right) {
    const step = entry ? (at >= entry.due ? Math.min(entry.step + 1, REVIEW_DAYS.length - 1) : entry.step) : 0;
    book[word] = { step, due: at + waitOf(step), right: null };
  } else if (entry && entry.right === null) book[word] = { ...entry, due: Math.max(entry.due, at + waitOf(entry.step)), right: at };
  else if (entry && entry.right !== null && at - entry.right >= DAY - EARLY) delete book[word];
}

/**
 * The book after one reading of `word` at `at`. A miss puts it under review (due in about a day),
 * and a miss once it had come back waits the next step (3, then 7 days); a miss before then only
 * starts its wait again. A right reading of a word under review brings it back after its wait; a
 * second one at least a day after the first takes it out. A word never missed is never reviewed.
 */
export function recordReading(book: ReviewBook, word: string, right: boolean, at: number): ReviewBook {
  const next = { ...book };
  read(next, word, right, at);
  return next;
}

/**
 * The book after one finished game: each single word of letters it asked, missed if any of its
 * answers was not right (a word asked twice in a game is one reading).
 */
export function recordGame(book: ReviewBook, items: readonly { prompt: string; right: boolean }[], at: number): ReviewBook {
  return recordGames(book, [{ items, at }]);
}

/** The book after these finished games, oldest first (one copy of the book for them all). */
export function recordGames(book: ReviewBook, games: readonly { items: readonly { prompt: string; right: boolean }[]; at: number }[]): ReviewBook {
  const next = { ...book };
  for (const { items, at } of games) {
    const readings = new Map<string, boolean>();
    for (const item of items) {
      const word = reviewWord(item.prompt);
      if (word) readings.set(word, (readings.get(word) ?? true) && item.right);
    }
    for (const [word, right] of readings) read(next, word, right, at);
  }
  return next;
}

/** The words due at `at`, the longest waiting first. */
export function dueWords(book: ReviewBook, at: number): string[] {
  return Object.entries(book)
    .filter(([, entry]) => entry.due <= at)
    .sort(([a, x], [b, y]) => x.due - y.due || (a < b ? -1 : 1))
    .map(([word]) => word);
}

/** A round of a lesson's words where a game plays a lesson instead of a teacher's list (Anagram's 10). */
export const LESSON_ROUND = 10;

/** How many review words a round of `size` words takes at most: a third of it. */
export const reviewRoom = (size: number): number => Math.floor(Math.max(0, size) / 3);

/**
 * A round's words with review words mixed in: the round keeps its length and its order, and up to
 * a third of its places (chosen at random) play a review word instead, the longest waiting first.
 * A review word the round plays anyway is not added again.
 */
export function mixReview(words: readonly string[], review: readonly string[], random: () => number = Math.random): string[] {
  const playing = new Set(words.map((word) => word.trim().toLowerCase()));
  const extra = [...new Set(review)].filter((word) => !playing.has(word)).slice(0, reviewRoom(words.length));
  if (!extra.length) return [...words];
  const places = words.map((_, index) => index);
  for (let i = places.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [places[i], places[j]] = [places[j]!, places[i]!];
  }
  const chosen = places.slice(0, extra.length).sort((a, b) => a - b);
  const mixed = [...words];
  chosen.forEach((place, n) => (mixed[place] = extra[n]!));
  return mixed;
}
