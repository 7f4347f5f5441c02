// Place Value Showdown's rules. Each round digits are drawn one at a time; each player puts every
// digit into an open place (ones, tens, hundreds, and thousands when playing with 4 places) before
// the next draw. When the boards are full, the greater number wins the round (or the lesser, by
// setting). Best of 3, 5 or 7 rounds. Pure: the draws come in as arguments.

import { settings } from './tool';

export const PLAYER_MODES = settings.players.values;
export const PLACE_COUNTS = settings.places.values;
export const GOALS = settings.goal.values;
export const ROUND_COUNTS = settings.rounds.values;
/** Place names, ones first: a board's slot i is worth 10^i. */
export const PLACE_NAMES = ['ones', 'tens', 'hundreds', 'thousands'] as const;

type PlayerMode = (typeof PLAYER_MODES)[number];
type PlaceCount = (typeof PLACE_COUNTS)[number];
export type Goal = (typeof GOALS)[number];
export type RoundCount = (typeof ROUND_COUNTS)[number];
export type Settings = { players: PlayerMode; places: PlaceCount; goal: Goal; rounds: RoundCount };
/** One player's slots, ones first; null is open. */
export type Board = (number | null)[];
export type Player = 0 | 1;

export const DEFAULT_SETTINGS: Settings = { players: '2', places: 3, goal: 'greater', rounds: 3 };

/** A digit from 0 to 9, each as likely. */
export const drawDigit = (random: () => number) => Math.min(9, Math.floor(random() * 10));

const emptyBoard = (places: PlaceCount): Board => Array<number | null>(places).fill(null);
export const openPlaces = (board: Board) => board.flatMap((digit, place) => (digit === null ? [place] : []));
const isFull = (board: Board) => board.every((digit) => digit !== null);
export const valueOf = (board: Board) => board.reduce<number>((sum, digit, place) => sum + (digit ?? 0) * 10 ** place, 0);

/** The number in expanded form, greatest place first, zero places left out: 400 + 70 + 2; 0 alone is "0". */
export function expanded(board: Board): string {
  const parts = board.map((digit, place) => (digit ?? 0) * 10 ** place).filter((part) => part > 0).reverse();
  return parts.length ? parts.join(' + ') : '0';
}

/**
 * The computer's place for a digit: a digit's rank among 0-9 picks the open place of the same rank
 * (9 the highest open place, 0 the lowest, 5 one in the middle); for "lesser" the ranks turn
 * round. Big digits go high when greater wins, low when lesser wins.
 */
export function computerPlace(board: Board, digit: number, goal: Goal): number {
  const open = openPlaces(board);
  const rank = goal === 'greater' ? digit : 9 - digit;
  return open[Math.round((rank / 9) * (open.length - 1))]!;
}

/** Who wins a round: the player with the greater (or lesser) number; equal numbers tie. */
export function roundWinner(boards: [Board, Board], goal: Goal): Player | 'tie' {
  const [a, b] = boards.map(valueOf) as [number, number];
  if (a === b) return 'tie';
  return (a > b) === (goal === 'greater') ? 0 : 1;
}

/** Best of N: the first to win more than half the rounds wins. */
export const winsNeeded = (rounds: RoundCount) => Math.floor(rounds / 2) + 1;

type Phase = 'placing' | 'round-over' | 'game-over';
export type Game = {
  settings: Settings;
  boards: [Board, Board];
  /** The digit drawn, to be placed by the player whose turn it is. */
  digit: number;
  turn: Player;
  /** 1-based. */
  round: number;
  wins: [number, number];
  /** Rounds played, ties included. */
  played: number;
  phase: Phase;
  /** The last round's result, once played. */
  lastWinner: Player | 'tie' | null;
};

/** A new game: round 1, empty boards, the first digit drawn, Player 1 to place it. */
export const newGame = (settings: Settings, digit: number): Game => ({
  settings,
  boards: [emptyBoard(settings.places), emptyBoard(settings.places)],
  digit,
  turn: 0,
  round: 1,
  wins: [0, 0],
  played: 0,
  phase: 'placing',
  lastWinner: null,
});

/**
 * The player whose turn it is puts the drawn digit into an open place of their board. Player 1
 * places first, then Player 2 the same digit; then the next digit (`draw()`) is drawn, or, with
 * both boards full, the round is scored. The game ends when a player has won more than half the
 * rounds, or after the last round.
 */
export function place(game: Game, at: number, draw: () => number): Game | null {
  const board = game.boards[game.turn];
  if (game.phase !== 'placing' || board[at] !== null || at < 0 || at >= board.length) return null;
  const boards = game.boards.map((b, i) => (i === game.turn ? b.map((d, p) => (p === at ? game.digit : d)) : b)) as [Board, Board];
  if (game.turn === 0) return { ...game, boards, turn: 1 };
  if (!isFull(boards[1])) return { ...game, boards, turn: 0, digit: draw() };
  const winner = roundWinner(boards, game.settings.goal);
  const wins: [number, number] = winner === 'tie' ? game.wins : winner === 0 ? [game.wins[0] + 1, game.wins[1]] : [game.wins[0], game.wins[1] + 1];
  const played = game.played + 1;
  const over = Math.max(...wins) >= winsNeeded(game.settings.rounds) || played >= game.settings.rounds;
  return { ...game, boards, wins, played, lastWinner: winner, phase: over ? 'game-over' : 'round-over' };
}

/** The next round: empty boards, a new digit, Player 1 first. */
export function nextRound(game: Game, digit: number): Game {
  if (game.phase !== 'round-over') return game;
  const empty = emptyBoard(game.settings.places);
  return { ...game, boards: [empty, [...empty]], digit, turn: 0, round: game.round + 1, phase: 'placing' };
}

/** The game's winner: more rounds won; equal is a draw. */
export const champion = (game: Game): Player | 'draw' => (game.wins[0] === game.wins[1] ? 'draw' : game.wins[0] > game.wins[1] ? 0 : 1);

/** A move's `draw` gives the next digit, asked only when the move needs one (as `place`). */
export type ShowdownAction = { type: 'place'; player: Player; at: number; draw: () => number } | { type: 'next'; digit: number } | { type: 'new'; digit: number };

/**
 * The game as the view holds it. A place is taken only on the player's own turn, in an open place,
 * while the round is placed (else the same game: the view says why); against the computer, its
 * move follows the child's at once.
 */
export function showdownReducer(game: Game, action: ShowdownAction): Game {
  if (action.type === 'new') return newGame(game.settings, action.digit);
  if (action.type === 'next') return nextRound(game, action.digit);
  if (action.player !== game.turn) return game;
  const { draw } = action;
  const next = place(game, action.at, draw);
  if (!next) return game;
  if (game.settings.players !== 'computer' || next.phase !== 'placing' || next.turn !== 1) return next;
  return place(next, computerPlace(next.boards[1], next.digit, game.settings.goal), draw)!;
}
