import { describe, expect, it } from 'vitest';
import { PATTERNS, patternById } from '../tool-kit/patterns';
import { WORD_LISTS } from '../tool-kit/words';
import { advance, FORCE_AFTER, gapMs, holeForKey, HOLES, matches, MAX_UP, poolOf, readyField, resultScore, secondsLeft, spawn, startRound, streakFactor, targetText, upMs, whack, whackAMoleReducer, WHACKED_MS, type Config, type Game, type WhackAction, type WhackRound } from './logic';
import { readOwn } from './own';
import { readSetting } from '../tool-kit/declaration';
import { settings } from './tool';

const roundSecondsOf = (value: unknown) => readSetting(settings.time, value);
const speedOf = (value: unknown) => readSetting(settings.speed, value);
const listOf = (value: unknown) => readSetting(settings.list, value);

const config = (list = 'sh-ch-th-wh', seconds: Config['seconds'] = 60, speed: Config['speed'] = 'medium', pace: Config['pace'] = 'timed'): Config => ({ list, seconds, speed, pace });

describe('settings', () => {
  it('keys 1-9 are the holes like a phone keypad, 1 top-left, 9 bottom-right; other keys none', () => {
    expect(['1', '2', '3', '4', '5', '6', '7', '8', '9'].map(holeForKey)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(['0', 'a', 'Enter', '10', ''].map(holeForKey)).toEqual([null, null, null, null, null]);
  });

  it('round time 30, 60 or 90 s (60 otherwise); speed slow, medium or fast (medium otherwise)', () => {
    expect([30, '90', '60', '45', undefined].map(roundSecondsOf)).toEqual([30, 90, 60, 60, 60]);
    expect(['slow', 'fast', 'medium', 'warp', undefined].map(speedOf)).toEqual(['slow', 'fast', 'medium', 'medium', 'medium']);
  });

  it('lists: every Letter Tiles word list but none, and patterns; anything else is sh, ch, th, wh', () => {
    expect(listOf('short-a')).toBe('short-a');
    expect(listOf('level-6')).toBe('level-6');
    expect(listOf('with-sh')).toBe('with-sh');
    expect(listOf('with-short-e')).toBe('with-short-e');
    expect(listOf('none')).toBe('sh-ch-th-wh');
    expect(listOf('with-xyz')).toBe('sh-ch-th-wh');
    expect(poolOf('short-a')).toEqual(WORD_LISTS.find((l) => l.id === 'short-a')!.words);
  });
});

describe('targets', () => {
  it('a word matches only itself', () => {
    const target = { kind: 'word', word: 'ship' } as const;
    expect(matches(target, 'ship')).toBe(true);
    expect(['shop', 'ships', 'whip'].some((w) => matches(target, w))).toBe(false);
    expect(targetText(target)).toBe('ship');
  });

  it('a spelling pattern matches the words that hold its letters', () => {
    const sh = { kind: 'pattern', pattern: patternById('with-sh')! } as const;
    expect(['ship', 'fish', 'dish', 'fishing', 'wishes', 'shed'].every((w) => matches(sh, w))).toBe(true);
    expect(['chin', 'thin', 'whip', 'sun', 'hs'].some((w) => matches(sh, w))).toBe(false);
    expect(targetText(sh)).toBe('words with sh');
    const ing = { kind: 'pattern', pattern: patternById('with-ing')! } as const;
    expect(['king', 'thing', 'singing'].every((w) => matches(ing, w))).toBe(true);
    expect(['bang', 'long', 'pink'].some((w) => matches(ing, w))).toBe(false);
  });

  it('a short vowel matches the words of its list, and is drawn among the five short-vowel lists', () => {
    const a = { kind: 'pattern', pattern: patternById('with-short-a')! } as const;
    expect(targetText(a)).toBe('words with short a');
    expect(['cat', 'map', 'dad'].every((w) => matches(a, w))).toBe(true);
    expect(['pig', 'fox', 'bus', 'bed'].some((w) => matches(a, w))).toBe(false);
    expect(patternById('with-short-a')!.pool).toHaveLength(5 * 14 - 1);
    for (const word of patternById('with-short-a')!.pool) expect(PATTERNS.filter((p) => p.id.startsWith('with-short') && p.matches(word))).toHaveLength(1);
  });

  it('every pattern has words that match and words that do not in its pool', () => {
    for (const pattern of PATTERNS) {
      expect(pattern.pool.filter((w) => pattern.matches(w)).length, pattern.id).toBeGreaterThanOrEqual(3);
      expect(pattern.pool.filter((w) => !pattern.matches(w)).length, pattern.id).toBeGreaterThanOrEqual(10);
    }
  });
});

describe('speed', () => {
  it('rises 10% with each hit of the streak, up to 1.8 times after 8', () => {
    expect([0, 1, 4, 8, 9, 20].map(streakFactor)).toEqual([1, 1.1, 1.4, 1.8, 1.8, 1.8]);
    expect(upMs('medium', 0)).toBe(2300);
    expect(upMs('medium', 5)).toBe(Math.round(2300 / 1.5));
    expect(gapMs('medium', 0)).toBe(1000);
    expect(gapMs('medium', 8)).toBe(Math.round(1000 / 1.8));
    expect(upMs('slow', 0)).toBeGreaterThan(upMs('medium', 0));
    expect(upMs('medium', 0)).toBeGreaterThan(upMs('fast', 0));
    expect(gapMs('slow', 3)).toBeGreaterThan(gapMs('fast', 3));
  });

  it('a mole rising after hits stays up for less time', () => {
    let game = advance(startRound(config('with-sh'), 5, 0), 500);
    const first = game.moles[0]!;
    expect(first.downAt - first.upAt).toBe(upMs('medium', 0));
    game = { ...game, streak: 5 };
    game = spawn(game, 600);
    const later = game.moles.at(-1)!;
    expect(later.downAt - later.upAt).toBe(upMs('medium', 5));
  });
});

/** Plays a round to its end without whacking; returns every mole that rose, with the target at its rise. */
function watch(seed: number, list: string, whackTargets = false) {
  let game = startRound(config(list, 90, 'fast'), seed, 0);
  const risen: { word: string; target: boolean; targetUp: boolean }[] = [];
  let overlaps = 0;
  for (let now = 0; now <= 90_000; now += 100) {
    const before = game;
    game = advance(game, now);
    for (const mole of game.moles.filter((m) => !before.moles.some((b) => b.id === m.id))) {
      const targetUp = before.moles.some((m) => !m.whacked && m.downAt > now && matches(game.target, m.word));
      risen.push({ word: mole.word, target: matches(game.target, mole.word), targetUp });
    }
    const up = game.moles.filter((m) => !m.whacked).length;
    if (up > MAX_UP || new Set(game.moles.map((m) => m.hole)).size < game.moles.length || new Set(game.moles.map((m) => m.word)).size < game.moles.length) overlaps++;
    if (whackTargets) {
      const target = game.moles.find((m) => !m.whacked && matches(game.target, m.word) && now - m.upAt >= 400);
      if (target) game = whack(game, target.hole, now).game;
    }
  }
  // Never more than MAX_UP up, never two moles in a hole, never one word twice at once.
  expect(overlaps).toBe(0);
  return { risen, game };
}

describe('spawn fairness', () => {
  it('over 40 seeds and five lists, a target rises at least every third mole unless one is up', () => {
    for (const list of ['sh-ch-th-wh', 'level-6', 'with-sh', 'with-unk', 'with-short-o']) {
      for (let seed = 1; seed <= 8; seed++) {
        const { risen } = watch(seed * 7919, list, seed % 2 === 0);
        expect(risen.length).toBeGreaterThan(50);
        let without = 0;
        for (const mole of risen) {
          without = mole.target || mole.targetUp ? 0 : without + 1;
          expect(without, `${list} seed ${seed}`).toBeLessThanOrEqual(FORCE_AFTER);
        }
        // A word list has one target word, so while it is up the others are not targets.
        const share = risen.filter((m) => m.target).length / risen.length;
        expect(share).toBeGreaterThan(list.startsWith('with-') ? 0.3 : 0.2);
        expect(share).toBeLessThan(0.75);
      }
    }
  });

  it('the same seed replays the same round; another seed another one', () => {
    const a = watch(42, 'with-sh').risen.map((m) => m.word);
    expect(watch(42, 'with-sh').risen.map((m) => m.word)).toEqual(a);
    expect(watch(43, 'with-sh').risen.map((m) => m.word)).not.toEqual(a);
  });

  it('moles rise in every hole over a round', () => {
    let game = startRound(config('with-sh', 90), 9, 0);
    const holes = new Set<number>();
    for (let now = 0; now < 90_000; now += 100) {
      game = advance(game, now);
      game.moles.forEach((m) => holes.add(m.hole));
    }
    expect(holes.size).toBe(HOLES);
  });
});

describe('whacking', () => {
  const withMoles = (game: Game, moles: { hole: number; word: string }[]): Game => ({
    ...game,
    moles: moles.map((m, i) => ({ id: 100 + i, ...m, upAt: 0, downAt: 5000 })),
    nextSpawnAt: 60_000,
  });

  it('a target mole: hit, score and streak up; a word list moves on to another word', () => {
    let game = startRound(config('sh-ch-th-wh'), 3, 0);
    const word = (game.target as { word: string }).word;
    game = withMoles(game, [{ hole: 4, word }, { hole: 0, word: word === 'thin' ? 'chin' : 'thin' }]);
    const { game: after, outcome, mole } = whack(game, 4, 1000);
    expect(outcome).toBe('hit');
    expect(mole).toMatchObject({ word, whacked: 'hit', downAt: 1000 + WHACKED_MS });
    expect([after.hits, after.misses, after.streak, after.bestStreak]).toEqual([1, 0, 1, 1]);
    expect(after.target.kind === 'word' && after.target.word).not.toBe(word);
    // Whacked once: the same hole again is empty; it hides after WHACKED_MS.
    expect(whack(after, 4, 1100).outcome).toBe('empty');
    expect(advance(after, 1000 + WHACKED_MS).moles.map((m) => m.hole)).toEqual([0]);
  });

  it('another mole: miss, the streak ends; an empty hole changes nothing', () => {
    let game = startRound(config('with-sh'), 3, 0);
    game = { ...withMoles(game, [{ hole: 2, word: 'chin' }, { hole: 6, word: 'fish' }]), streak: 4, bestStreak: 4 };
    const missed = whack(game, 2, 100);
    expect(missed.outcome).toBe('miss');
    expect([missed.game.hits, missed.game.misses, missed.game.streak, missed.game.bestStreak]).toEqual([0, 1, 0, 4]);
    expect(missed.game.target).toBe(game.target);
    const empty = whack(missed.game, 8, 100);
    expect(empty.outcome).toBe('empty');
    expect(empty.game).toBe(missed.game);
    expect(whack(missed.game, 6, 200).outcome).toBe('hit');
  });

  it('the timer ends the round at its time: moles gone, whacks ignored; the result counts hits of all whacks', () => {
    let game = startRound(config('with-sh', 30), 11, 1000);
    game = withMoles(game, [{ hole: 1, word: 'fish' }, { hole: 3, word: 'chop' }, { hole: 5, word: 'shop' }]);
    game = whack(game, 1, 2000).game;
    game = whack(game, 3, 2000).game;
    game = whack(game, 5, 2100).game;
    expect(secondsLeft(game, 1000)).toBe(30);
    expect(secondsLeft(game, 30_500)).toBe(1);
    expect(advance(game, 30_999).over).toBe(false);
    const over = advance(game, 31_000);
    expect(over.over).toBe(true);
    expect(over.moles).toEqual([]);
    expect(secondsLeft(over, 31_000)).toBe(0);
    expect(whack(over, 1, 31_000).outcome).toBe('over');
    expect(resultScore(over)).toEqual({ score: 2, max: 3, success: true, pace: 'timed' });
  });

  it('relaxed: no clock, moles stay up 6 s and never speed up, the tenth find ends the round; Finish ends it too; the result says relaxed', () => {
    let game = startRound(config('with-sh', 30, 'fast', 'relaxed'), 5, 0);
    expect(game.endsAt).toBe(Infinity);
    expect(advance(game, 3_600_000).over).toBe(false);
    for (let i = 0; i < 9; i++) game = whack(withMoles({ ...game, streak: 8 }, [{ hole: 1, word: 'fish' }]), 1, 1000 + i).game;
    expect(game.hits).toBe(9);
    game = withMoles(game, [{ hole: 2, word: 'chop' }]);
    game = whack(game, 2, 2000).game;
    // A mole rising now stays up twice as long as at slow speed, streak or not.
    const risen = spawn({ ...game, moles: [] }, 5000);
    expect(risen.moles[0]!.downAt - 5000).toBe(6000);
    game = whack(withMoles(game, [{ hole: 4, word: 'shop' }]), 4, 3000).game;
    expect(game.over).toBe(true);
    expect(game.moles).toEqual([]);
    expect(resultScore(game)).toEqual({ score: 10, max: 11, success: true, pace: 'relaxed' });
    // Finish ends a relaxed round at once, in the view's state.
    let state = whackAMoleReducer(readyField(config('with-sh', 30, 'medium', 'relaxed'), 9), { type: 'start', seed: 1, now: 0 });
    state = whackAMoleReducer(state, { type: 'tick', now: 600_000 });
    expect(state.phase).toBe('playing');
    state = whackAMoleReducer(state, { type: 'finish', now: 600_100 });
    expect(state).toMatchObject({ phase: 'over', game: { over: true, moles: [] } });
  });

  it('a player who whacks every target scores many hits and sees the moles speed up', () => {
    const { game } = watch(77, 'with-sh', true);
    expect(game.over).toBe(true);
    expect(game.hits).toBeGreaterThan(20);
    expect(game.misses).toBe(0);
    expect(game.bestStreak).toBe(game.hits);
  });
});

describe('the view state (whackAMoleReducer)', () => {
  const run = (state: WhackRound, ...actions: WhackAction[]) => actions.reduce(whackAMoleReducer, state);
  /** Ticks every 100 ms from `from` to `to`, as the view's clock does. */
  const ticks = (from: number, to: number): WhackAction[] => Array.from({ length: Math.floor((to - from) / 100) + 1 }, (_, i) => ({ type: 'tick', now: from + i * 100 }));

  it('ready: the prompt shows the round Start plays; whacks and ticks change nothing', () => {
    const ready = readyField(config('sh-ch-th-wh', 30), 21);
    expect(ready).toMatchObject({ phase: 'ready', at: 0 });
    expect(secondsLeft(ready.game, ready.at)).toBe(30);
    expect(run(ready, { type: 'tick', now: 5000 }, { type: 'whack', hole: 0, now: 5000 })).toBe(ready);
    const playing = run(ready, { type: 'start', seed: 99, now: 10_000 });
    expect(playing).toMatchObject({ phase: 'playing', at: 10_000 });
    expect(playing.game.seed).toBe(21);
    expect(playing.game.target).toEqual(ready.game.target);
    expect(playing.game.endsAt).toBe(40_000);
  });

  it('a tick draws again only when a mole moves or the clock shows another second', () => {
    const playing = run(readyField(config('with-sh'), 5), { type: 'start', seed: 1, now: 0 });
    const quiet = run(playing, { type: 'tick', now: 100 });
    expect(quiet).toBe(playing);
    const risen = run(quiet, ...ticks(200, 500));
    expect(risen.game.moles).toHaveLength(1);
    expect(risen.at).toBe(500);
    expect(run(risen, { type: 'tick', now: 600 })).toBe(risen);
    // The clock turns from 60 to 59 at 1 s.
    expect(run(risen, ...ticks(600, 1000)).at).toBe(1000);
  });

  it('a whack: a hit, a miss or an empty hole, with what it did for the sound and the words', () => {
    let state = run(readyField(config('with-sh'), 5), { type: 'start', seed: 1, now: 0 });
    state = { ...state, game: { ...state.game, moles: [{ id: 1, hole: 4, word: 'fish', upAt: 0, downAt: 3000 }, { id: 2, hole: 0, word: 'chin', upAt: 0, downAt: 3000 }], nextSpawnAt: 60_000 } };
    state = run(state, { type: 'whack', hole: 4, now: 1000 });
    expect(state.last).toMatchObject({ outcome: 'hit', hole: 4, mole: { word: 'fish', whacked: 'hit' } });
    expect([state.game.hits, state.at]).toEqual([1, 1000]);
    state = run(state, { type: 'whack', hole: 0, now: 1100 });
    expect(state.last).toMatchObject({ outcome: 'miss', hole: 0, mole: { word: 'chin' } });
    state = run(state, { type: 'whack', hole: 8, now: 1200 });
    expect(state.last).toEqual({ outcome: 'empty', hole: 8 });
    expect(resultScore(state.game)).toEqual({ score: 1, max: 2, success: false, pace: 'timed' });
  });

  it('a mole drawn up counts when whacked just before it leaves, between two frames (the defect children hit)', () => {
    let state = run(readyField(config('with-sh'), 5), { type: 'start', seed: 1, now: 0 });
    state = { ...state, game: { ...state.game, moles: [{ id: 1, hole: 2, word: 'ship', upAt: 0, downAt: 2050 }], nextSpawnAt: 60_000 } };
    // The last frame, at 2000 ms, shows the mole; its time runs out at 2050, and the next frame is at 2100.
    state = run(state, { type: 'tick', now: 2000 });
    expect(state.game.moles.map((m) => m.hole)).toEqual([2]);
    const tapped = run(state, { type: 'whack', hole: 2, now: 2080 });
    expect(tapped.last).toMatchObject({ outcome: 'hit', mole: { word: 'ship', whacked: 'hit', downAt: 2080 + WHACKED_MS } });
    expect(tapped.game.hits).toBe(1);
    // It shows the hit for WHACKED_MS from the tap, then hides.
    expect(run(tapped, { type: 'tick', now: 2100 }).game.moles).toHaveLength(1);
    expect(run(tapped, { type: 'tick', now: 2080 + WHACKED_MS }).game.moles).toEqual([]);
    // A mole that rises after the last frame is not seen yet: its hole is still empty to a tap.
    let rising = run(readyField(config('with-sh'), 5), { type: 'start', seed: 1, now: 0 }, { type: 'tick', now: 400 });
    expect(rising.game.moles).toEqual([]);
    rising = run(rising, { type: 'whack', hole: advance(rising.game, 500).moles[0]!.hole, now: 550 });
    expect(rising.last?.outcome).toBe('empty');
  });

  it('the time runs out: over on the tick at the end, and Play again plays a new seed', () => {
    let state = run(readyField(config('with-sh', 30), 5), { type: 'start', seed: 1, now: 0 }, ...ticks(100, 29_900));
    expect(state.phase).toBe('playing');
    state = run(state, { type: 'tick', now: 30_000 });
    expect(state).toMatchObject({ phase: 'over', at: 30_000, game: { over: true, moles: [] } });
    expect(secondsLeft(state.game, state.at)).toBe(0);
    expect(run(state, { type: 'whack', hole: 0, now: 30_100 })).toBe(state);
    const again = run(state, { type: 'start', seed: 77, now: 40_000 });
    expect(again).toMatchObject({ phase: 'playing', at: 40_000, game: { seed: 77, hits: 0, endsAt: 70_000 } });
  });
});

describe("a teacher's own words and targets (words, targets)", () => {
  const tail = ' Playing the built-in words instead.';
  it('reads the words and which are targets; every limit and a stray target are named', () => {
    expect(readOwn('ship, shop,chip,chin', 'ship,shop')).toEqual({ own: { words: ['ship', 'shop', 'chip', 'chin'], targets: ['ship', 'shop'] } });
    expect(readOwn('ship,chip', '')).toEqual({ own: { words: ['ship', 'chip'], targets: [] } });
    expect(readOwn('', '')).toEqual({});
    expect(readOwn('', 'ship').problem).toBe(`Targets need your words too.${tail}`);
    expect(readOwn('ship', '').problem).toBe(`The list needs at least 2 items.${tail}`);
    expect(readOwn(`ship,${'x'.repeat(21)}`, '').problem).toBe(`"${'x'.repeat(20)}…" is longer than 20 characters.${tail}`);
    expect(readOwn(Array.from({ length: 101 }, (_, i) => `w${i}`).join(','), '').problem).toBe(`The list has 101 items; up to 100 fit.${tail}`);
    expect(readOwn('ship,chip,ship', '').problem).toBe(`"ship" is in the list twice.${tail}`);
    expect(readOwn('ship,chip', 'shop').problem).toBe(`"shop" is a target but not one of your words.${tail}`);
    expect(readOwn('ship,chip', 'ship,chip').problem).toBe(`Every word is a target: leave at least one to miss.${tail}`);
  });

  it('moles carry only the own words; any target scores, the others are misses', () => {
    const own = { words: ['ship', 'shop', 'chip', 'chin'], targets: ['ship', 'shop'] };
    let game = startRound({ ...config(), own }, 4, 0);
    expect(targetText(game.target)).toBe('ship or shop');
    const seen = new Set<string>();
    for (let now = 0; now < 30_000; now += 100) {
      game = advance(game, now);
      for (const m of game.moles) seen.add(m.word);
    }
    expect([...seen].sort()).toEqual([...own.words].sort());
    game = startRound({ ...config(), own }, 4, 0);
    game = { ...game, moles: [{ id: 1, hole: 0, word: 'shop', upAt: 0, downAt: 5000 }, { id: 2, hole: 1, word: 'chin', upAt: 0, downAt: 5000 }], nextSpawnAt: 60_000 };
    expect(whack(game, 0, 100).outcome).toBe('hit');
    expect(whack(game, 1, 100).outcome).toBe('miss');
    // Without targets, each word in turn.
    const turn = startRound({ ...config(), own: { words: own.words, targets: [] } }, 4, 0);
    expect(turn.target.kind === 'word' && own.words.includes(turn.target.word)).toBe(true);
  });
});
