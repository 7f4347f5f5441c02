import { describe, expect, it } from 'vitest';
import { patternById } from '../tool-kit/patterns';
import { advance, answerOf, cast, CATCHES_PER_TARGET, chooseTarget, ENTER_X, fishUnder, fishX, FORCE_AFTER, HOLE_X, holeOf, iceFishersReducer, matches, readyLake, resultScore, SPEED, spokenText, startRound, STILL_MS, targetText, UNDER, type Config, type Content, type Fish, type Game, type LakeAction, type LakeRound } from './logic';
import { readOwnWords } from './own';
import { readSetting } from '../tool-kit/declaration';
import { settings } from './tool';

const contentOf = (value: unknown) => readSetting(settings.content, value);

const config = (content: Content = 'words', still = false, pace: Config['pace'] = 'timed'): Config => ({ content, seconds: 60, still, pace });

describe('targets', () => {
  it('content words, letters or numbers (words otherwise)', () => {
    expect(['words', 'letters', 'numbers', 'fish', undefined].map(contentOf)).toEqual(['words', 'letters', 'numbers', 'words', 'words']);
  });

  it('a sound pattern from the word lists matches the words that have it', () => {
    const sh = { kind: 'pattern', pattern: patternById('with-sh')! } as const;
    expect(['ship', 'fish', 'fishing'].every((w) => matches(sh, w))).toBe(true);
    expect(['chin', 'thin'].some((w) => matches(sh, w))).toBe(false);
    expect(targetText(sh)).toBe('words with sh');
    expect(spokenText(sh)).toBe('Catch words with sh');
  });

  it('a letter matches only itself', () => {
    const b = { kind: 'letter', letter: 'b' } as const;
    expect(matches(b, 'b')).toBe(true);
    expect(['d', 'p', 'q', 'B'].some((l) => matches(b, l))).toBe(false);
    expect(targetText(b)).toBe('the letter b');
  });

  it('a number fact matches its answer', () => {
    const plus = { kind: 'sum', a: 3, b: 4, op: '+' } as const;
    const minus = { kind: 'sum', a: 9, b: 2, op: '-' } as const;
    expect([answerOf(plus), answerOf(minus)]).toEqual([7, 7]);
    expect(matches(plus, '7') && matches(minus, '7')).toBe(true);
    expect(['6', '8', '34', '1'].some((n) => matches(plus, n))).toBe(false);
    expect([targetText(plus), targetText(minus)]).toEqual(['3 + 4', '9 - 2']);
    expect([spokenText(plus), spokenText(minus)]).toEqual(['Catch 3 plus 4', 'Catch 9 minus 2']);
  });

  it('number facts stay within 0 to 10, and a new target is never the one before', () => {
    for (const content of ['words', 'letters', 'numbers'] as const) {
      let previous = chooseTarget(content, 1, 0);
      for (let n = 1; n < 300; n++) {
        const next = chooseTarget(content, 99, n, previous);
        expect(targetText(next)).not.toBe(targetText(previous));
        if (next.kind === 'sum') {
          expect(answerOf(next)).toBeGreaterThanOrEqual(0);
          expect(answerOf(next)).toBeLessThanOrEqual(10);
          expect(answerOf(next)).not.toBe(answerOf(previous as typeof next));
        }
        previous = next;
      }
    }
  });
});

