import { describe, expect, it } from 'vitest';
import { readSetting } from '../declaration';
import { clockText, isRelaxed, roundStart, readyRound, roundTimeSetting, secondsLeft, type Round, type RoundAction } from './logic';
import { roundReducer, roundResult } from './rules';

const roundSecondsOf = (value: unknown) => readSetting(roundTimeSetting, value);

/** A toy game: a light that turns on at 1.5 s, 20 s rounds. */
type Toy = { seed: number; endsAt: number; over: boolean; startedAt: number; lit: boolean };
const startToy = (seed: number, now: number): Toy => ({ seed, endsAt: now + 20_000, over: false, startedAt: now, lit: false });
const advanceToy = (game: Toy, now: number): Toy => {
  if (now >= game.endsAt) return { ...game, over: true };
  const lit = now - game.startedAt >= 1500;
  return lit === game.lit ? game : { ...game, lit };
};
const finishToy = (game: Toy): Toy => ({ ...game, over: true });
const reduce = roundReducer<Toy>({ start: (_game, seed, now) => startToy(seed, now), advance: advanceToy, finish: finishToy });
const run = (round: Round<Toy>, ...actions: RoundAction[]) => actions.reduce((r, a) => reduce(r, a), round);

describe('the timed round', () => {
  it('round time 30, 60 or 90 s (60 otherwise); the clock as m:ss', () => {
    expect([30, '90', '60', '45', undefined].map(roundSecondsOf)).toEqual([30, 90, 60, 60, 60]);
    expect([90, 60, 59, 5, 0].map(clockText)).toEqual(['1:30', '1:00', '0:59', '0:05', '0:00']);
    expect([0, 1, 999, 1000, 19_999, 20_000, 25_000].map((now) => secondsLeft(startToy(1, 0), now))).toEqual([20, 20, 20, 19, 1, 0, 0]);
  });

  it('ready → playing: Start plays the game the ready prompt showed; ticks before Start change nothing', () => {
    const ready = readyRound(startToy(7, 0));
    expect(ready).toEqual({ phase: 'ready', game: startToy(7, 0), at: 0 });
    expect(run(ready, { type: 'tick', now: 3000 })).toBe(ready);
    const playing = run(ready, { type: 'start', seed: 8, now: 5000 });
    expect(playing).toEqual({ phase: 'playing', game: startToy(7, 5000), at: 5000 });
    // Start again while playing changes nothing.
    expect(run(playing, { type: 'start', seed: 9, now: 6000 })).toBe(playing);
  });

  it('a tick makes a new state (drawn again) only when the game or the clock second changes', () => {
    const playing = run(readyRound(startToy(1, 0)), { type: 'start', seed: 2, now: 0 });
    expect(run(playing, { type: 'tick', now: 100 }, { type: 'tick', now: 900 })).toBe(playing);
    const second = run(playing, { type: 'tick', now: 1000 });
    expect(second).toMatchObject({ phase: 'playing', at: 1000 });
    expect(second.game).toBe(playing.game);
    const lit = run(second, { type: 'tick', now: 1500 });
    expect(lit).toMatchObject({ at: 1500, game: { lit: true } });
    // A rule's own `drawn` counts as a change too.
    const byHalf = roundReducer<Toy>({ start: (_g, seed, now) => startToy(seed, now), advance: advanceToy, finish: finishToy, drawn: (_g, now) => String(Math.floor(now / 500)) });
    expect(byHalf(playing, { type: 'tick', now: 500 }).at).toBe(500);
  });

  it('playing → over when the game is; Play again plays a new seed', () => {
    let round = run(readyRound(startToy(1, 0)), { type: 'start', seed: 2, now: 0 }, { type: 'tick', now: 19_900 });
    expect(round.phase).toBe('playing');
    round = run(round, { type: 'tick', now: 20_000 });
    expect(round).toMatchObject({ phase: 'over', at: 20_000, game: { over: true } });
    expect(secondsLeft(round.game, round.at)).toBe(0);
    expect(run(round, { type: 'tick', now: 20_100 })).toBe(round);
    expect(run(round, { type: 'start', seed: 3, now: 30_000 })).toEqual({ phase: 'playing', game: startToy(3, 30_000), at: 30_000 });
  });

  it('a relaxed round has no clock: it never ends by time, only by Finish (or its own rules)', () => {
    const start = (pace: string) => roundStart({ seconds: 60, pace }, 7, 1000, 'sh', 300);
    expect(start('timed')).toEqual({ config: { seconds: 60, pace: 'timed' }, seed: 7, endsAt: 61_000, target: 'sh', targets: 1, spawned: 0, sinceTarget: 0, nextSpawnAt: 1300, misses: 0, over: false });
    expect(start('relaxed').endsAt).toBe(Infinity);
    const relaxedToy = (seed: number, now: number): Toy => ({ ...startToy(seed, now), endsAt: roundStart({ seconds: 20, pace: 'relaxed' }, seed, now, null, 0).endsAt });
    const relaxed = roundReducer<Toy>({ start: (_g, seed, now) => relaxedToy(seed, now), advance: advanceToy, finish: finishToy });
    let round = relaxed(readyRound(relaxedToy(1, 0)), { type: 'start', seed: 2, now: 0 });
    expect(isRelaxed(round.game)).toBe(true);
    expect(isRelaxed(startToy(1, 0))).toBe(false);
    round = relaxed(round, { type: 'tick', now: 3_600_000 });
    expect(round.phase).toBe('playing');
    round = relaxed(round, { type: 'finish', now: 3_600_500 });
    expect(round).toMatchObject({ phase: 'over', at: 3_600_500, game: { over: true } });
    // Finish before Start, or after the end, changes nothing.
    const ready = readyRound(relaxedToy(1, 0));
    expect(relaxed(ready, { type: 'finish', now: 5 })).toBe(ready);
    expect(relaxed(round, { type: 'finish', now: 3_700_000 })).toBe(round);
  });

  it('the result: hits of every try, a success with more hits than misses', () => {
    expect(roundResult(3, 1)).toEqual({ score: 3, max: 4, success: true });
    expect(roundResult(2, 2)).toEqual({ score: 2, max: 4, success: false });
    expect(roundResult(0, 0)).toEqual({ score: 0, max: 0, success: false });
  });
});
