import { describe, expect, it } from 'vitest';
import {
  ANIMAL_COUNT,
  CARD_COUNT,
  COLUMNS,
  FREE_PER_CARD,
  ICON_SIZE,
  LEGEND,
  ROLES,
  WORD_SETS,
  cardOf,
  check,
  emptyBoard,
  freeSpot,
  grammarReducer,
  legendFor,
  newGrammar,
  move,
  place,
  placedCount,
  pointOnCard,
  remove,
  roleOf,
  solved,
  type Board,
  type GrammarAction,
  type GrammarState,
  type PlacedIcon,
} from './logic';
import { readSetting } from '../tool-kit/declaration';
import { settings } from './tool';

const levelOf = (value: unknown) => readSetting(settings.level, value);
const modeOf = (value: unknown) => readSetting(settings.mode, value);

const centre = { left: 0.5, top: 0.5 };

describe('the spec constants', () => {
  it('has 10 animal icons, 10 cards in 5 columns, icons of 42.5 px', () => {
    expect(ANIMAL_COUNT).toBe(10);
    expect(LEGEND).toHaveLength(ANIMAL_COUNT);
    expect(new Set(LEGEND.map((entry) => entry.animal)).size).toBe(10);
    expect(CARD_COUNT).toBe(10);
    expect(COLUMNS).toBe(5);
    expect(ICON_SIZE).toBe(42.5);
  });

  it('a placed icon is {id, char, left, top}', () => {
    const board = place(emptyBoard(), 2, 'frog', { left: 0.3, top: 0.7 }, 'check');
    const icon: PlacedIcon = board[2]![0]!;
    expect(Object.keys(icon).sort()).toEqual(['char', 'id', 'left', 'top']);
    expect(icon).toEqual({ id: 'p1', char: 'frog', left: 0.3, top: 0.7 });
  });
});

describe('legend and levels', () => {
  it('gives each animal one of the 10 word classes, each class one animal', () => {
    expect(LEGEND.map((entry) => entry.role)).toEqual([...ROLES]);
    expect(roleOf('dog')).toBe('noun');
    expect(roleOf('frog')).toBe('verb');
    expect(roleOf('butterfly')).toBe('adjective');
    expect(roleOf('lion')).toBe('proper noun');
  });

  it('level 1 checks noun, verb and adjective; level 2 adds adverb, pronoun, preposition; level 3 all 10; free mode shows all 10', () => {
    expect(legendFor('1', 'check').map((entry) => entry.role)).toEqual(['noun', 'verb', 'adjective']);
    expect(legendFor('2', 'check').map((entry) => entry.role)).toEqual(['noun', 'verb', 'adjective', 'adverb', 'pronoun', 'preposition']);
    expect(legendFor('3', 'check')).toHaveLength(10);
    expect(legendFor('1', 'free')).toHaveLength(10);
  });

  it.each(['1', '2', '3'] as const)('level %s has 10 different words, each of a class its legend has, every class used', (level) => {
    const words = WORD_SETS[level];
    expect(words).toHaveLength(CARD_COUNT);
    expect(new Set(words.map((card) => card.word)).size).toBe(CARD_COUNT);
    const roles = legendFor(level, 'check').map((entry) => entry.role);
    expect(new Set(words.map((card) => card.role))).toEqual(new Set(roles));
  });

  it('reads the level and mode settings, defaulting to 1 and check', () => {
    expect([levelOf('2'), levelOf('3'), levelOf('4'), levelOf(undefined)]).toEqual(['2', '3', '1', '1']);
    expect([modeOf('free'), modeOf('check'), modeOf('x'), modeOf(undefined)]).toEqual(['free', 'check', 'check', 'check']);
  });
});