describe('swimming', () => {
  const fish: Fish = { id: 0, label: 'ship', bornAt: 1000, goneAt: 1000 + 14_118 };
  it('fish swim left to right at a steady speed and are under a hole near its centre only', () => {
    expect(fishX(fish, 1000)).toBeCloseTo(ENTER_X);
    expect(fishX(fish, 3000)).toBeCloseTo(ENTER_X + 2 * SPEED);
    const at = (x: number) => 1000 + ((x - ENTER_X) / SPEED) * 1000;
    for (const [i, h] of HOLE_X.entries()) {
      expect(holeOf(fish, at(h))).toBe(i);
      expect(holeOf(fish, at(h - UNDER + 0.001))).toBe(i);
      expect(holeOf(fish, at(h + UNDER + 0.001))).toBeNull();
    }
    expect(holeOf(fish, at(0.25))).toBeNull();
    expect(holeOf(fish, fish.goneAt)).toBeNull();
  });

  it('two fish are never under one hole at once, and every fish passes every hole', () => {
    for (let seed = 1; seed <= 10; seed++) {
      let game = startRound(config('letters'), seed * 131, 0);
      const passed = new Map<number, Set<number>>();
      for (let now = 0; now < 59_000; now += 100) {
        game = advance(game, now);
        for (let hole = 0; hole < HOLE_X.length; hole++) {
          const under = game.fish.filter((f) => holeOf(f, now) === hole);
          expect(under.length).toBeLessThanOrEqual(1);
          for (const f of under) passed.set(f.id, (passed.get(f.id) ?? new Set()).add(hole));
        }
      }
      // Fish born early enough to cross the whole ice passed under all four holes.
      const crossed = [...passed.entries()].filter(([id]) => id < 10);
      expect(crossed.length).toBeGreaterThan(5);
      for (const [, holes] of crossed) expect(holes.size).toBe(4);
    }
  });

  it('still mode: a fish waits in an empty hole for 3.5 s without moving; at most two at once', () => {
    let game = startRound(config('numbers', true), 7, 0);
    for (let now = 0; now < 30_000; now += 100) {
      game = advance(game, now);
      const here = game.fish.filter((f) => now < f.goneAt);
      expect(here.length).toBeLessThanOrEqual(2);
      expect(new Set(here.map((f) => f.hole)).size).toBe(here.length);
      for (const f of here) {
        expect(f.hole).toBeGreaterThanOrEqual(0);
        expect(f.goneAt - f.bornAt).toBe(STILL_MS);
        expect(holeOf(f, now)).toBe(f.hole);
      }
    }
    expect(game.spawned).toBeGreaterThan(10);
  });
});

describe('spawn fairness', () => {
  it('over 30 seeds, each content, moving and still: a target fish at least every third fish unless one is to come', () => {
    for (const content of ['words', 'letters', 'numbers'] as const) {
      for (const still of [false, true]) {
        for (let seed = 1; seed <= 5; seed++) {
          let game = startRound({ content, seconds: 90, still, pace: 'timed' }, seed * 7919, 0);
          let without = 0;
          let targets = 0;
          let seen = 0;
          let caught = 0;
          for (let now = 0; now < 90_000; now += 100) {
            const before = game;
            game = advance(game, now);
            for (const f of game.fish.filter((f) => !before.fish.some((b) => b.id === f.id))) {
              seen++;
              const target = matches(game.target, f.label);
              const coming = before.fish.some((b) => !b.wrong && b.goneAt > now && matches(game.target, b.label) && (b.hole !== undefined || fishX(b, now) <= HOLE_X[3] + UNDER));
              if (target) targets++;
              without = target || coming ? 0 : without + 1;
              expect(without, `${content} ${still} seed ${seed}`).toBeLessThanOrEqual(FORCE_AFTER);
            }
            // The player catches every target that comes under a hole, so the target changes.
            for (let hole = 0; hole < 4; hole++) {
              const f = fishUnder(game, hole, now);
              if (f && matches(game.target, f.label) && now % 700 === 0) {
                game = cast(game, hole, now).game;
                caught++;
              }
            }
          }
          expect(seen).toBeGreaterThan(20);
          expect(caught).toBeGreaterThan(5);
          expect(targets / seen).toBeGreaterThan(0.3);
          expect(targets / seen).toBeLessThan(0.8);
        }
      }
    }
  });

  it('the same seed replays the same fish', () => {
    const labels = (seed: number) => {
      let game = startRound(config('words'), seed, 0);
      const all = new Set<string>();
      for (let now = 0; now < 30_000; now += 500) {
        game = advance(game, now);
        game.fish.forEach((f) => all.add(`${f.id}:${f.label}`));
      }
      return [...all];
    };
    expect(labels(5)).toEqual(labels(5));
    expect(labels(6)).not.toEqual(labels(5));
  });
});

