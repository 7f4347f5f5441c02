import { patternName, type PatternName } from '../tool-kit/pattern-names';
import type { SettingValue } from '../tool-kit/declaration';
import { WORD_LIST_CHOICES, type settings } from './tool';
import { pick, roundStart, type SpawningGame, randomFor, readyRound, type Round, type RoundAction, type RoundSeconds } from '../tool-kit/timed-round/logic';
import type { Pace } from '../tool-kit/pace';

// The rules of Whack-a-mole, free of the DOM and of real time: a round is a value, moved on by
// `advance(game, now)` (moles rise and hide, the timer ends the round) and by `whack(game, hole,
// now)` (logic.ts). Every random choice comes from the round's seed and a counter, so a round
// replays. This module holds what the field shows before Start (the round's target); logic.ts,
// what moves it (and the words of a pattern), and own.ts, the reading of a teacher's words, load
// with the first tap, key or focus in the tool (at once when a teacher gave words).

export const HOLES = 9;
/** Keys 1-9 are the holes as on a phone keypad: 1 2 3 on the top row, 7 8 9 at the bottom. */
export function holeForKey(key: string): number | null {
  return /^[1-9]$/.test(key) ? Number(key) - 1 : null;
}

/** How fast moles come and go (the `speed` setting). */
export type Speed = SettingValue<typeof settings.speed>;

/** The first mole rises this long after the start. */
const FIRST_MS = 500;

/** A pattern target names its pattern; the pattern's words come with the rules (logic.ts). */
export type Target = { kind: 'word'; word: string } | { kind: 'pattern'; pattern: PatternName } | { kind: 'set'; words: readonly string[] };

/** A teacher's words and which of them are targets, as a round plays them. */
export type Own = { words: readonly string[]; targets: readonly string[] };

/** The prompt: 'ship', or 'words with sh'. */
export const targetText = (target: Target): string =>
  target.kind === 'word' ? target.word : target.kind === 'set' ? target.words.join(' or ') : `words with ${target.pattern.label}`;

export type Mole = { id: number; hole: number; word: string; upAt: number; downAt: number; whacked?: 'hit' | 'miss' };

export type Config = { list: string; seconds: RoundSeconds; speed: Speed; pace: Pace; own?: Own };

export type Game = SpawningGame<Config, Target> & {
  moles: Mole[];
  hits: number;
  streak: number;
  bestStreak: number;
};


export function chooseTarget(list: string, seed: number, n: number, previous?: Target, own?: Own): Target {
  if (own?.targets.length) return { kind: 'set', words: own.targets };
  const pattern = own ? undefined : patternName(list);
  if (pattern) return { kind: 'pattern', pattern };
  const words = own?.words ?? WORD_LIST_CHOICES.find((l) => l.id === list)?.words ?? [];
  const others = previous?.kind === 'word' && words.length > 1 ? words.filter((w) => w !== previous.word) : words;
  return { kind: 'word', word: pick(others, randomFor(seed, 1, n)()) };
}

export function startRound(config: Config, seed: number, now: number): Game {
  return { ...roundStart(config, seed, now, chooseTarget(config.list, seed, 0, undefined, config.own), FIRST_MS), moles: [], hits: 0, streak: 0, bestStreak: 0 };
}

export type WhackOutcome = 'hit' | 'miss' | 'empty' | 'over';

export { secondsLeft } from '../tool-kit/timed-round/logic';


/** The view's state: the kit's timed round of a Game, and what the last whack did (for its sound and words). */
export type WhackRound = Round<Game> & { last?: { outcome: WhackOutcome; hole: number; mole?: Mole } };
export type WhackAction = RoundAction | { type: 'whack'; hole: number; now: number };

/** The field before Start: the round the prompt shows (Start plays this one). */
export const readyField = (config: Config, seed: number): WhackRound => readyRound(startRound(config, seed, 0));
