import { readWordList } from '../tool-kit/content';
import { PATTERNS, type Pattern } from '../tool-kit/patterns';
import type { SettingValue } from '../tool-kit/declaration';
import { seededRandom } from '../tool-kit/random';
import type { settings } from './tool';
import { RELAXED_FINDS, endOf, readyRound, roundReducer, roundResult, type Round, type RoundAction, type RoundSeconds } from '../tool-kit/timed-round/logic';
import type { Pace } from '../tool-kit/pace';

// The rules of Ice Fishers, free of the DOM and of real time: fish swim under a row of holes in
// the ice carrying words, letters or numbers; a cast into a hole catches the fish under it. A
// round is a value moved on by `advance(game, now)` and `cast(game, hole, now)`; every random
// choice comes from the round's seed and a counter, so a round replays. `iceFishersReducer` is
// the view's state: the kit's timed round (start, tick) and the casts.

/** What the fish carry (the `content` setting). */
export type Content = SettingValue<typeof settings.content>;

/** The holes' centres across the ice, as a share of its width (0 left, 1 right). */
export const HOLE_X = [0.125, 0.375, 0.625, 0.875] as const;
export const HOLES = HOLE_X.length;
/** A fish is under a hole while its centre is this close to the hole's centre. */
export const UNDER = 0.1;
/** Swimming fish cross from ENTER_X to EXIT_X at SPEED ice-widths a second, left to right. */
export const ENTER_X = -0.1;
const EXIT_X = 1.1;
export const SPEED = 0.11;
/** Time between two fish: enough for fish never to share a hole (gap x speed > 2 x UNDER). */
const GAP_MS = 2200;
const GAP_JITTER_MS = 1200;
/** Still mode (reduced motion): a fish waits in a hole this long, and at most two wait at once. */
export const STILL_MS = 3500;
const STILL_GAP_MS = 1500;
const STILL_MAX = 2;
/** A target fish at least every third fish (after two others, unless a target is still to pass a hole). */
export const FORCE_AFTER = 2;
const TARGET_CHANCE = 0.4;
const FIRST_MS = 300;

export type Target =
  | { kind: 'pattern'; pattern: Pattern }
  | { kind: 'letter'; letter: string }
  | { kind: 'sum'; a: number; b: number; op: '+' | '-' }
  /** A teacher's own word, among the rest of their words. */
  | { kind: 'word'; word: string; pool: readonly string[] };

/** A teacher's own words (`words`): 2 to 100, each up to 20 characters, so it fits on a fish. */
const OWN_LIMITS = { maxItems: 100, maxLength: 20, minItems: 2 };

/** A teacher's words from the `words` text, or none and the sentence that says what is wrong. */
export function readOwnWords(text: string | undefined): { words: string[]; problem?: string } {
  const read = readWordList(text, OWN_LIMITS);
  const twice = read.words.find((w, i) => read.words.indexOf(w) !== i);
  return twice ? { words: [], problem: `"${twice}" is in the list twice. Playing the built-in words instead.` } : read;
}

const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];
/** Letters children mix up with each letter: the likelier distractors. */
const LOOK_ALIKES: Record<string, string> = { b: 'dpq', d: 'bpq', p: 'bdq', q: 'bdp', m: 'nw', n: 'mu', u: 'nv', w: 'mv', v: 'uw', i: 'jl', j: 'ig', l: 'it', f: 't', t: 'f', g: 'qj', a: 'o', o: 'ae', e: 'c', c: 'e', h: 'n', s: 'z', z: 's' };
const NUMBERS = Array.from({ length: 11 }, (_, i) => String(i));

export const answerOf = (t: Extract<Target, { kind: 'sum' }>): number => (t.op === '+' ? t.a + t.b : t.a - t.b);

export function matches(target: Target, label: string): boolean {
  if (target.kind === 'pattern') return target.pattern.matches(label);
  if (target.kind === 'word') return label === target.word;
  if (target.kind === 'letter') return label === target.letter;
  return label === String(answerOf(target));
}

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

export type Game = {
  config: Config;
  seed: number;
  endsAt: number;
  target: Target;
  targets: number;
  fish: Fish[];
  spawned: number;
  sinceTarget: number;
  nextSpawnAt: number;
  /** The labels of the fish caught, in the bucket. */
  bucket: string[];
  misses: number;
  over: boolean;
};

const randomFor = (seed: number, kind: number, n: number) => seededRandom((seed ^ Math.imul(n + 1, 0x9e3779b1) ^ Math.imul(kind, 0x85ebca6b)) >>> 0);
const pick = <T>(items: readonly T[], r: number): T => items[Math.min(items.length - 1, Math.floor(r * items.length))]!;