describe('casting', () => {
  const at = (x: number, bornAt = 0) => bornAt + ((x - ENTER_X) / SPEED) * 1000;
  const withFish = (game: Game, fish: Omit<Fish, 'id' | 'goneAt'>[]): Game => ({
    ...game,
    fish: fish.map((f, i) => ({ id: 50 + i, goneAt: 100_000, ...f })),
    nextSpawnAt: 100_000,
  });

  it('the target fish under the hole is caught into the bucket; the target stays for three catches, then changes', () => {
    let game = startRound(config('letters'), 3, 0);
    const first = game.target;
    const letter = (first as { letter: string }).letter;
    const now = at(HOLE_X[1]);
    for (let n = 1; n <= CATCHES_PER_TARGET; n++) {
      const before = withFish(game, [{ label: letter, bornAt: 0 }]);
      expect(cast(before, 0, now).outcome).toBe('empty');
      const { game: after, outcome, fish } = cast(before, 1, now);
      expect(outcome).toBe('caught');
      expect(fish!.label).toBe(letter);
      expect(after.bucket).toHaveLength(n);
      expect(after.fish).toEqual([]);
      if (n < CATCHES_PER_TARGET) expect(after.target).toBe(first);
      else expect(targetText(after.target)).not.toBe(targetText(first));
      game = after;
    }
    expect(game.caughtWith).toEqual([]);
  });

  it("a sound pattern stays for three different words; a teacher's word for its one catch", () => {
    let game = startRound({ content: 'words', seconds: 90, still: false, pace: 'timed' }, 11, 0);
    const first = game.target;
    const words = new Set<string>();
    for (let now = 0; now < 90_000 && game.target === first; now += 100) {
      game = advance(game, now);
      for (let hole = 0; hole < 4; hole++) {
        const f = fishUnder(game, hole, now);
        if (f && matches(game.target, f.label)) {
          words.add(f.label);
          game = cast(game, hole, now).game;
        }
      }
    }
    expect(game.target).not.toBe(first);
    expect(words.size).toBe(CATCHES_PER_TARGET);
    let own = withFish(startRound({ ...config('words'), own: ['ship', 'shop', 'chip'] }, 3, 0), []);
    const word = (own.target as { word: string }).word;
    own = withFish(own, [{ label: word, bornAt: 0 }]);
    expect((cast(own, 1, at(HOLE_X[1])).game.target as { word: string }).word).not.toBe(word);
  });

  it('another fish is a miss; it swims on and cannot be caught; between holes nothing happens', () => {
    let game = startRound(config('numbers'), 3, 0);
    const wrong = String((answerOf(game.target as Extract<Game['target'], { kind: 'sum' }>) + 1) % 11);
    game = withFish(game, [{ label: wrong, bornAt: 0 }]);
    const now = at(HOLE_X[2]);
    const missed = cast(game, 2, now);
    expect(missed.outcome).toBe('wrong');
    expect(missed.game.misses).toBe(1);
    expect(missed.game.target).toBe(game.target);
    expect(cast(missed.game, 3, at(HOLE_X[3])).outcome).toBe('empty');
    expect(cast(game, 2, at(0.5)).outcome).toBe('empty');
  });

  it('the timer ends the round; the result counts catches of all casts at fish', () => {
    let game = startRound({ content: 'words', seconds: 30, still: true, pace: 'timed' }, 4, 0);
    const good = patternById((game.target as { pattern: { id: string } }).pattern.id)!.pool.find((w) => matches(game.target, w))!;
    game = withFish(game, [
      { label: good, bornAt: 0, hole: 0 },
      { label: 'zzz', bornAt: 0, hole: 3 },
    ]);
    game = cast(game, 0, 1000).game;
    game = cast(game, 3, 1000).game;
    expect(advance(game, 29_999).over).toBe(false);
    const over = advance(game, 30_000);
    expect(over.over).toBe(true);
    expect(cast(over, 0, 30_000).outcome).toBe('over');
    expect(resultScore(over)).toEqual({ score: 1, max: 2, success: false, pace: 'timed' });
  });
});

