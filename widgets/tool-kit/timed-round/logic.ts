import type { Setting } from '../declaration';
import { seededRandom } from '../random';

// The timed round of the word games (Whack-a-mole, Ice Fishers), free of the DOM and of real time:
// ready → playing → over, the round's time and what the view last drew; what moves a round on and
// its result are in rules.ts, which loads with the game's rules. The game's own rules (moles, fish)
// are a value `G` that the round moves on with the time of each action.

const ROUND_SECONDS = [30, 60, 90] as const;
export type RoundSeconds = (typeof ROUND_SECONDS)[number];

/** The round time, a setting of every timed word game (its `time`). */
export const roundTimeSetting = {
  type: 'choice',
  label: 'Round time',
  values: ROUND_SECONDS,
  default: 60,
  labels: { 30: '30 s', 60: '60 s', 90: '90 s' },
} as const satisfies Setting;

/**
 * Random numbers for one choice of a round (a timed game's target, a mole, a fish): from the
 * round's seed, what is chosen (`kind`) and how many of it came before, so each replays alone.
 */
export const randomFor = (seed: number, kind: number, n: number): (() => number) =>
  seededRandom((seed ^ Math.imul(n + 1, 0x9e3779b1) ^ Math.imul(kind, 0x85ebca6b)) >>> 0);

/** The item a random number `r` (0 to 1) falls on. */
export const pick = <T>(items: readonly T[], r: number): T => items[Math.min(items.length - 1, Math.floor(r * items.length))]!;

/** A fresh seed for a round's random choices. */
export const newSeed = (): number => Math.floor(Math.random() * 2 ** 32);

/** What the round needs of a game's value: its seed, when it ends, and whether it has. */
export type RoundGame = { seed: number; endsAt: number; over: boolean };

type Phase = 'ready' | 'playing' | 'over';

/**
 * A round as the child sees it: its phase, the game as last drawn, and `at`, the moment it was
 * drawn for. Taps are judged against this frame, not against the real moment of the tap: a mole
 * or a fish that is drawn can be hit until the next frame takes it away.
 */
export type Round<G extends RoundGame> = { phase: Phase; game: G; at: number };

export type RoundAction =
  /** Start, or Play again. */
  | { type: 'start'; seed: number; now: number }
  /** The view's clock (every TICK_MS while playing). */
  | { type: 'tick'; now: number }
  /** Finish: the child ends a relaxed round (it has no clock to end it). */
  | { type: 'finish'; now: number };

/** A relaxed round (`pace=relaxed`) has no clock: it ends after this many finds, or at Finish. */
export const RELAXED_FINDS = 10;
/** A game of a spawning tool (moles, fish): what `roundStart` gives, which the tool's own fields join. */
export type SpawningGame<C, T> = {
  config: C;
  seed: number;
  endsAt: number;
  target: T;
  /** Targets chosen so far (the first included): each choice has its own random numbers. */
  targets: number;
  /** Pieces (moles, fish) come so far, and how many of the last ones in a row were not targets. */
  spawned: number;
  sinceTarget: number;
  nextSpawnAt: number;
  misses: number;
  over: boolean;
};

/**
 * What a game of a spawning tool (moles, fish) starts with at `now`: its config and seed, its end
 * (after its seconds, or never by the clock when relaxed), its first target, and the spawning's
 * counters, the first spawn `firstMs` later.
 */
export const roundStart = <C extends { seconds: number; pace: string }, T>(config: C, seed: number, now: number, target: T, firstMs: number): SpawningGame<C, T> => ({
  config,
  seed,
  endsAt: config.pace === 'relaxed' ? Infinity : now + config.seconds * 1000,
  target,
  targets: 1,
  spawned: 0,
  sinceTarget: 0,
  nextSpawnAt: now + firstMs,
  misses: 0,
  over: false,
});
/** Whether a round has no clock. */
export const isRelaxed = (game: RoundGame): boolean => game.endsAt === Infinity;

/** A round ready to start: the game the prompt shows, started `at` (so the clock shows its whole time). */
export const readyRound = <G extends RoundGame>(game: G, at = 0): Round<G> => ({ phase: 'ready', game, at });

/** Whole seconds left, as the clock shows them (a relaxed round shows none). */
export const secondsLeft = (game: RoundGame, now: number): number => Math.max(0, Math.ceil((game.endsAt - now) / 1000));

/** The clock: `1:30`, `0:05`. */
export const clockText = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
