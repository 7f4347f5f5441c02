import { describe, expect, it } from 'vitest';
import { seededRandom } from '../tool-kit/random';
import {
  DEFAULT_SETTINGS,
  GOALS,
  PLACE_COUNTS,
  PLACE_NAMES,
  PLAYER_MODES,
  ROUND_COUNTS,
  champion,
  computerPlace,
  drawDigit,
  expanded,
  newGame,
  nextRound,
  openPlaces,
  place,
  roundWinner,
  valueOf,
  winsNeeded,
  type Board,
  type Game,
  type Settings,
  showdownReducer,
} from './logic';
import { readSetting } from '../tool-kit/declaration';
import { settings as declared } from './tool';

const playersOf = (value: unknown) => readSetting(declared.players, value);
const placesOf = (value: unknown) => readSetting(declared.places, value);
const goalOf = (value: unknown) => readSetting(declared.goal, value);
const roundsOf = (value: unknown) => readSetting(declared.rounds, value);

/** Plays a round: each digit in `digits` placed by both players at the given places. */
function playRound(game: Game, digits: number[], first: number[], second: number[]): Game {
  let next = { ...game, digit: digits[0]! };
  let i = 0;
  for (let k = 0; k < digits.length; k++) {
    next = place(next, first[k]!, () => 0)!;
    next = place(next, second[k]!, () => digits[++i] ?? 0)!;
  }
  return next;
}
const settings = (over: Partial<Settings> = {}): Settings => ({ ...DEFAULT_SETTINGS, ...over });

describe('the settings', () => {
  it('players 2 or computer, 3 or 4 places, greater or lesser, best of 3, 5 or 7; defaults 2, 3, greater, 3', () => {
    expect(PLAYER_MODES).toEqual(['2', 'computer']);
    expect(PLACE_COUNTS).toEqual([3, 4]);
    expect(GOALS).toEqual(['greater', 'lesser']);
    expect(ROUND_COUNTS).toEqual([3, 5, 7]);
    expect(DEFAULT_SETTINGS).toEqual({ players: '2', places: 3, goal: 'greater', rounds: 3 });
    expect([playersOf('computer'), playersOf('1'), placesOf('4'), placesOf(5), goalOf('lesser'), goalOf('x'), roundsOf('7'), roundsOf('4')]).toEqual([
      'computer', '2', 4, 3, 'lesser', 'greater', 7, 3,
    ]);
    expect(PLACE_NAMES).toEqual(['ones', 'tens', 'hundreds', 'thousands']);
  });
  it('best of N is won with more than half: 2, 3, 4', () => {
    expect(ROUND_COUNTS.map(winsNeeded)).toEqual([2, 3, 4]);
  });
});

