import { readWordList } from '../tool-kit/content';
import { WORD_LIST_CHOICES, patternById, type Pattern } from '../tool-kit/patterns';
import { seededRandom } from '../tool-kit/random';
import type { SettingValue } from '../tool-kit/declaration';
import type { settings } from './tool';
import { RELAXED_FINDS, endOf, readyRound, roundReducer, roundResult, type Round, type RoundAction, type RoundSeconds } from '../tool-kit/timed-round/logic';
import type { Pace } from '../tool-kit/pace';

// The rules of Whack-a-mole, free of the DOM and of real time: a round is a value, moved on by
// `advance(game, now)` (moles rise and hide, the timer ends the round) and by `whack(game, hole,
// now)`. Every random choice comes from the round's seed and a counter, so a round replays.
// `whackAMoleReducer` is the view's state: the kit's timed round (start, tick) and the whacks.

export const HOLES = 9;
/** Keys 1-9 are the holes as on a phone keypad: 1 2 3 on the top row, 7 8 9 at the bottom. */
export function holeForKey(key: string): number | null {
  return /^[1-9]$/.test(key) ? Number(key) - 1 : null;
}

/** How fast moles come and go (the `speed` setting). */
export type Speed = SettingValue<typeof settings.speed>;

/** How long a mole stays up and the time between two moles, at each speed, before any streak. */
const PACE: Record<Speed, { upMs: number; gapMs: number }> = {
  slow: { upMs: 3000, gapMs: 1300 },
  medium: { upMs: 2300, gapMs: 1000 },
  fast: { upMs: 1700, gapMs: 750 },
};
const STREAK_STEP = 0.1;
const STREAK_CAP = 8;
/** Speed rises with the streak: 10% faster for each hit in a row, up to 1.8 times after 8. */
export const streakFactor = (streak: number): number => 1 + Math.min(Math.max(streak, 0), STREAK_CAP) * STREAK_STEP;
export const upMs = (speed: Speed, streak: number): number => Math.round(PACE[speed].upMs / streakFactor(streak));
export const gapMs = (speed: Speed, streak: number): number => Math.round(PACE[speed].gapMs / streakFactor(streak));
/** A relaxed round's moles: up twice as long as at slow speed, the same gap, never faster with a streak. */
const RELAXED = { upMs: PACE.slow.upMs * 2, gapMs: PACE.slow.gapMs };
const upFor = (config: Config, streak: number) => (config.pace === 'relaxed' ? RELAXED.upMs : upMs(config.speed, streak));
const gapFor = (config: Config, streak: number) => (config.pace === 'relaxed' ? RELAXED.gapMs : gapMs(config.speed, streak));

/** At most this many moles are up at once. */
export const MAX_UP = 3;
/** A target mole at least every third mole: after two others, the next one is a target. */
export const FORCE_AFTER = 2;
/** Otherwise a mole is a target with this chance. */
const TARGET_CHANCE = 0.4;
/** A whacked mole shows the hit or miss this long, then hides. */
export const WHACKED_MS = 350;
/** The first mole rises this long after the start. */
const FIRST_MS = 500;

export type Target = { kind: 'word'; word: string } | { kind: 'pattern'; pattern: Pattern } | { kind: 'set'; words: readonly string[] };

/** A teacher's own words (`words`): 2 to 100, each up to 20 characters, so it fits on a mole. */
const OWN_LIMITS = { maxItems: 100, maxLength: 20, minItems: 2 };

/** A teacher's words and which of them are targets, as a round plays them. */
export type Own = { words: readonly string[]; targets: readonly string[] };

/**
 * A teacher's words (`words`) and targets (`targets`, some of the words: whack any of them; none
 * given: each word in turn). None, with the sentence that says what is wrong, when a limit is broken.
 */
export function readOwn(wordsText: string | undefined, targetsText: string | undefined): { own?: Own; problem?: string } {
  const fail = (problem: string) => ({ problem: `${problem} Playing the built-in words instead.` });
  const words = readWordList(wordsText, OWN_LIMITS);
  if (words.problem) return { problem: words.problem };
  if (!words.words.length) return targetsText?.trim() ? fail('Targets need your words too.') : {};
  const twice = words.words.find((w, i) => words.words.indexOf(w) !== i);
  if (twice) return fail(`"${twice}" is in the list twice.`);
  const targets = readWordList(targetsText, { ...OWN_LIMITS, minItems: 0 }).words;
  const stray = targets.find((t) => !words.words.includes(t));
  if (stray) return fail(`"${stray}" is a target but not one of your words.`);
  if (targets.length && targets.length === words.words.length) return fail('Every word is a target: leave at least one to miss.');
  return { own: { words: words.words, targets } };
}

