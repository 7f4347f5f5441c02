import { describe, expect, it } from 'vitest';
import { seededRandom } from '../tool-kit/random';
import {
  CARD_COUNTS,
  CENTER_MODES,
  DEFAULT_CARDS,
  GAME_SECONDS,
  GAME_TYPES,
  LETTERS,
  NUMBERS,
  RELAXED_GOAL,
  SELECTABLE_SYMBOLS,
  SYMBOLS,
  TIMES_UP_MS,
  TRY_AGAIN_MS,
  canStart,
  cardText,
  centerFace,
  deal,
  dotLayout,
  newGame,
  pick,
  reset,
  resultScore,
  spoken,
  start,
  symbolFor,
  tick,
  type Game,
  type Round,
} from './logic';
import { readSetting } from '../tool-kit/declaration';
import { settings } from './tool';

const cardsOf = (value: unknown) => readSetting(settings.cards, value);
const centerOf = (value: unknown) => readSetting(settings.center, value);
const gameTypeOf = (value: unknown) => readSetting(settings.gameType, value);
const symbolOf = (value: unknown) => readSetting(settings.symbol, value);

const round = (center: number | string, values: (number | string)[]): Round => ({
  center,
  cards: values.map((value) => ({ id: String(value), value, isCorrect: value === center })),
});
const running = (): Game => start(newGame(round(3, [1, 3])), round(7, [2, 7, 9]));