describe('placing, moving and removing', () => {
  it('places at the tapped point, kept far enough in for the whole icon', () => {
    expect(pointOnCard(50, 30, 200, 100)).toEqual({ left: 0.25, top: 0.3 });
    // 42.5 px: half is 21.25 px from each edge.
    expect(pointOnCard(0, 100, 200, 100)).toEqual({ left: 21.25 / 200, top: 1 - 21.25 / 100 });
    expect(pointOnCard(10, 10, 0, 0)).toEqual(centre);
  });

  it('in check mode a card holds one animal: a new one takes its place', () => {
    let board = place(emptyBoard(), 0, 'dog', centre, 'check');
    board = place(board, 0, 'frog', { left: 0.2, top: 0.2 }, 'check');
    expect(board[0]).toEqual([{ id: 'p2', char: 'frog', left: 0.2, top: 0.2 }]);
    expect(placedCount(board)).toBe(1);
  });

  it(`in free mode a card holds up to ${FREE_PER_CARD} animals, the keyboard filling free spots`, () => {
    let board: Board = emptyBoard();
    for (let i = 0; i < FREE_PER_CARD; i++) board = place(board, 4, 'ant', freeSpot(board[4]!), 'free');
    expect(board[4]).toHaveLength(FREE_PER_CARD);
    const spots = board[4]!.map((icon) => `${icon.left},${icon.top}`);
    expect(new Set(spots).size).toBe(FREE_PER_CARD);
    expect(spots[0]).toBe('0.5,0.5');
    expect(place(board, 4, 'owl', centre, 'free')).toBe(board);
    expect(new Set(board[4]!.map((icon) => icon.id)).size).toBe(FREE_PER_CARD);
  });

  it('moves an animal to another card or within its card, and removes it', () => {
    let board = place(emptyBoard(), 0, 'dog', centre, 'check');
    board = place(board, 1, 'frog', centre, 'check');
    const dog = board[0]![0]!.id;
    board = move(board, dog, 3, { left: 0.3, top: 0.6 }, 'check');
    expect(board[0]).toEqual([]);
    expect(board[3]).toEqual([{ id: dog, char: 'dog', left: 0.3, top: 0.6 }]);
    board = move(board, dog, 3, { left: 0.7, top: 0.4 }, 'check');
    expect(board[3]).toEqual([{ id: dog, char: 'dog', left: 0.7, top: 0.4 }]);
    // Onto a card with an animal: in check mode it takes that one's place.
    board = move(board, dog, 1, centre, 'check');
    expect(board[1]!.map((icon) => icon.char)).toEqual(['dog']);
    expect(cardOf(board, dog)).toBe(1);
    board = remove(board, dog);
    expect(placedCount(board)).toBe(0);
    expect(remove(board, 'p99')).toBe(board);
    expect(move(board, 'p99', 2, centre, 'check')).toBe(board);
  });

  it('in free mode moving onto a card adds to it', () => {
    let board = place(emptyBoard(), 0, 'dog', centre, 'free');
    board = place(board, 1, 'frog', centre, 'free');
    board = move(board, 'p1', 1, { left: 0.2, top: 0.2 }, 'free');
    expect(board[1]!.map((icon) => icon.char)).toEqual(['frog', 'dog']);
  });
});

describe('check', () => {
  const words = WORD_SETS['1'];

  it('marks every card right on a solved board: 10 of 10', () => {
    expect(check(solved(words), words)).toEqual({ marks: Array(10).fill('right'), score: 10, max: 10 });
  });

  it('marks a card with the wrong animal wrong, and an empty card not tried yet (never wrong)', () => {
    let board = solved(words);
    board = move(board, board[0]!.at(0)!.id, 0, centre, 'check');
    board = place(board, 1, 'dog', centre, 'check'); // swim is a verb, not a noun
    board = remove(board, board[2]![0]!.id); // big left empty
    const result = check(board, words);
    expect(result.marks.slice(0, 4)).toEqual(['right', 'wrong', 'untried', 'right']);
    expect(result).toMatchObject({ score: 8, max: 10 });
  });

  it('in free mode a card is right only when every animal on it is its class', () => {
    let board = place(emptyBoard(), 0, 'dog', centre, 'free');
    expect(check(board, words).marks[0]).toBe('right');
    board = place(board, 0, 'frog', { left: 0.2, top: 0.2 }, 'free');
    expect(check(board, words).marks[0]).toBe('wrong');
  });
});

