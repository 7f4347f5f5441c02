// Match It's rules: a centre card and 2 to 6 player cards, one of which matches the centre. A game
// lasts 60 s; each right card scores 1 and deals a new round. Pure: randomness comes in as a
// function, so tests repeat a deal from a seed.

import type { SettingValue } from '../tool-kit/declaration';
import { settings } from './tool';

export const GAME_SECONDS = 60;
export const CARD_COUNTS = settings.cards.values;
export const DEFAULT_CARDS = settings.cards.default;
export const GAME_TYPES = settings.gameType.values;
export const CENTER_MODES = settings.center.values;
/** The shapes mode B draws the centre's quantity with: the streak picks one, in this order. */
export const SYMBOLS = ['dot', 'star', 'heart', 'square', 'triangle', 'diamond'] as const;
/** The symbols a teacher can fix in place of the cycle. */
export const SELECTABLE_SYMBOLS = ['dot', 'star', 'heart', 'square'] as const;
export const TRY_AGAIN_MS = 800;
export const TIMES_UP_MS = 2000;
export const NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
export const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];

export type GameType = SettingValue<typeof settings.gameType>;
export type CenterMode = SettingValue<typeof settings.center>;
export type MatchSymbol = (typeof SYMBOLS)[number];
export type SymbolSetting = SettingValue<typeof settings.symbol>;

/** One player card: its value (a number or a lowercase letter) and whether it matches the centre. */
type MatchCard = { id: string; value: number | string; isCorrect: boolean };
export type Round = { center: number | string; cards: MatchCard[] };

export type Game = {
  running: boolean;
  /** The game ran out: Play Again is shown until the next start or reset. */
  ended: boolean;
  timeLeft: number;
  score: number;
  /** Right answers in a row; a wrong one sets it back to 0. */
  streak: number;
  misses: number;
  round: Round;
  /** A relaxed game (`pace=relaxed`): no clock; it ends at RELAXED_GOAL cards claimed. */
  relaxed?: boolean;
};

/** A relaxed game ends when this many cards are claimed. */
export const RELAXED_GOAL = 10;

const pickFrom = <T>(random: () => number, list: readonly T[]) => list[Math.floor(random() * list.length)]!;

/**
 * A new round: `count` different values of the game type in random order, one of them the centre
 * (never the centre of the round before, so each round looks new).
 */
export function deal(random: () => number, type: GameType, count: number, previous?: number | string): Round {
  const values: (number | string)[] = type === 'numbers' ? NUMBERS : LETTERS;
  const center = pickFrom(random, values.filter((v) => v !== previous));
  const others = values.filter((v) => v !== center);
  const chosen = [center];
  while (chosen.length < count) chosen.push(others.splice(Math.floor(random() * others.length), 1)[0]!);
  for (let i = chosen.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [chosen[i], chosen[j]] = [chosen[j]!, chosen[i]!];
  }
  return { center, cards: chosen.map((value) => ({ id: String(value), value, isCorrect: value === center })) };
}

/** Before the first start: 60 s on the clock, nothing counted. */
export const newGame = (round: Round, relaxed = false): Game => ({ running: false, ended: false, timeLeft: GAME_SECONDS, score: 0, streak: 0, misses: 0, round, relaxed });

/** Start Game is disabled while the timer runs with time left. */
export const canStart = (game: Game) => !(game.running && game.timeLeft > 0);

/** Start Game (and Play Again): 60 s, score and streak back to 0, a fresh round. */
export const start = (game: Game, round: Round): Game => (canStart(game) ? { ...newGame(round, game.relaxed), running: true } : game);

/** The reset icon: stops, 60 s, score 0. */
export const reset = (game: Game): Game => ({ ...game, running: false, ended: false, timeLeft: GAME_SECONDS, score: 0, streak: 0, misses: 0 });

/** One second passes; at 0 the timer stops and the game has ended. */
export function tick(game: Game): Game {
  if (!game.running || game.relaxed) return game;
  const timeLeft = Math.max(0, game.timeLeft - 1);
  return timeLeft === 0 ? { ...game, timeLeft, running: false, ended: true } : { ...game, timeLeft };
}

export type Outcome = 'ignored' | 'correct' | 'wrong';

/** A click on a player card: counts only while running. Right: +1, the streak grows, `next` is dealt. */
export function pick(game: Game, id: string, next: () => Round): { game: Game; outcome: Outcome } {
  const card = game.round.cards.find((c) => c.id === id);
  if (!game.running || game.timeLeft <= 0 || !card) return { game, outcome: 'ignored' };
  if (!card.isCorrect) return { game: { ...game, streak: 0, misses: game.misses + 1 }, outcome: 'wrong' };
  const score = game.score + 1;
  // A relaxed game ends with its goal.
  const done = game.relaxed && score >= RELAXED_GOAL ? { running: false, ended: true } : {};
  return { game: { ...game, score, streak: game.streak + 1, round: next(), ...done }, outcome: 'correct' };
}

/** The symbol mode B draws with: the chosen one, or (cycling) the next of the 6 with each right answer. */
export const symbolFor = (streak: number, setting: SymbolSetting): MatchSymbol => (setting === 'cycle' ? SYMBOLS[streak % SYMBOLS.length]! : setting);

export type Face = { kind: 'text'; text: string } | { kind: 'dots'; count: number; symbol: MatchSymbol };

/**
 * What the centre card shows. Numbers: the numeral in mode A, that many symbols in mode B. Letters:
 * a capital in mode A, a small letter in mode B (the player cards show the other case).
 */
export function centerFace(value: number | string, mode: CenterMode, streak: number, setting: SymbolSetting): Face {
  if (typeof value === 'number') return mode === 'A' ? { kind: 'text', text: String(value) } : { kind: 'dots', count: value, symbol: symbolFor(streak, setting) };
  return { kind: 'text', text: mode === 'A' ? value.toUpperCase() : value };
}

/** What a player card shows: numerals always; letters in the case the centre does not use. */
export const cardText = (value: number | string, mode: CenterMode) => (typeof value === 'number' ? String(value) : mode === 'A' ? value : value.toUpperCase());

/** Where the n symbols sit: a ten frame, 2 rows of 5, the top row filled first (7 = 5 and 2). */
export const dotLayout = (count: number) => Array.from({ length: count }, (_, i) => ({ row: Math.floor(i / 5), col: i % 5 }));

/** Said for a card: letters with their case, so a listener can match too. */
export const spoken = (text: string) => (/^[a-z]$/.test(text) ? `small ${text}` : /^[A-Z]$/.test(text) ? `capital ${text}` : text);

/** The result of a game: cards claimed out of all clicks that counted. */
export const resultScore = (game: Game) => ({ score: game.score, max: game.score + game.misses, success: game.score > 0, pace: game.relaxed ? ('relaxed' as const) : ('timed' as const) });