describe('relaxed (pace=relaxed)', () => {
  it('no clock: fish wait in the holes twice as long, the tenth catch ends the round, Finish ends it too; the result says relaxed', () => {
    let game = startRound(config('letters', true, 'relaxed'), 3, 0);
    expect(game.endsAt).toBe(Infinity);
    game = advance(game, 600);
    expect(game.fish[0]!.goneAt - game.fish[0]!.bornAt).toBe(STILL_MS * 2);
    expect(advance(game, 3_600_000).over).toBe(false);
    for (let i = 0; i < 10; i++) {
      const letter = (game.target as { letter: string }).letter;
      game = { ...game, fish: [{ id: 900 + i, label: letter, bornAt: 0, goneAt: Infinity, hole: 1 }], nextSpawnAt: Infinity };
      expect(game.over).toBe(false);
      game = cast(game, 1, 1000 + i).game;
    }
    expect(game.over).toBe(true);
    expect(game.fish).toEqual([]);
    expect(resultScore(game)).toEqual({ score: 10, max: 10, success: true, pace: 'relaxed' });
    let state = iceFishersReducer(readyLake(config('numbers', true, 'relaxed'), 2), { type: 'start', seed: 1, now: 0 });
    state = iceFishersReducer(state, { type: 'tick', now: 900_000 });
    expect(state.phase).toBe('playing');
    state = iceFishersReducer(state, { type: 'finish', now: 900_100 });
    expect(state).toMatchObject({ phase: 'over', game: { over: true, fish: [] } });
  });
});

describe('the view state (iceFishersReducer)', () => {
  const run = (state: LakeRound, ...actions: LakeAction[]) => actions.reduce(iceFishersReducer, state);
  const at = (x: number, bornAt = 0) => bornAt + ((x - ENTER_X) / SPEED) * 1000;
  const playing = (content: Content, fish: Omit<Fish, 'id' | 'goneAt'>[], now = 0): LakeRound => {
    const state = run(readyLake(config(content), 3), { type: 'start', seed: 1, now });
    return { ...state, game: { ...state.game, fish: fish.map((f, i) => ({ id: 50 + i, goneAt: 100_000, ...f })), nextSpawnAt: 100_000 } };
  };

  it('ready: Start plays the round the prompt showed; casts and ticks before it change nothing', () => {
    const ready = readyLake(config('letters'), 12);
    expect(ready).toMatchObject({ phase: 'ready', at: 0 });
    expect(run(ready, { type: 'cast', hole: 1, now: 500 }, { type: 'tick', now: 600 })).toBe(ready);
    const started = run(ready, { type: 'start', seed: 40, now: 1000 });
    expect(started).toMatchObject({ phase: 'playing', at: 1000, game: { seed: 12, endsAt: 61_000 } });
    expect(started.game.target).toEqual(ready.game.target);
  });

  it('a tick draws again when a fish comes under a hole or leaves it, or the clock second changes', () => {
    let state = playing('letters', [{ label: 'q', bornAt: 0 }]);
    const enters = at(HOLE_X[0] - UNDER);
    state = run(state, { type: 'tick', now: 100 });
    expect(state.at).toBe(0);
    state = run(state, { type: 'tick', now: Math.ceil(enters) });
    expect(state.at).toBe(Math.ceil(enters));
    expect(fishUnder(state.game, 0, state.at)?.label).toBe('q');
    expect(run(state, { type: 'tick', now: Math.ceil(enters) + 10 })).toBe(state);
  });

  it('a cast: caught, wrong or empty, with the splash in the hole until unsplash', () => {
    const target = readyLake(config('letters'), 3).game.target as { letter: string };
    const other = target.letter === 'q' ? 'x' : 'q';
    let state = playing('letters', [
      { label: target.letter, bornAt: 0, hole: 0 },
      { label: other, bornAt: 0, hole: 2 },
    ]);
    state = { ...state, game: { ...state.game, config: { ...state.game.config, still: true } } };
    state = run(state, { type: 'cast', hole: 0, now: 1000 });
    expect(state.last).toMatchObject({ outcome: 'caught', hole: 0, fish: { label: target.letter } });
    expect(state.splash).toEqual({ hole: 0, outcome: 'caught', n: 1000 });
    expect(state.game.bucket).toEqual([target.letter]);
    state = run(state, { type: 'cast', hole: 2, now: 1100 });
    expect(state.last).toMatchObject({ outcome: 'wrong', hole: 2, fish: { label: other, wrong: true } });
    state = run(state, { type: 'cast', hole: 3, now: 1200 });
    expect(state.last).toEqual({ outcome: 'empty', hole: 3 });
    // An older splash's end does not end the new one.
    expect(run(state, { type: 'unsplash', n: 1100 })).toBe(state);
    expect(run(state, { type: 'unsplash', n: 1200 }).splash).toBeUndefined();
    expect(resultScore(state.game)).toEqual({ score: 1, max: 2, success: false, pace: 'timed' });
  });

  it('a fish drawn under a hole is caught when the cast comes just after it swam past, between two frames (the defect children hit)', () => {
    const target = readyLake(config('letters'), 3).game.target as { letter: string };
    let state = playing('letters', [{ label: target.letter, bornAt: 0 }]);
    const leaves = at(HOLE_X[1] + UNDER);
    // The last frame shows the fish under hole 2 (40 ms before it leaves); the cast comes 30 ms after it left.
    state = run(state, { type: 'tick', now: Math.floor(leaves) - 40 });
    expect(fishUnder(state.game, 1, state.at)?.label).toBe(target.letter);
    expect(fishUnder(state.game, 1, Math.floor(leaves) + 30)).toBeUndefined();
    const cast = run(state, { type: 'cast', hole: 1, now: Math.floor(leaves) + 30 });
    expect(cast.last).toMatchObject({ outcome: 'caught', fish: { label: target.letter } });
    expect(cast.game.bucket).toEqual([target.letter]);
    // A fish that came under a hole after the last frame is not there yet to a cast.
    let early = playing('letters', [{ label: target.letter, bornAt: 0 }]);
    early = run(early, { type: 'tick', now: Math.floor(at(HOLE_X[0] - UNDER)) - 30 });
    expect(run(early, { type: 'cast', hole: 0, now: Math.ceil(at(HOLE_X[0] - UNDER)) + 10 }).last?.outcome).toBe('empty');
  });

  it('the time runs out on a tick; Play again plays a new seed', () => {
    let state = playing('numbers', []);
    state = run(state, { type: 'tick', now: 59_900 });
    expect(state.phase).toBe('playing');
    state = run(state, { type: 'tick', now: 60_000 });
    expect(state).toMatchObject({ phase: 'over', at: 60_000, game: { over: true, fish: [] } });
    expect(run(state, { type: 'cast', hole: 0, now: 60_100 })).toBe(state);
    expect(run(state, { type: 'start', seed: 5, now: 70_000 })).toMatchObject({ phase: 'playing', game: { seed: 5, bucket: [], endsAt: 130_000 } });
  });
});

