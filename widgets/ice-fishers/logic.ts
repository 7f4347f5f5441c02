import { RELAXED_FINDS, pick, randomFor } from '../tool-kit/timed-round/logic';
import { roundReducer, roundResult } from '../tool-kit/timed-round/rules';
import { patternById } from '../tool-kit/patterns';
import {
  HOLE_X,
  LETTERS,
  answerOf,
  catchesFor,
  chooseTarget,
  startRound,
  type CastOutcome,
  type Fish,
  type Game,
  type LakeAction,
  type LakeRound,
  type Target,
} from './ready';

// What moves a round of Ice Fishers on (ready.ts has what the lake shows before Start, re-exported here): fish
// coming, swimming and leaving, casts, and the view's reducer. Loaded with the first tap, key or
// focus in the tool (IceFishers.tsx), never with its first screen.

/** The first screen's rules (ready.ts), so that every rule of the tool is here. */
export * from './ready';

export function matches(target: Target, label: string): boolean {
  if (target.kind === 'pattern') return !!patternById(target.pattern.id)?.matches(label);
  if (target.kind === 'word') return label === target.word;
  if (target.kind === 'letter') return label === target.letter;
  return label === String(answerOf(target));
}

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
/** Letters children mix up with each letter: the likelier distractors. */
const LOOK_ALIKES: Record<string, string> = { b: 'dpq', d: 'bpq', p: 'bdq', q: 'bdp', m: 'nw', n: 'mu', u: 'nv', w: 'mv', v: 'uw', i: 'jl', j: 'ig', l: 'it', f: 't', t: 'f', g: 'qj', a: 'o', o: 'ae', e: 'c', c: 'e', h: 'n', s: 'z', z: 's' };
const NUMBERS = Array.from({ length: 11 }, (_, i) => String(i));

/** What fish may carry for the content: the pattern's words, a to z, or 0 to 10. */
const labelsFor = (target: Target): readonly string[] =>
  target.kind === 'pattern' ? (patternById(target.pattern.id)?.pool ?? []) : target.kind === 'word' ? target.pool : target.kind === 'letter' ? LETTERS : NUMBERS;

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
  const matching = labelsFor(game.target).filter((l) => matches(game.target, l) && !taken.has(l));
  // A sound pattern's target stays for several words: those not caught yet come first.
  const fresh = matching.filter((l) => !game.caughtWith.includes(l));
  const targets = fresh.length ? fresh : matching;
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

/**
 * Casts into hole `hole` at `now`. The target fish under it is caught: into the bucket; the target
 * stays until its catches are in (`catchesFor`), then a new one comes. Another fish is a wrong catch: a miss, and that fish swims on uncatchable. No fish
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
  const caughtWith = [...game.caughtWith, fish.label];
  const stays = caughtWith.length < catchesFor(game.target);
  return {
    game: {
      ...game,
      over: done,
      fish: done ? [] : game.fish.filter((f) => f !== fish),
      bucket: [...game.bucket, fish.label],
      ...(stays
        ? { caughtWith }
        : { target: chooseTarget(game.config.content, game.seed, game.targets, game.target, game.config.own), targets: game.targets + 1, caughtWith: [] }),
    },
    outcome: 'caught',
    fish,
  };
}

/** Which catchable fish is under each hole: the view draws again when this changes. */
const underKey = (game: Game, now: number): string => HOLE_X.map((_, h) => fishUnder(game, h, now)?.id ?? '-').join(',');

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

/** What the results report: fish caught, of every cast at a fish; a success with more catches than misses. */
export const resultScore = (game: Game) => ({ ...roundResult(game.bucket.length, game.misses), pace: game.config.pace });

/** The confetti at the end of a round with a catch. */
export const PARTICLES = 150;