export const matches = (target: Target, word: string): boolean =>
  target.kind === 'word' ? word === target.word : target.kind === 'set' ? target.words.includes(word) : target.pattern.matches(word);

/** The prompt: 'ship', or 'words with sh'. */
export const targetText = (target: Target): string =>
  target.kind === 'word' ? target.word : target.kind === 'set' ? target.words.join(' or ') : `words with ${target.pattern.label}`;

/** The words a round draws from: the list's words, or the pattern's pool. */
export function poolOf(list: string, own?: Own): readonly string[] {
  return own?.words ?? patternById(list)?.pool ?? WORD_LIST_CHOICES.find((l) => l.id === list)?.words ?? [];
}

export type Mole = { id: number; hole: number; word: string; upAt: number; downAt: number; whacked?: 'hit' | 'miss' };

export type Config = { list: string; seconds: RoundSeconds; speed: Speed; pace: Pace; own?: Own };

export type Game = {
  config: Config;
  seed: number;
  endsAt: number;
  target: Target;
  /** Targets chosen so far (the first included): each choice has its own random numbers. */
  targets: number;
  moles: Mole[];
  /** Moles risen so far, and how many of the last ones in a row were not targets. */
  spawned: number;
  sinceTarget: number;
  nextSpawnAt: number;
  hits: number;
  misses: number;
  streak: number;
  bestStreak: number;
  over: boolean;
};

/** Random numbers for one choice: the round's seed and what is chosen (`kind`) and its count. */
const randomFor = (seed: number, kind: number, n: number) => seededRandom((seed ^ Math.imul(n + 1, 0x9e3779b1) ^ Math.imul(kind, 0x85ebca6b)) >>> 0);
const pick = <T>(items: readonly T[], r: number): T => items[Math.min(items.length - 1, Math.floor(r * items.length))]!;

function chooseTarget(list: string, seed: number, n: number, previous?: Target, own?: Own): Target {
  if (own?.targets.length) return { kind: 'set', words: own.targets };
  const pattern = own ? undefined : patternById(list);
  if (pattern) return { kind: 'pattern', pattern };
  const words = poolOf(list, own);
  const others = previous?.kind === 'word' && words.length > 1 ? words.filter((w) => w !== previous.word) : words;
  return { kind: 'word', word: pick(others, randomFor(seed, 1, n)()) };
}

export function startRound(config: Config, seed: number, now: number): Game {
  return {
    config,
    seed,
    endsAt: endOf(now, config.seconds, config.pace === 'relaxed'),
    target: chooseTarget(config.list, seed, 0, undefined, config.own),
    targets: 1,
    moles: [],
    spawned: 0,
    sinceTarget: 0,
    nextSpawnAt: now + FIRST_MS,
    hits: 0,
    misses: 0,
    streak: 0,
    bestStreak: 0,
    over: false,
  };
}

/**
 * One mole rises in an empty hole. It carries a target word when the last FORCE_AFTER moles rose
 * with no target among them or up, else with a 40% chance; never a word already up.
 */
export function spawn(game: Game, now: number): Game {
  const r = randomFor(game.seed, 2, game.spawned);
  const taken = new Set(game.moles.map((m) => m.hole));
  const empty = Array.from({ length: HOLES }, (_, i) => i).filter((i) => !taken.has(i));
  if (!empty.length) return game;
  const hole = pick(empty, r());
  const showing = new Set(game.moles.map((m) => m.word));
  const pool = poolOf(game.config.list, game.config.own).filter((w) => !showing.has(w));
  const targets = pool.filter((w) => matches(game.target, w));
  const others = pool.filter((w) => !matches(game.target, w));
  const wantTarget = game.sinceTarget >= FORCE_AFTER || r() < TARGET_CHANCE;
  const from = (wantTarget && targets.length) || !others.length ? targets : others;
  if (!from.length) return game;
  const word = pick(from, r());
  // A target already up counts as one shown: the count starts again.
  const isTarget = matches(game.target, word) || game.moles.some((m) => !m.whacked && matches(game.target, m.word));
  const mole: Mole = { id: game.spawned, hole, word, upAt: now, downAt: now + upFor(game.config, game.streak) };
  return { ...game, moles: [...game.moles, mole], spawned: game.spawned + 1, sinceTarget: isTarget ? 0 : game.sinceTarget + 1 };
}

