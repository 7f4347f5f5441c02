import { describe, expect, it } from 'vitest';
import {
  ALPHABET,
  COMPLETE_MESSAGE,
  COUNTDOWN,
  COUNTDOWN_STEP_MS,
  SUBDIVISIONS,
  boardReducer,
  countdownAt,
  deal,
  isComplete,
  letterGroups,
  widestCard,
  newBoard,
  place,
  resultScore,
  shuffle,
  type BoardAction,
  type BoardState, newTable, tableReducer } from './logic';
import { mascotDelay, mascotDirection, mascotDuration } from './pictures';
import { readSetting } from '../tool-kit/declaration';
import { settings } from './tool';

const subdivisionOf = (value: unknown) => readSetting(settings.subdivision, value);
const themeOf = (value: unknown) => readSetting(settings.theme, value);
const uppercaseOf = (value: unknown) => readSetting(settings.uppercase, value) == 'true';

describe('letter groups', () => {
  const sizes: Record<number, number[]> = {
    1: [26],
    2: [13, 13],
    3: [9, 9, 8],
    4: [7, 7, 6, 6],
    5: [6, 5, 5, 5, 5],
    8: [4, 4, 3, 3, 3, 3, 3, 3],
    16: [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1],
    26: Array(26).fill(1),
  };
  it('offers 1, 2, 3, 4, 5, 8, 16 and 26, default 4', () => {
    expect(SUBDIVISIONS).toEqual([1, 2, 3, 4, 5, 8, 16, 26]);
    expect(subdivisionOf(undefined)).toBe(4);
    expect(subdivisionOf('7')).toBe(4);
    expect(subdivisionOf('16')).toBe(16);
  });
  it.each(SUBDIVISIONS)('splits a to z into %i contiguous groups as evenly as possible, weight = letter count', (n) => {
    const groups = letterGroups(n);
    expect(groups.map((g) => g.weight)).toEqual(sizes[n]);
    expect(groups.map((g) => g.letters.split(' ').length)).toEqual(sizes[n]);
    expect(groups.map((g) => g.letters.replaceAll(' ', '')).join('')).toBe(ALPHABET);
    expect(groups.map((g) => g.orderIndex)).toEqual([...Array(n).keys()]);
    expect(new Set(groups.map((g) => g.id)).size).toBe(n);
  });
  it('writes letters space-separated', () => {
    expect(letterGroups(4)[0]!.letters).toBe('a b c d e f g');
    expect(letterGroups(4)[3]!.letters).toBe('u v w x y z');
  });
});

describe('shuffling', () => {
  const items = [...Array(10).keys()];
  it('is the same for the same seed, a permutation, and not the given order', () => {
    expect(shuffle(items, 5)).toEqual(shuffle(items, 5));
    expect(shuffle(items, 5)).not.toEqual(shuffle(items, 6));
    for (let seed = 0; seed < 200; seed++) {
      const out = shuffle(items, seed);
      expect([...out].sort((a, b) => a - b)).toEqual(items);
      expect(out).not.toEqual(items);
    }
    expect(shuffle([1], 3)).toEqual([1]);
  });
  it('deals every group into the deck and empty slots', () => {
    const round = deal(8, 11);
    expect(round.deck).toHaveLength(8);
    expect(round.slots).toEqual(Array(8).fill(null));
    expect(round.deck.map((g) => g.id).sort()).toEqual(letterGroups(8).map((g) => g.id).sort());
  });
});