describe('numbers', () => {
  it('digits 0 to 9, each drawn', () => {
    const random = seededRandom(3);
    const seen = new Set(Array.from({ length: 500 }, () => drawDigit(random)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(drawDigit(() => 0.99999)).toBe(9);
  });
  it('a board is read ones first; expanded form greatest place first, without zero places', () => {
    const board: Board = [2, 7, 4];
    expect(valueOf(board)).toBe(472);
    expect(expanded(board)).toBe('400 + 70 + 2');
    expect(expanded([0, 5, 0, 3])).toBe('3000 + 50');
    expect(valueOf([0, 5, 0, 3])).toBe(3050);
    expect(expanded([0, 0, 0])).toBe('0');
    expect(expanded([7, 0, 0])).toBe('7');
    expect(openPlaces([null, 3, null])).toEqual([0, 2]);
  });
  it('the greater number wins, or by setting the lesser; equal numbers tie', () => {
    // 472 against 274
    expect(roundWinner([[2, 7, 4], [4, 7, 2]], 'greater')).toBe(0);
    expect(roundWinner([[2, 7, 4], [4, 7, 2]], 'lesser')).toBe(1);
    expect(roundWinner([[1, 2, 3], [1, 2, 3]], 'greater')).toBe('tie');
  });
});

describe('the computer', () => {
  it('greater: 9 to the highest open place, 0 to the lowest, a middle digit in the middle', () => {
    const empty: Board = [null, null, null];
    expect(computerPlace(empty, 9, 'greater')).toBe(2);
    expect(computerPlace(empty, 7, 'greater')).toBe(2);
    expect(computerPlace(empty, 5, 'greater')).toBe(1);
    expect(computerPlace(empty, 4, 'greater')).toBe(1);
    expect(computerPlace(empty, 1, 'greater')).toBe(0);
    expect(computerPlace([null, null, null, null], 6, 'greater')).toBe(2);
  });
  it('lesser: the other way round', () => {
    const empty: Board = [null, null, null];
    expect(computerPlace(empty, 9, 'lesser')).toBe(0);
    expect(computerPlace(empty, 0, 'lesser')).toBe(2);
  });
  it('always picks an open place, the last one when one is left', () => {
    expect(computerPlace([3, null, 5], 9, 'greater')).toBe(1);
    for (let digit = 0; digit <= 9; digit++) for (const goal of GOALS) expect([0, 2]).toContain(computerPlace([null, 4, null], digit, goal));
  });
  it('beats placing at random more often than not over many rounds', () => {
    const random = seededRandom(11);
    let wins = 0;
    let losses = 0;
    for (let r = 0; r < 400; r++) {
      const boards: [Board, Board] = [[null, null, null], [null, null, null]];
      for (let k = 0; k < 3; k++) {
        const digit = drawDigit(random);
        boards[0][computerPlace(boards[0], digit, 'greater')] = digit;
        const open = openPlaces(boards[1]);
        boards[1][open[Math.floor(random() * open.length)]!] = digit;
      }
      const winner = roundWinner(boards, 'greater');
      if (winner === 0) wins++;
      if (winner === 1) losses++;
    }
    expect(wins).toBeGreaterThan(losses * 1.5);
  });
});

describe('a game', () => {
  it('Player 1 places the drawn digit, then Player 2 the same one; then the next digit is drawn', () => {
    let game = newGame(settings(), 7);
    expect(game).toMatchObject({ turn: 0, digit: 7, round: 1, phase: 'placing', boards: [[null, null, null], [null, null, null]] });
    game = place(game, 2, () => 1)!;
    expect(game).toMatchObject({ turn: 1, digit: 7, boards: [[null, null, 7], [null, null, null]] });
    game = place(game, 0, () => 4)!;
    expect(game).toMatchObject({ turn: 0, digit: 4, boards: [[null, null, 7], [7, null, null]] });
    expect(place(game, 2, () => 0)).toBeNull();
    expect(place(game, 5, () => 0)).toBeNull();
  });
  it('full boards: the round is scored; the next round starts empty with Player 1', () => {
    const game = playRound(newGame(settings(), 0), [7, 4, 2], [2, 1, 0], [0, 1, 2]);
    expect(game.boards.map(valueOf)).toEqual([742, 247]);
    expect(game).toMatchObject({ phase: 'round-over', lastWinner: 0, wins: [1, 0], played: 1 });
    expect(place(game, 0, () => 0)).toBeNull();
    const next = nextRound(game, 5);
    expect(next).toMatchObject({ phase: 'placing', round: 2, digit: 5, turn: 0, boards: [[null, null, null], [null, null, null]], wins: [1, 0] });
  });
  it('best of 3: over at 2 wins; lesser by setting; a tie counts as a round played', () => {
    let game = newGame(settings({ goal: 'lesser' }), 0);
    game = playRound(game, [7, 4, 2], [2, 1, 0], [0, 1, 2]);
    expect(game).toMatchObject({ lastWinner: 1, wins: [0, 1], phase: 'round-over' });
    game = playRound(nextRound(game, 0), [3, 3, 3], [0, 1, 2], [0, 1, 2]);
    expect(game).toMatchObject({ lastWinner: 'tie', wins: [0, 1], played: 2, phase: 'round-over' });
    game = playRound(nextRound(game, 0), [9, 1, 5], [0, 2, 1], [2, 0, 1]);
    expect(game.boards.map(valueOf)).toEqual([159, 951]);
    expect(game).toMatchObject({ wins: [1, 1], played: 3, phase: 'game-over' });
    expect(champion(game)).toBe('draw');
    expect(nextRound(game, 1)).toBe(game);
  });
  it('best of 5 with 4 places: Player 2 wins 3 rounds straight', () => {
    let game = newGame(settings({ places: 4, rounds: 5 }), 0);
    for (let r = 0; r < 3; r++) {
      if (r) game = nextRound(game, 0);
      game = playRound(game, [1, 2, 3, 4], [3, 2, 1, 0], [0, 1, 2, 3]);
      expect(game.boards.map(valueOf)).toEqual([1234, 4321]);
    }
    expect(game).toMatchObject({ wins: [0, 3], played: 3, phase: 'game-over' });
    expect(champion(game)).toBe(1);
  });
});

describe('the game as the view holds it (showdownReducer)', () => {
  const two = newGame({ ...DEFAULT_SETTINGS, places: 3 }, 7);

  it('a place is taken on the player\'s own turn only, and only an open one', () => {
    expect(showdownReducer(two, { type: 'place', player: 1, at: 0, draw: () => 1 })).toBe(two);
    const placed = showdownReducer(two, { type: 'place', player: 0, at: 2, draw: () => 1 });
    expect(placed.boards[0]).toEqual([null, null, 7]);
    expect(placed.turn).toBe(1);
    const both = showdownReducer(placed, { type: 'place', player: 1, at: 0, draw: () => 4 });
    expect(both.boards[1]).toEqual([7, null, null]);
    // The next digit is the action's draw.
    expect(both.digit).toBe(4);
    expect(showdownReducer(both, { type: 'place', player: 0, at: 2, draw: () => 1 })).toBe(both);
  });

  it('against the computer, its move follows the child\'s in the same step', () => {
    const game = newGame({ ...DEFAULT_SETTINGS, players: 'computer' }, 9);
    const after = showdownReducer(game, { type: 'place', player: 0, at: 0, draw: () => 2 });
    expect(after.boards[0]).toEqual([9, null, null]);
    // 9, greater wins: the computer puts it in its highest open place.
    expect(after.boards[1]).toEqual([null, null, 9]);
    expect(after).toMatchObject({ turn: 0, digit: 2 });
  });

  it('Next round after a round is played; New game starts again with the same settings', () => {
    let game = two;
    for (const [player, at, digit] of [[0, 0, 1], [1, 0, 2], [0, 1, 2], [1, 1, 3], [0, 2, 3], [1, 2, 5]] as const)
      game = showdownReducer(game, { type: 'place', player, at, draw: () => digit });
    expect(game.phase).toBe('round-over');
    expect(showdownReducer(two, { type: 'next', digit: 1 })).toBe(two);
    expect(showdownReducer(game, { type: 'next', digit: 6 })).toMatchObject({ round: 2, digit: 6, phase: 'placing' });
    expect(showdownReducer(game, { type: 'new', digit: 8 })).toEqual(newGame(two.settings, 8));
  });
});