describe("a teacher's own words (words)", () => {
  it('reads 2 to 100 words of up to 20 characters, none twice; a bad list says why', () => {
    expect(readOwnWords('ship, shop,chip')).toEqual({ words: ['ship', 'shop', 'chip'] });
    expect(readOwnWords('')).toEqual({ words: [] });
    expect(readOwnWords('ship').problem).toBe('The list needs at least 2 items. Playing the built-in words instead.');
    expect(readOwnWords(`ship,${'x'.repeat(21)}`).problem).toBe(`"${'x'.repeat(20)}…" is longer than 20 characters. Playing the built-in words instead.`);
    expect(readOwnWords(Array.from({ length: 101 }, (_, i) => `w${i}`).join(',')).problem).toBe('The list has 101 items; up to 100 fit. Playing the built-in words instead.');
    expect(readOwnWords('ship,chip,ship').problem).toBe('"ship" is in the list twice. Playing the built-in words instead.');
  });

  it('the fish carry only the own words; each in turn is the one to catch, never twice running', () => {
    const own = ['ship', 'shop', 'chip'];
    let game = startRound({ ...config('words'), own }, 8, 0);
    expect(game.target).toMatchObject({ kind: 'word' });
    const labels = new Set<string>();
    for (let now = 0; now < 60_000; now += 500) {
      game = advance(game, now);
      for (const f of game.fish) labels.add(f.label);
    }
    expect(game.spawned).toBeGreaterThan(10);
    expect([...labels].sort()).toEqual([...own].sort());
    let previous = chooseTarget('words', 1, 0, undefined, own);
    for (let n = 1; n < 50; n++) {
      const next = chooseTarget('words', 1, n, previous, own);
      expect(next.kind === 'word' && own.includes(next.word)).toBe(true);
      expect(next).not.toEqual(previous);
      previous = next;
    }
    expect(targetText({ kind: 'word', word: 'ship', pool: own })).toBe('ship');
    expect(matches({ kind: 'word', word: 'ship', pool: own }, 'ship')).toBe(true);
    expect(matches({ kind: 'word', word: 'ship', pool: own }, 'shop')).toBe(false);
  });
});