describe('placing', () => {
  it('the matching slot takes the card out of the deck; another empty slot is wrong; a filled one is ignored', () => {
    let round = deal(4, 1);
    const abc = round.deck.find((g) => g.orderIndex === 0)!;
    const wrong = place(round, abc.id, 2);
    expect(wrong.outcome).toBe('wrong');
    expect(wrong.round.deck).toEqual(round.deck);
    expect(wrong.round.slots).toEqual(round.slots);
    expect(wrong.round.wrong).toBe(1);
    round = wrong.round;
    const right = place(round, abc.id, 0);
    expect(right.outcome).toBe('placed');
    expect(right.round.slots[0]).toBe(abc);
    expect(right.round.deck).toHaveLength(3);
    expect(right.round.deck).not.toContain(abc);
    round = right.round;
    const other = round.deck[0]!;
    expect(place(round, other.id, 0)).toEqual({ outcome: 'ignored', round });
    expect(place(round, 'nope', 1)).toEqual({ outcome: 'ignored', round });
    expect(place(round, other.id, 9)).toEqual({ outcome: 'ignored', round });
  });

  it('is complete when all slots are correct; the result is correct of all attempts', () => {
    let round = deal(26, 9);
    expect(isComplete(round)).toBe(false);
    round = place(round, round.deck.find((g) => g.orderIndex === 0)!.id, 5).round;
    for (let i = 0; i < 26; i++) {
      expect(isComplete(round)).toBe(false);
      round = place(round, round.deck.find((g) => g.orderIndex === i)!.id, i).round;
    }
    expect(isComplete(round)).toBe(true);
    expect(round.deck).toEqual([]);
    expect(resultScore(round)).toEqual({ score: 26, max: 27, success: true });
  });

  it('with one group, one placement completes', () => {
    const round = deal(1, 4);
    expect(round.deck[0]!.letters.split(' ')).toHaveLength(26);
    const done = place(round, round.deck[0]!.id, 0).round;
    expect(isComplete(done)).toBe(true);
    expect(resultScore(done)).toEqual({ score: 1, max: 1, success: true });
  });
  it('says the complete message exactly', () => {
    expect(COMPLETE_MESSAGE).toBe('Great job! Everything is in order.');
  });
});

describe('countdown and mascot', () => {
  it('counts 2, then 1, 800 ms each, then is over', () => {
    expect(COUNTDOWN).toEqual([2, 1]);
    expect(COUNTDOWN_STEP_MS).toBe(800);
    expect([0, 799, 800, 1599, 1600].map(countdownAt)).toEqual([2, 2, 1, 1, null]);
  });
  it('comes back after 25 to 37 s, crosses for 6 s (the yeti dances 2.2 s), either way', () => {
    expect(mascotDelay(0)).toBe(25_000);
    expect(mascotDelay(0.9999999)).toBe(37_000);
    for (let i = 0; i < 1000; i++) {
      const d = mascotDelay(i / 1000);
      expect(d).toBeGreaterThanOrEqual(25_000);
      expect(d).toBeLessThanOrEqual(37_000);
    }
    expect(mascotDuration('desert')).toBe(6000);
    expect(mascotDuration('ocean')).toBe(6000);
    expect(mascotDuration('summer')).toBe(6000);
    expect(mascotDuration('winter')).toBe(2200);
    expect([mascotDirection(0.2), mascotDirection(0.7)]).toEqual(['ltr', 'rtl']);
  });
  it('reads the theme and uppercase settings', () => {
    expect(themeOf(undefined)).toBe('desert');
    expect(themeOf('winter')).toBe('winter');
    expect(themeOf('moon')).toBe('desert');
    expect(uppercaseOf(undefined)).toBe(true);
    expect(uppercaseOf('false')).toBe(false);
    expect(uppercaseOf('true')).toBe(true);
  });
});