/** A new target for the content, never the same as the one before. */
export function chooseTarget(content: Content, seed: number, n: number, previous?: Target, own?: readonly string[]): Target {
  const r = randomFor(seed, 1, n);
  // A teacher's own words: each in turn a target, never the same twice running.
  if (own?.length) return { kind: 'word', word: pick(own.filter((w) => previous?.kind !== 'word' || w !== previous.word), r()), pool: own };
  if (content === 'words') {
    const others = PATTERNS.filter((p) => previous?.kind !== 'pattern' || p !== previous.pattern);
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

/** What fish may carry for the content: the pattern's words, a to z, or 0 to 10. */
const labelsFor = (target: Target): readonly string[] =>
  target.kind === 'pattern' ? target.pattern.pool : target.kind === 'word' ? target.pool : target.kind === 'letter' ? LETTERS : NUMBERS;

/** A label that is not the target: for letters and numbers, half the time a look-alike or a near miss. */
function distractor(target: Target, taken: Set<string>, r: () => number): string | undefined {
  const near =
    target.kind === 'letter'
      ? [...(LOOK_ALIKES[target.letter] ?? '')]
      : target.kind === 'sum'
        ? [-2, -1, 1, 2].map((d) => answerOf(target) + d).filter((n) => n >= 0 && n <= 10).map(String)
        : [];
  const fresh = (labels: readonly string[]) => labels.filter((l) => !taken.has(l) && !matches(target, l));
  const pool = r() < 0.5 && fresh(near).length ? fresh(near) : fresh(labelsFor(target));
  return pool.length ? pick(pool, r()) : undefined;
}

export function startRound(config: Config, seed: number, now: number): Game {
  return {
    config,
    seed,
    endsAt: endOf(now, config.seconds, config.pace === 'relaxed'),
    target: chooseTarget(config.content, seed, 0, undefined, config.own),
    targets: 1,
    fish: [],
    spawned: 0,
    sinceTarget: 0,
    nextSpawnAt: now + FIRST_MS,
    bucket: [],
    misses: 0,
    over: false,
  };
}

/** Where a swimming fish's centre is at `now`, as a share of the ice's width. */
export const fishX = (fish: Fish, now: number): number => ENTER_X + (SPEED * (now - fish.bornAt)) / 1000;

/** The hole a fish is under at `now`, or null: between holes, or gone. */
export function holeOf(fish: Fish, now: number): number | null {
  if (now >= fish.goneAt || now < fish.bornAt) return null;
  if (fish.hole !== undefined) return fish.hole;
  const x = fishX(fish, now);
  const i = HOLE_X.findIndex((h) => Math.abs(x - h) <= UNDER);
  return i < 0 ? null : i;
}

/** The catchable fish under hole `hole` at `now` (a fish cast at wrongly swims on uncatchable). */
export const fishUnder = (game: Game, hole: number, now: number): Fish | undefined => game.fish.find((f) => !f.wrong && holeOf(f, now) === hole);

/** A target fish that can still be caught: waiting in a hole, or not yet past the last hole. */
const stillToCome = (game: Game, fish: Fish, now: number) =>
  !fish.wrong && now < fish.goneAt && matches(game.target, fish.label) && (fish.hole !== undefined || fishX(fish, now) <= HOLE_X[3] + UNDER);

/**
 * One fish: swimming in from the left, or (still mode) waiting in an empty hole. It carries a
 * target when the last FORCE_AFTER fish carried none and none is still to come, else with a 40%
 * chance; never a label already in the water.
 */
function spawn(game: Game, now: number): Game {
  const r = randomFor(game.seed, 2, game.spawned);
  let hole: number | undefined;
  if (game.config.still) {
    const taken = new Set(game.fish.filter((f) => now < f.goneAt).map((f) => f.hole));
    const empty = HOLE_X.map((_, i) => i).filter((i) => !taken.has(i));
    if (!empty.length) return game;
    hole = pick(empty, r());
  }
  const taken = new Set(game.fish.map((f) => f.label));
  const comingTarget = game.fish.some((f) => stillToCome(game, f, now));
  const wantTarget = (game.sinceTarget >= FORCE_AFTER && !comingTarget) || r() < TARGET_CHANCE;
  const targets = labelsFor(game.target).filter((l) => matches(game.target, l) && !taken.has(l));
  const label = wantTarget && targets.length ? pick(targets, r()) : distractor(game.target, taken, r);
  if (label === undefined) return game;
  const isTarget = matches(game.target, label) || comingTarget;
  // A relaxed round's fish wait twice as long.
  const life = game.config.still ? STILL_MS * (game.config.pace === 'relaxed' ? 2 : 1) : ((EXIT_X - ENTER_X) / SPEED) * 1000;
  const fish: Fish = { id: game.spawned, label, bornAt: now, goneAt: now + Math.round(life), ...(hole === undefined ? {} : { hole }) };
  return { ...game, fish: [...game.fish, fish], spawned: game.spawned + 1, sinceTarget: isTarget ? 0 : game.sinceTarget + 1 };
}

/** The wait before the next fish. */
const nextGap = (game: Game): number =>
  game.config.still ? STILL_GAP_MS : GAP_MS + Math.floor(randomFor(game.seed, 3, game.spawned)() * GAP_JITTER_MS);

/** Moves the round on to `now`: fish leave, new ones come on time, the timer ends the round. */
export function advance(game: Game, now: number): Game {
  if (game.over) return game;
  if (now >= game.endsAt) return { ...game, fish: [], over: true };
  let next = game.fish.some((f) => f.goneAt <= now) ? { ...game, fish: game.fish.filter((f) => f.goneAt > now) } : game;
  for (let guard = 0; next.nextSpawnAt <= now && guard < 50; guard++) {
    const at = next.nextSpawnAt;
    const room = !next.config.still || next.fish.filter((f) => f.goneAt > at).length < STILL_MAX;
    next = room ? spawn(next, at) : next;
    next = { ...next, nextSpawnAt: at + nextGap(next), fish: next.fish.filter((f) => f.goneAt > now) };
  }
  return next;
}

export type CastOutcome = 'caught' | 'wrong' | 'empty' | 'over';

/**
 * Casts into hole `hole` at `now`. The target fish under it is caught: into the bucket, and a new
 * target. Another fish is a wrong catch: a miss, and that fish swims on uncatchable. No fish
 * under the hole changes nothing. The fish are judged where they were at `seenAt` (the frame the
 * child saw; `now` unless given): a fish shown under the hole is caught even when it swam past
 * between that frame and the cast.
 */
export function cast(game: Game, hole: number, now: number, seenAt = now): { game: Game; outcome: CastOutcome; fish?: Fish } {
  if (game.over || now >= game.endsAt) return { game, outcome: 'over' };
  const fish = fishUnder(game, hole, seenAt);
  if (!fish) return { game, outcome: 'empty' };
  if (!matches(game.target, fish.label)) {
    const wrong = { ...fish, wrong: true };
    return { game: { ...game, fish: game.fish.map((f) => (f === fish ? wrong : f)), misses: game.misses + 1 }, outcome: 'wrong', fish: wrong };
  }
  // A relaxed round (no clock) ends with its tenth catch.
  const done = game.config.pace === 'relaxed' && game.bucket.length + 1 >= RELAXED_FINDS;
  return {
    game: {
      ...game,
      over: done,
      fish: done ? [] : game.fish.filter((f) => f !== fish),
      bucket: [...game.bucket, fish.label],
      target: chooseTarget(game.config.content, game.seed, game.targets, game.target, game.config.own),
      targets: game.targets + 1,
    },
    outcome: 'caught',
    fish,
  };
}

/** What the results report: fish caught, of every cast at a fish; a success with more catches than misses. */
export const resultScore = (game: Game) => ({ ...roundResult(game.bucket.length, game.misses), pace: game.config.pace });

export const PARTICLES = 150;

/** Which catchable fish is under each hole: the view draws again when this changes. */
const underKey = (game: Game, now: number): string => HOLE_X.map((_, h) => fishUnder(game, h, now)?.id ?? '-').join(',');

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

const round = roundReducer<Game>({ start: (game, seed, now) => startRound(game.config, seed, now), advance, finish: (game) => ({ ...game, fish: [], over: true }), drawn: underKey });

/**
 * Start, the clock's ticks (see `roundReducer`; drawn again also when a fish comes under a hole or
 * leaves it), a cast while playing (judged against the fish as last drawn, `state.at`, then the
 * round moves on to the cast's time), and the end of a cast's splash.
 */
export function iceFishersReducer(state: LakeRound, action: LakeAction): LakeRound {
  if (action.type === 'unsplash') return state.splash?.n === action.n ? { ...state, splash: undefined } : state;
  if (action.type !== 'cast') return round(state, action);
  if (state.phase !== 'playing') return state;
  const { hole, now } = action;
  const { game, outcome, fish } = cast(state.game, hole, now, state.at);
  return { ...state, game: advance(game, now), at: now, last: { outcome, hole, ...(fish && { fish }) }, splash: { hole, outcome, n: now } };
}
