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
  matchItReducer,
  newGame,
  newMatch,
  pick,
  reset,
  resultScore,
  spoken,
  start,
  symbolFor,
  tick,
  toastMs,
  type Game,
  type MatchAction,
  type MatchState,
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

describe('the view state (matchItReducer)', () => {
  const run = (state: MatchState, ...actions: MatchAction[]) => actions.reduce(matchItReducer, state);
  const ready = () => newMatch(round(3, [1, 3]));

  it('before Start a pick is ignored; Start plays the round it is given; Start while running changes nothing', () => {
    const before = ready();
    expect(run(before, { type: 'pick', id: '3', next: round(5, [5, 6]), now: 10 })).toEqual({ ...before, last: 'ignored' });
    expect(run(before, { type: 'tick', now: 1000 })).toBe(before);
    const playing = run(before, { type: 'start', round: round(7, [2, 7, 9]) });
    expect(playing).toEqual({ game: running(), toast: null });
    expect(run(playing, { type: 'start', round: round(1, [1, 2]) })).toBe(playing);
  });

  it('a right card scores and deals the next round; a wrong one shows Try again until its toast ends', () => {
    let state = run(ready(), { type: 'start', round: round(7, [2, 7, 9]) });
    state = run(state, { type: 'pick', id: '2', next: round(4, [4, 5]), now: 500 });
    expect(state).toMatchObject({ last: 'wrong', toast: { kind: 'wrong', n: 500 }, game: { score: 0, misses: 1, round: round(7, [2, 7, 9]) } });
    expect(toastMs(state.toast!)).toBe(TRY_AGAIN_MS);
    // An older toast's end does not take a newer one away.
    expect(run(state, { type: 'toastEnd', n: 400 })).toBe(state);
    expect(run(state, { type: 'toastEnd', n: 500 }).toast).toBeNull();
    state = run(state, { type: 'pick', id: '7', next: round(4, [4, 5]), now: 900 });
    expect(state).toMatchObject({ last: 'correct', toast: null, game: { score: 1, streak: 1, round: round(4, [4, 5]) } });
  });

  it('the clock: a second a tick; at 0 the game ends with the Time is up toast; reset stops it', () => {
    let state = run(ready(), { type: 'start', round: round(7, [2, 7, 9]) }, { type: 'pick', id: '7', next: round(4, [4, 5]), now: 0 });
    for (let s = 1; s < GAME_SECONDS; s++) state = run(state, { type: 'tick', now: s * 1000 });
    expect(state.game).toMatchObject({ timeLeft: 1, running: true });
    state = run(state, { type: 'tick', now: 60_000 });
    expect(state).toMatchObject({ game: { timeLeft: 0, running: false, ended: true }, toast: { kind: 'over', n: 60_000, claimed: 1 } });
    expect(toastMs(state.toast!)).toBe(TIMES_UP_MS);
    expect(resultScore(state.game)).toEqual({ score: 1, max: 1, success: true, pace: 'timed' });
    expect(run(state, { type: 'reset' })).toMatchObject({ toast: null, game: { ended: false, running: false, timeLeft: GAME_SECONDS, score: 0 } });
  });

  it('another number of cards or game type deals a new round; the clock and score go on', () => {
    const state = run(ready(), { type: 'start', round: round(7, [2, 7, 9]) }, { type: 'pick', id: '7', next: round(4, [4, 5]), now: 0 }, { type: 'tick', now: 1000 });
    const dealt = run(state, { type: 'deal', round: round(2, [1, 2, 3]) });
    expect(dealt.game).toEqual({ ...state.game, round: round(2, [1, 2, 3]) });
  });
});

describe('the view state at pace=relaxed (matchItReducer)', () => {
  const run = (state: MatchState, ...actions: MatchAction[]) => actions.reduce(matchItReducer, state);

  it('has no clock; the goal claimed ends the game with the same note as Time is up', () => {
    let state = run(newMatch(round(3, [1, 3]), true), { type: 'start', round: round(7, [2, 7, 9]) });
    expect(run(state, { type: 'tick', now: 1000 })).toBe(state);
    for (let i = 1; i < RELAXED_GOAL; i++) state = run(state, { type: 'pick', id: '7', next: round(7, [2, 7, 9]), now: i });
    expect(state.game).toMatchObject({ running: true, ended: false, score: RELAXED_GOAL - 1 });
    state = run(state, { type: 'pick', id: '7', next: round(7, [2, 7, 9]), now: 99 });
    expect(state).toMatchObject({ last: 'correct', toast: { kind: 'over', n: 99, claimed: RELAXED_GOAL }, game: { running: false, ended: true } });
    expect(resultScore(state.game)).toMatchObject({ score: RELAXED_GOAL, pace: 'relaxed' });
  });

  it('another pace is a new game from Start Game; the same pace changes nothing', () => {
    const playing = run(newMatch(round(3, [1, 3])), { type: 'start', round: round(7, [2, 7, 9]) });
    expect(run(playing, { type: 'pace', relaxed: false })).toBe(playing);
    const relaxed = run(playing, { type: 'pace', relaxed: true });
    expect(relaxed).toEqual({ game: newGame(round(7, [2, 7, 9]), true), toast: null });
  });
});