describe('the board (boardReducer)', () => {
  const run = (state: BoardState, ...actions: BoardAction[]) => actions.reduce(boardReducer, state);
  /** The deck index of the card that belongs in `slot`. */
  const cardFor = (state: BoardState, slot: number) => state.round.deck.findIndex((g) => g.orderIndex === slot);

  it('during the countdown nothing is picked or placed; it shows 2, 1, then is over', () => {
    let state = run(newBoard(4, 3), { type: 'countdown', elapsed: 0 });
    expect(state.count).toBe(2);
    expect(run(state, { type: 'pick', index: 0 })).toBe(state);
    expect(run(state, { type: 'choose', slot: 0 })).toBe(state);
    state = run(state, { type: 'countdown', elapsed: COUNTDOWN_STEP_MS });
    expect(state.count).toBe(1);
    state = run(state, { type: 'countdown', elapsed: 2 * COUNTDOWN_STEP_MS });
    expect(state.count).toBeNull();
    expect(run(state, { type: 'pick', index: 0 }).selected).toBe(state.round.deck[0]!.id);
  });

  it('pick a card, pick it again to put it back; Escape puts it back; nothing picked, nothing to put back', () => {
    const board = newBoard(4, 3);
    const card = board.round.deck[1]!;
    const picked = run(board, { type: 'pick', index: 1 });
    expect(picked).toMatchObject({ selected: card.id, last: { did: 'picked', card } });
    expect(run(picked, { type: 'pick', index: 1 })).toMatchObject({ selected: null, last: { did: 'picked', card: null } });
    expect(run(picked, { type: 'deselect' })).toMatchObject({ selected: null, last: { did: 'deselected' } });
    expect(run(board, { type: 'deselect' })).toBe(board);
    expect(run(board, { type: 'pick', index: 9 })).toBe(board);
  });

  it('a slot: no card picked says so; a wrong slot flashes until unflash; the right one takes the card; a filled one says so', () => {
    let state = newBoard(4, 3);
    expect(run(state, { type: 'choose', slot: 0 }).last).toEqual({ did: 'nothing', slot: 0 });
    const first = state.round.deck[cardFor(state, 0)]!;
    state = run(state, { type: 'pick', index: cardFor(state, 0) }, { type: 'choose', slot: 2 });
    expect(state).toMatchObject({ selected: null, flash: 2, last: { did: 'wrong', slot: 2, card: first } });
    expect(state.round.wrong).toBe(1);
    state = run(state, { type: 'unflash' });
    expect(state.flash).toBeNull();
    state = run(state, { type: 'pick', index: cardFor(state, 0) }, { type: 'choose', slot: 0 });
    expect(state).toMatchObject({ selected: null, last: { did: 'placed', slot: 0, card: first } });
    expect(state.round.slots[0]).toBe(first);
    expect(run(state, { type: 'choose', slot: 0 }).last).toEqual({ did: 'filled', slot: 0 });
  });

  it('the last card completes the round; after that, slots change nothing', () => {
    let state = newBoard(2, 5);
    for (const slot of [0, 1]) state = run(state, { type: 'pick', index: cardFor(state, slot) }, { type: 'choose', slot });
    expect(isComplete(state.round)).toBe(true);
    expect(resultScore(state.round)).toEqual({ score: 2, max: 2, success: true });
    expect(run(state, { type: 'choose', slot: 1 })).toBe(state);
  });
});

describe('widestCard', () => {
  it('gives every subdivision a cell for its widest card, wider with fewer groups and in uppercase', () => {
    const widths = SUBDIVISIONS.map((n) => [widestCard(n, true), widestCard(n, false)] as const);
    for (const [upper, lower] of widths) expect(upper).toBeGreaterThanOrEqual(lower);
    for (let i = 1; i < widths.length; i++) expect(widths[i]![1]).toBeLessThan(widths[i - 1]![1]);
  });
});

describe('the table around the board (tableReducer)', () => {
  it('a shuffle deals its seed, says it was dealt, and takes the countdown and focus it is asked for', () => {
    const table = newTable(1, true);
    expect(table).toEqual({ seed: 1, countdown: true, again: false, fresh: false, music: true, effects: true });
    expect(tableReducer(table, { type: 'shuffle', seed: 2, countdown: false, again: true })).toEqual({ ...table, seed: 2, countdown: false, again: true, fresh: true });
  });

  it('Music and Sound effects switch on their own', () => {
    const off = tableReducer(newTable(1, true), { type: 'toggle', what: 'music' });
    expect([off.music, off.effects]).toEqual([false, true]);
    expect(tableReducer(off, { type: 'toggle', what: 'music' }).music).toBe(true);
    expect(tableReducer(off, { type: 'toggle', what: 'effects' }).effects).toBe(false);
  });
});