/** Moves the round on to `now`: moles whose time is up hide, new ones rise on time, the timer ends it. */
export function advance(game: Game, now: number): Game {
  if (game.over) return game;
  if (now >= game.endsAt) return { ...game, moles: [], over: true };
  let next = game.moles.some((m) => m.downAt <= now) ? { ...game, moles: game.moles.filter((m) => m.downAt > now) } : game;
  // A round that was not moved on for a while catches up: one mole per gap, never more than MAX_UP.
  for (let guard = 0; next.nextSpawnAt <= now && guard < 50; guard++) {
    const at = next.nextSpawnAt;
    const gap = gapFor(next.config, next.streak);
    next = next.moles.filter((m) => !m.whacked).length < MAX_UP ? spawn(next, at) : next;
    next = { ...next, nextSpawnAt: at + gap, moles: next.moles.filter((m) => m.downAt > now) };
  }
  return next;
}

export type WhackOutcome = 'hit' | 'miss' | 'empty' | 'over';

/**
 * Whacks hole `hole` at `now`. A target mole is a hit: score and streak up, a new target in a
 * word list. Another mole is a miss: the streak ends. Either way the mole hides after WHACKED_MS.
 * An empty hole, or a mole already whacked, changes nothing. The moles are judged as they were
 * at `seenAt` (the frame the child saw; `now` unless given): a mole drawn then is whacked even
 * when its time ran out between that frame and the tap.
 */
export function whack(game: Game, hole: number, now: number, seenAt = now): { game: Game; outcome: WhackOutcome; mole?: Mole } {
  if (game.over || now >= game.endsAt) return { game, outcome: 'over' };
  const mole = game.moles.find((m) => m.hole === hole && !m.whacked && m.downAt > seenAt);
  if (!mole) return { game, outcome: 'empty' };
  const hit = matches(game.target, mole.word);
  const whacked: Mole = { ...mole, whacked: hit ? 'hit' : 'miss', downAt: now + WHACKED_MS };
  const moles = game.moles.map((m) => (m === mole ? whacked : m));
  if (!hit) return { game: { ...game, moles, misses: game.misses + 1, streak: 0 }, outcome: 'miss', mole: whacked };
  const streak = game.streak + 1;
  const target = game.target.kind === 'word' ? chooseTarget(game.config.list, game.seed, game.targets, game.target, game.config.own) : game.target;
  // A relaxed round (no clock) ends with its tenth find.
  const done = game.config.pace === 'relaxed' && game.hits + 1 >= RELAXED_FINDS;
  return {
    game: { ...game, moles: done ? [] : moles, hits: game.hits + 1, streak, bestStreak: Math.max(game.bestStreak, streak), target, targets: game.targets + 1, over: done },
    outcome: 'hit',
    mole: whacked,
  };
}

export { secondsLeft } from '../tool-kit/timed-round/logic';

/** What the results report: hits, of all whacks tried (accuracy); a success with more hits than misses; and the pace played. */
export const resultScore = (game: Game) => ({ ...roundResult(game.hits, game.misses), pace: game.config.pace });

export const PARTICLES = 150;

/** The view's state: the kit's timed round of a Game, and what the last whack did (for its sound and words). */
export type WhackRound = Round<Game> & { last?: { outcome: WhackOutcome; hole: number; mole?: Mole } };
export type WhackAction = RoundAction | { type: 'whack'; hole: number; now: number };

/** The field before Start: the round the prompt shows (Start plays this one). */
export const readyField = (config: Config, seed: number): WhackRound => readyRound(startRound(config, seed, 0));

const round = roundReducer<Game>({ start: (game, seed, now) => startRound(game.config, seed, now), advance, finish: (game) => ({ ...game, moles: [], over: true }) });

/**
 * Start, the clock's ticks (see `roundReducer`), and a whack while playing: judged against the
 * moles as last drawn (`state.at`), then the round moves on to the whack's time.
 */
export function whackAMoleReducer(state: WhackRound, action: WhackAction): WhackRound {
  if (action.type !== 'whack') return round(state, action);
  if (state.phase !== 'playing') return state;
  const { game, outcome, mole } = whack(state.game, action.hole, action.now, state.at);
  return { ...state, game: advance(game, action.now), at: action.now, last: { outcome, hole: action.hole, ...(mole && { mole }) } };
}
