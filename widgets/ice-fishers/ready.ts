import { PATTERN_NAMES, type PatternName } from '../tool-kit/pattern-names';
import type { SettingValue } from '../tool-kit/declaration';
import type { settings } from './tool';
import { pick, roundStart, type SpawningGame, randomFor, readyRound, type Round, type RoundAction, type RoundSeconds } from '../tool-kit/timed-round/logic';
import type { Pace } from '../tool-kit/pace';

// The rules of Ice Fishers, free of the DOM and of real time: fish swim under a row of holes in
// the ice carrying words, letters or numbers; a cast into a hole catches the fish under it. A
// round is a value moved on by `advance(game, now)` and `cast(game, hole, now)` (logic.ts); every
// random choice comes from the round's seed and a counter, so a round replays. This module holds
// what the lake shows before Start (the round's target); logic.ts, what moves it (and the words
// of a pattern), and own.ts, the reading of a teacher's words, load with the first tap, key or
// focus in the tool (at once when a teacher gave words).

/** What the fish carry (the `content` setting). */
export type Content = SettingValue<typeof settings.content>;

/** The holes' centres across the ice, as a share of its width (0 left, 1 right). */
export const HOLE_X = [0.125, 0.375, 0.625, 0.875] as const;
export const HOLES = HOLE_X.length;
const FIRST_MS = 300;

export type Target =
  /** A sound pattern, named; its words come with the rules (logic.ts). */
  | { kind: 'pattern'; pattern: PatternName }
  | { kind: 'letter'; letter: string }
  | { kind: 'sum'; a: number; b: number; op: '+' | '-' }
  /** A teacher's own word, among the rest of their words. */
  | { kind: 'word'; word: string; pool: readonly string[] };

export const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];


export const answerOf = (t: Extract<Target, { kind: 'sum' }>): number => (t.op === '+' ? t.a + t.b : t.a - t.b);

/** The prompt after "Catch": 'words with sh', 'the letter b', '3 + 4'. */
export function targetText(target: Target): string {
  if (target.kind === 'pattern') return `words with ${target.pattern.label}`;
  if (target.kind === 'word') return target.word;
  if (target.kind === 'letter') return `the letter ${target.letter}`;
  return `${target.a} ${target.op} ${target.b}`;
}

/** The prompt as spoken: '3 plus 4'. */
export const spokenText = (target: Target): string =>
  target.kind === 'sum' ? `Catch ${target.a} ${target.op === '+' ? 'plus' : 'minus'} ${target.b}` : `Catch ${targetText(target)}`;

export type Fish = {
  id: number;
  label: string;
  bornAt: number;
  goneAt: number;
  /** Still mode: the hole it waits in. */
  hole?: number;
  /** Cast at and not the target: it swims on and can no longer be caught. */
  wrong?: boolean;
};

/** `still`: the fish wait in the holes (reduced motion, and every relaxed round). */
export type Config = { content: Content; seconds: RoundSeconds; still: boolean; pace: Pace; own?: readonly string[] };

export type Game = SpawningGame<Config, Target> & {
  /** The labels caught for the target on screen: it stays until `catchesFor` of them are in. */
  caughtWith: string[];
  fish: Fish[];
  /** The labels of the fish caught, in the bucket. */
  bucket: string[];
};


/** A new target for the content, never the same as the one before. */
export function chooseTarget(content: Content, seed: number, n: number, previous?: Target, own?: readonly string[]): Target {
  const r = randomFor(seed, 1, n);
  // A teacher's own words: each in turn a target, never the same twice running.
  if (own?.length) return { kind: 'word', word: pick(own.filter((w) => previous?.kind !== 'word' || w !== previous.word), r()), pool: own };
  if (content === 'words') {
    const others = PATTERN_NAMES.filter((p) => previous?.kind !== 'pattern' || p.id !== previous.pattern.id);
    return { kind: 'pattern', pattern: pick(others, r()) };
  }
  if (content === 'letters') return { kind: 'letter', letter: pick(LETTERS.filter((l) => previous?.kind !== 'letter' || l !== previous.letter), r()) };
  for (;;) {
    const op = r() < 0.5 ? '+' : '-';
    const a = Math.floor(r() * 11);
    const b = op === '+' ? Math.floor(r() * (11 - a)) : Math.floor(r() * (a + 1));
    const sum: Target = { kind: 'sum', a, b, op };
    if (previous?.kind !== 'sum' || answerOf(previous) !== answerOf(sum)) return sum;
  }
}

export function startRound(config: Config, seed: number, now: number): Game {
  return { ...roundStart(config, seed, now, chooseTarget(config.content, seed, 0, undefined, config.own), FIRST_MS), caughtWith: [], fish: [], bucket: [] };
}

export type CastOutcome = 'caught' | 'wrong' | 'empty' | 'over';

/**
 * How many catches a target stays for, so a child reads it once and then fishes: three (a sound
 * pattern's three different words, a letter or a fact three times), one for a teacher's word (it
 * is the only fish with it).
 */
export const CATCHES_PER_TARGET = 3;
export const catchesFor = (target: Target): number => (target.kind === 'word' ? 1 : CATCHES_PER_TARGET);


/**
 * The view's state: the kit's timed round of a Game, what the last cast did (for its sound and
 * words), and the splash of the line in a hole (`n`: the cast's time), until `unsplash`.
 */
export type LakeRound = Round<Game> & {
  last?: { outcome: CastOutcome; hole: number; fish?: Fish };
  splash?: { hole: number; outcome: CastOutcome; n: number };
};
export type LakeAction = RoundAction | { type: 'cast'; hole: number; now: number } | { type: 'unsplash'; n: number };

/** The lake before Start: the round the prompt shows (Start plays this one). */
export const readyLake = (config: Config, seed: number): LakeRound => readyRound(startRound(config, seed, 0));
