import { describe, expect, it } from 'vitest';
import { dueWords, mixReview, recordGame, recordReading, reviewRoom, reviewWord, type ReviewBook } from './review';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Monday's lesson, 9:00 UTC: every moment of these tests is counted from it. */
const MONDAY = Date.parse('2026-11-30T09:00:00Z');
const day = (n: number, hours = 0) => MONDAY + n * DAY + hours * HOUR;

const missed = (book: ReviewBook, word: string, at: number) => recordReading(book, word, false, at);
const read = (book: ReviewBook, word: string, at: number) => recordReading(book, word, true, at);

describe('the review schedule', () => {
  it('brings a missed word back after about a day, then 3, then 7 days while it keeps being missed', () => {
    let book = missed({}, 'ship', day(0));
    expect(dueWords(book, day(0, 12))).toEqual([]);
    // The same hour the next day, or a little earlier, finds it due.
    expect(dueWords(book, day(1, -3))).toEqual(['ship']);
    book = missed(book, 'ship', day(1));
    expect(dueWords(book, day(3, -5))).toEqual([]);
    expect(dueWords(book, day(4, -3))).toEqual(['ship']);
    book = missed(book, 'ship', day(4));
    expect(dueWords(book, day(10))).toEqual([]);
    expect(dueWords(book, day(11, -3))).toEqual(['ship']);
    // Past the third wait, every miss waits a week again.
    book = missed(book, 'ship', day(11));
    expect(dueWords(book, day(17))).toEqual([]);
    expect(dueWords(book, day(18))).toEqual(['ship']);
  });

  it('a miss before the word came back starts its wait again, not the next one', () => {
    let book = missed({}, 'chop', day(0));
    book = missed(book, 'chop', day(0, 2));
    expect(book.chop).toMatchObject({ step: 0 });
    expect(dueWords(book, day(1, -3))).toEqual([]);
    expect(dueWords(book, day(1, -2))).toEqual(['chop']);
  });

  it('leaves the review once read right twice on different days', () => {
    let book = missed({}, 'thin', day(0));
    book = read(book, 'thin', day(1));
    // Right twice on the same day is one day's reading.
    book = read(book, 'thin', day(1, 3));
    expect(Object.keys(book)).toEqual(['thin']);
    expect(dueWords(book, day(1, 6))).toEqual([]);
    expect(dueWords(book, day(2))).toEqual(['thin']);
    book = read(book, 'thin', day(2));
    expect(book).toEqual({});
    expect(dueWords(book, day(30))).toEqual([]);
  });

  it('a miss after a right reading counts the right readings again from nothing', () => {
    let book = missed({}, 'duck', day(0));
    book = read(book, 'duck', day(1));
    book = missed(book, 'duck', day(2));
    expect(book.duck).toMatchObject({ right: null, step: 1 });
    book = read(book, 'duck', day(5));
    expect(Object.keys(book)).toEqual(['duck']);
    book = read(book, 'duck', day(8));
    expect(book).toEqual({});
  });

  it('never reviews a word that was never missed', () => {
    expect(read({}, 'cat', day(0))).toEqual({});
  });

  it('lists the due words longest waiting first', () => {
    let book = missed({}, 'rich', day(0, 5));
    book = missed(book, 'chin', day(0));
    book = missed(book, 'moth', day(0, 1));
    expect(dueWords(book, day(2))).toEqual(['chin', 'moth', 'rich']);
  });
});

describe('a game’s readings', () => {
  it('counts each single word of letters once, missed if any answer to it was not right', () => {
    const book = recordGame(
      {},
      [
        { prompt: 'Ship', right: true },
        { prompt: 'ship', right: false },
        { prompt: 'chop', right: true },
        { prompt: 'The cat sat.', right: false },
        { prompt: 'Answer 3', right: false },
        { prompt: 'a', right: false },
        { prompt: 'don’t', right: false },
        { prompt: ' thin ', right: false },
      ],
      day(0),
    );
    expect(Object.keys(book).sort()).toEqual(['ship', 'thin']);
  });

  it('takes only single words of letters, 2 to 12 of them', () => {
    expect(reviewWord(' Fish ')).toBe('fish');
    for (const item of ['a', 'ice cream', 'x-ray', 'Answer 1', '42', 'extraordinarily']) expect(reviewWord(item)).toBeNull();
  });
});

describe('mixing review words into a round', () => {
  const round = ['ship', 'shop', 'chip', 'chop', 'thin', 'that', 'whip', 'when', 'much'];
  /** A fixed sequence of draws, so a test sees one shuffle. */
  const draws = (...values: number[]) => {
    let n = 0;
    return () => values[n++ % values.length]!;
  };

  it('takes at most a third of the round, keeping its length and the rest of its order', () => {
    const mixed = mixReview(round, ['fish', 'bath', 'dish', 'rich', 'moth'], draws(0.3, 0.8, 0.1, 0.6));
    expect(mixed).toHaveLength(round.length);
    const review = mixed.filter((word) => !round.includes(word));
    expect(review).toEqual(['fish', 'bath', 'dish'].filter((word) => review.includes(word)));
    expect(review).toHaveLength(3);
    expect(mixed.filter((word) => round.includes(word))).toEqual(round.filter((word) => mixed.includes(word)));
  });

  it('puts the longest waiting first, and none a round plays anyway', () => {
    const mixed = mixReview(['ship', 'shop', 'chip'], ['shop', 'fish', 'bath'], draws(0.5));
    expect(mixed).toHaveLength(3);
    expect(mixed).toContain('fish');
    expect(mixed).not.toContain('bath');
    expect(mixed.filter((word) => word === 'shop').length).toBeLessThanOrEqual(1);
  });

  it('mixes nothing into a round too short for a third of it', () => {
    expect(reviewRoom(2)).toBe(0);
    expect(mixReview(['ship', 'shop'], ['fish'])).toEqual(['ship', 'shop']);
    expect(reviewRoom(10)).toBe(3);
  });
});
