import { RELAXED_FINDS, pick, randomFor } from '../tool-kit/timed-round/logic';
import { roundReducer, roundResult } from '../tool-kit/timed-round/rules';
import { patternById } from '../tool-kit/patterns';
import { HOLES, chooseTarget, startRound, type Config, type Game, type Mole, type Speed, type WhackAction, type WhackOutcome, type WhackRound, type Own, type Target } from './ready';
import { WORD_LIST_CHOICES } from './tool';

// What moves a round of Whack-a-mole on (ready.ts has what the field shows before Start, re-exported here): moles
// rising and hiding, whacks, and the view's reducer. Loaded with the first tap, key or focus in
// the tool (WhackAMole.tsx), never with its first screen.

/** The first screen's rules (ready.ts), so that every rule of the tool is here. */
export * from './ready';

export const matches = (target: Target, word: string): boolean =>
  target.kind === 'word' ? word === target.word : target.kind === 'set' ? target.words.includes(word) : !!patternById(target.pattern.id)?.matches(word);

/** The words a round draws from: a teacher's words, the pattern's pool, or the list's words. */
export function poolOf(list: string, own?: Own): readonly string[] {
  return own?.words ?? patternById(list)?.pool ?? WORD_LIST_CHOICES.find((l) => l.id === list)?.words ?? [];
}

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

/** What the results report: hits, of all whacks tried (accuracy); a success with more hits than misses; and the pace played. */
export const resultScore = (game: Game) => ({ ...roundResult(game.hits, game.misses), pace: game.config.pace });

/** The confetti at the end of a round with a hit. */
export const PARTICLES = 150;