describe('the constants', () => {
  it('a 60 s round, numbers 1-10, letters a-z, 2 to 6 cards (default 6), numbers or letters, modes A and B', () => {
    expect(GAME_SECONDS).toBe(60);
    expect(NUMBERS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(LETTERS.join('')).toBe('abcdefghijklmnopqrstuvwxyz');
    expect(CARD_COUNTS).toEqual([2, 3, 4, 5, 6]);
    expect(DEFAULT_CARDS).toBe(6);
    expect(GAME_TYPES).toEqual(['numbers', 'letters']);
    expect(CENTER_MODES).toEqual(['A', 'B']);
    expect(SYMBOLS).toHaveLength(6);
    expect(SELECTABLE_SYMBOLS).toHaveLength(4);
    expect(TRY_AGAIN_MS).toBe(800);
    expect(TIMES_UP_MS).toBe(2000);
  });
  it('reads attributes, falling back to the defaults', () => {
    expect([cardsOf('2'), cardsOf(6), cardsOf('7'), cardsOf('1'), cardsOf(undefined)]).toEqual([2, 6, 6, 6, 6]);
    expect([gameTypeOf('letters'), gameTypeOf('numbers'), gameTypeOf('x'), gameTypeOf(undefined)]).toEqual(['letters', 'numbers', 'numbers', 'numbers']);
    expect([centerOf('B'), centerOf('b'), centerOf('A'), centerOf('c'), centerOf(undefined)]).toEqual(['B', 'B', 'A', 'A', 'A']);
    expect([symbolOf('star'), symbolOf('square'), symbolOf('triangle'), symbolOf(undefined)]).toEqual(['star', 'square', 'cycle', 'cycle']);
  });
});

describe('deal', () => {
  it.each(CARD_COUNTS)('%i different cards of the type, exactly one matching the centre, over many seeds', (count) => {
    for (let seed = 1; seed <= 40; seed++) {
      for (const type of GAME_TYPES) {
        const { center, cards } = deal(seededRandom(seed), type, count);
        expect(cards).toHaveLength(count);
        expect(new Set(cards.map((c) => c.value)).size).toBe(count);
        expect(cards.filter((c) => c.isCorrect).map((c) => c.value)).toEqual([center]);
        expect(new Set(cards.map((c) => c.id)).size).toBe(count);
        for (const card of cards) expect(type === 'numbers' ? NUMBERS : LETTERS).toContain(card.value);
      }
    }
  });
  it('never repeats the centre of the round before, and puts the match anywhere', () => {
    const places = new Set<number>();
    const random = seededRandom(9);
    let previous = deal(random, 'numbers', 6);
    for (let i = 0; i < 300; i++) {
      const next = deal(random, 'numbers', 6, previous.center);
      expect(next.center).not.toBe(previous.center);
      places.add(next.cards.findIndex((c) => c.isCorrect));
      previous = next;
    }
    expect([...places].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
  it('is the same from the same seed', () => {
    expect(deal(seededRandom(4), 'letters', 5)).toEqual(deal(seededRandom(4), 'letters', 5));
  });
});

describe('a game', () => {
  it('starts stopped at 60 s; clicks do not count before Start Game', () => {
    const game = newGame(round(3, [1, 3]));
    expect(game).toMatchObject({ running: false, ended: false, timeLeft: 60, score: 0, streak: 0 });
    expect(canStart(game)).toBe(true);
    expect(pick(game, '3', () => round(4, [4, 5]))).toEqual({ game, outcome: 'ignored' });
  });
  it('Start Game: 60 s, score and streak reset, a new round; disabled while the timer runs with time left', () => {
    const game = running();
    expect(game).toMatchObject({ running: true, timeLeft: 60, score: 0, streak: 0, round: { center: 7 } });
    expect(canStart(game)).toBe(false);
    expect(start(game, round(1, [1, 2]))).toBe(game);
    const later = { ...game, score: 4, streak: 2, timeLeft: 1 };
    expect(canStart(later)).toBe(false);
    const over = tick(later);
    expect(canStart(over)).toBe(true);
    expect(start(over, round(1, [1, 2]))).toMatchObject({ running: true, ended: false, timeLeft: 60, score: 0, streak: 0, misses: 0 });
  });
  it('a right card: +1, the streak grows, the next round is dealt', () => {
    const { game, outcome } = pick(running(), '7', () => round(2, [2, 5]));
    expect(outcome).toBe('correct');
    expect(game).toMatchObject({ score: 1, streak: 1, round: { center: 2 } });
    expect(pick(game, '2', () => round(5, [5, 6])).game).toMatchObject({ score: 2, streak: 2 });
  });
  it('a wrong card: no point, the streak goes back to 0, the same round stays', () => {
    const first = pick(running(), '7', () => round(2, [2, 5])).game;
    const { game, outcome } = pick(first, '5', () => round(9, [9, 1]));
    expect(outcome).toBe('wrong');
    expect(game).toMatchObject({ score: 1, streak: 0, misses: 1, round: { center: 2 } });
    expect(pick(game, 'nope', () => round(9, [9, 1])).outcome).toBe('ignored');
  });
  it('the timer counts down a second at a time; at 0 it stops, the game has ended and clicks no longer count', () => {
    let game = running();
    for (let i = 0; i < 59; i++) game = tick(game);
    expect(game).toMatchObject({ running: true, timeLeft: 1 });
    game = tick(game);
    expect(game).toMatchObject({ running: false, ended: true, timeLeft: 0 });
    expect(tick(game)).toBe(game);
    expect(pick(game, '7', () => round(1, [1, 2])).outcome).toBe('ignored');
  });
  it('the reset icon stops, sets 60 s and score 0', () => {
    let game = pick(running(), '7', () => round(2, [2, 5])).game;
    game = tick(tick(game));
    expect(reset(game)).toMatchObject({ running: false, ended: false, timeLeft: 60, score: 0, streak: 0 });
    expect(reset(tick({ ...game, timeLeft: 1 }))).toMatchObject({ ended: false, timeLeft: 60 });
  });
  it('relaxed: no clock ticks; the game ends at 10 cards claimed; the result says relaxed', () => {
    let game = start(newGame(round(7, [7, 2]), true), round(7, [7, 2]));
    expect(game).toMatchObject({ running: true, relaxed: true, timeLeft: 60 });
    for (let i = 0; i < 100; i++) game = tick(game);
    expect(game.timeLeft).toBe(60);
    game = pick(game, '2', () => round(7, [7, 2])).game;
    for (let i = 0; i < RELAXED_GOAL; i++) {
      expect(game.ended).toBe(false);
      game = pick(game, '7', () => round(7, [7, 2])).game;
    }
    expect(game).toMatchObject({ running: false, ended: true, score: 10, misses: 1 });
    expect(resultScore(game)).toEqual({ score: 10, max: 11, success: true, pace: 'relaxed' });
    // Play Again keeps the pace.
    expect(start(game, round(1, [1]))).toMatchObject({ running: true, relaxed: true, score: 0 });
  });
  it('reports cards claimed out of every click that counted', () => {
    let game = pick(running(), '2', () => round(1, [1])).game;
    game = pick(game, '7', () => round(1, [1, 4])).game;
    expect(resultScore(game)).toEqual({ score: 1, max: 2, success: true, pace: 'timed' });
    expect(resultScore(newGame(round(1, [1])))).toEqual({ score: 0, max: 0, success: false, pace: 'timed' });
  });
});

describe('what the cards show', () => {
  it('mode A: the centre shows the numeral; mode B: that many symbols, from a set of 6 cycled by streak', () => {
    expect(centerFace(7, 'A', 3, 'cycle')).toEqual({ kind: 'text', text: '7' });
    expect(centerFace(7, 'B', 0, 'cycle')).toEqual({ kind: 'dots', count: 7, symbol: 'dot' });
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((streak) => symbolFor(streak, 'cycle'))).toEqual([...SYMBOLS, 'dot', 'star']);
    expect(centerFace(10, 'B', 4, 'heart')).toEqual({ kind: 'dots', count: 10, symbol: 'heart' });
    expect(cardText(7, 'A')).toBe('7');
    expect(cardText(7, 'B')).toBe('7');
  });
  it('letters: the case flips with the mode (A: capital in the centre, small on the cards; B the other way)', () => {
    expect(centerFace('g', 'A', 0, 'cycle')).toEqual({ kind: 'text', text: 'G' });
    expect(cardText('g', 'A')).toBe('g');
    expect(centerFace('g', 'B', 0, 'cycle')).toEqual({ kind: 'text', text: 'g' });
    expect(cardText('g', 'B')).toBe('G');
    expect([spoken('g'), spoken('G'), spoken('10')]).toEqual(['small g', 'capital G', '10']);
  });
  it('symbols sit in a ten frame: the top row of 5 first', () => {
    expect(dotLayout(3)).toEqual([{ row: 0, col: 0 }, { row: 0, col: 1 }, { row: 0, col: 2 }]);
    expect(dotLayout(7).slice(5)).toEqual([{ row: 1, col: 0 }, { row: 1, col: 1 }]);
    expect(dotLayout(10)).toHaveLength(10);
  });
});