describe('grammarReducer, step by step', () => {
  const words = WORD_SETS['1'];
  const run = (actions: GrammarAction[], from: GrammarState = newGrammar()) => actions.reduce(grammarReducer, from);
  const nounAnimal = LEGEND.find((entry) => entry.role === 'noun')!.animal;
  const verbAnimal = LEGEND.find((entry) => entry.role === 'verb')!.animal;

  it('picks an animal, and the same animal again puts it down; Cancel puts down what is held', () => {
    const picked = run([{ type: 'pickAnimal', animal: 'dog' }]);
    expect(picked.picked).toEqual({ animal: 'dog' });
    expect(grammarReducer(picked, { type: 'pickAnimal', animal: 'dog' }).picked).toBeNull();
    expect(grammarReducer(picked, { type: 'pickAnimal', animal: 'frog' }).picked).toEqual({ animal: 'frog' });
    expect(grammarReducer(picked, { type: 'cancel' }).picked).toBeNull();
    const idle = newGrammar();
    expect(grammarReducer(idle, { type: 'cancel' })).toBe(idle);
  });

  it('drops nothing when nothing is picked; a picked animal stays picked for the next card', () => {
    const idle = newGrammar();
    expect(grammarReducer(idle, { type: 'drop', card: 0, at: null, mode: 'check' })).toBe(idle);
    const two = run([
      { type: 'pickAnimal', animal: nounAnimal },
      { type: 'drop', card: 0, at: null, mode: 'check' },
      { type: 'drop', card: 1, at: { left: 0.3, top: 0.4 }, mode: 'check' },
    ]);
    expect(two.picked).toEqual({ animal: nounAnimal });
    expect(two.board[0]).toMatchObject([{ char: nounAnimal, left: 0.5, top: 0.5 }]);
    expect(two.board[1]).toMatchObject([{ char: nounAnimal, left: 0.3, top: 0.4 }]);
  });

  it('answers the same state when a free-mode card is full; in check mode a new animal takes the place of the one there', () => {
    const drops: GrammarAction[] = Array.from({ length: FREE_PER_CARD }, () => ({ type: 'drop', card: 0, at: null, mode: 'free' }));
    const full = run([{ type: 'pickAnimal', animal: nounAnimal }, ...drops]);
    expect(full.board[0]).toHaveLength(FREE_PER_CARD);
    expect(grammarReducer(full, { type: 'drop', card: 0, at: null, mode: 'free' })).toBe(full);
    const swapped = run([
      { type: 'pickAnimal', animal: nounAnimal },
      { type: 'drop', card: 0, at: null, mode: 'check' },
      { type: 'pickAnimal', animal: verbAnimal },
      { type: 'drop', card: 0, at: null, mode: 'check' },
    ]);
    expect(swapped.board[0]).toMatchObject([{ char: verbAnimal }]);
  });

  it('checks only cards that have an animal; a change on a card takes its mark and the score away', () => {
    const checked = run([
      { type: 'pickAnimal', animal: verbAnimal },
      { type: 'drop', card: 0, at: null, mode: 'check' },
      { type: 'check', words },
    ]);
    const expected = check(checked.board, words);
    expect(checked.marks).toEqual(expected.marks);
    expect(checked.marks.filter((mark) => mark === 'untried')).toHaveLength(words.length - 1);
    expect(checked.score).toBe(expected.score);
    expect(checked.picked).toBeNull();
    const id = checked.board[0]![0]!.id;
    const moved = run([{ type: 'pickIcon', id }, { type: 'drop', card: 2, at: null, mode: 'check' }], checked);
    expect(moved.board[0]).toEqual([]);
    expect(moved.board[2]).toMatchObject([{ id, char: verbAnimal }]);
    expect(moved.marks[0]).toBeUndefined();
    expect(moved.marks[2]).toBeUndefined();
    expect(moved.marks[1]).toBe(checked.marks[1]);
    expect(moved.score).toBeNull();
    expect(moved.picked).toBeNull();
  });

  it('answers the same state for Check on an empty board', () => {
    const idle = newGrammar();
    expect(grammarReducer(idle, { type: 'check', words })).toBe(idle);
  });

  it('picks up a placed animal and the same tap puts it down; taking it off empties its card', () => {
    const placed = run([
      { type: 'pickAnimal', animal: 'dog' },
      { type: 'drop', card: 3, at: null, mode: 'free' },
      { type: 'cancel' },
    ]);
    const id = placed.board[3]![0]!.id;
    const held = grammarReducer(placed, { type: 'pickIcon', id });
    expect(held.picked).toEqual({ id });
    expect(grammarReducer(held, { type: 'pickIcon', id }).picked).toBeNull();
    const off = grammarReducer(held, { type: 'takeOff', id });
    expect(off.board[3]).toEqual([]);
    expect(off.picked).toBeNull();
    expect(grammarReducer(off, { type: 'takeOff', id })).toBe(off);
  });

  it('moves a picked-up animal within its card only by a tap; from the keyboard it keeps its place', () => {
    const placed = run([
      { type: 'pickAnimal', animal: 'dog' },
      { type: 'drop', card: 3, at: { left: 0.2, top: 0.3 }, mode: 'free' },
      { type: 'cancel' },
    ]);
    const id = placed.board[3]![0]!.id;
    const tapped = run([{ type: 'pickIcon', id }, { type: 'drop', card: 3, at: { left: 0.7, top: 0.6 }, mode: 'free' }], placed);
    expect(tapped.board[3]).toMatchObject([{ id, left: 0.7, top: 0.6 }]);
    const keyed = run([{ type: 'pickIcon', id }, { type: 'drop', card: 3, at: null, mode: 'free' }], placed);
    expect(keyed.board[3]).toMatchObject([{ id, left: 0.2, top: 0.3 }]);
  });

  it('clears the board, the marks, the score and what is picked', () => {
    const busy = run([
      { type: 'pickAnimal', animal: 'dog' },
      { type: 'drop', card: 0, at: null, mode: 'check' },
      { type: 'check', words },
      { type: 'pickAnimal', animal: 'frog' },
      { type: 'clear' },
    ]);
    expect(busy).toEqual(newGrammar());
  });
});
