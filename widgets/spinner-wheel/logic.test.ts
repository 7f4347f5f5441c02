import { describe, expect, it } from 'vitest';
import { readSetting } from '../tool-kit/declaration';
import { seededRandom } from '../tool-kit/random';
import { WORD_LISTS } from '../tool-kit/words';
import { SPIN_MS, easeOut, planSpin, segmentAt, turnAt, wheelReducer, type WheelAction } from './logic';
import { FILLS, TEXT_COLOUR, builtInSegments, fillOf, newWheel, wheelContent, type Wheel } from './segments';
import { SEGMENT_LIMITS, settings } from './tool';

const wordsOf = (n: number, length = 4) => Array.from({ length: n }, (_, i) => `${i}`.padStart(length, 'w'));

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Plays `action` and, for a spin, lets it run to its stop. */
function play(wheel: Wheel, action: WheelAction): Wheel {
  const spun = wheelReducer(wheel, action);
  return spun.spin ? wheelReducer(spun, { type: 'tick', now: spun.spin.at + spun.spin.ms }) : spun;
}

describe('what is on the wheel', () => {
  it('has a built-in list for every choice: 2 to 30 segments of up to 40 characters', () => {
    for (const list of settings.list.values) {
      const segments = builtInSegments(list);
      expect(segments.length, list).toBeGreaterThanOrEqual(SEGMENT_LIMITS.minItems);
      expect(segments.length, list).toBeLessThanOrEqual(SEGMENT_LIMITS.maxItems);
      for (const segment of segments) expect(segment.length).toBeLessThanOrEqual(SEGMENT_LIMITS.maxLength);
    }
    expect(builtInSegments('letters')).toHaveLength(26);
    expect(builtInSegments('numbers')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(builtInSegments('short-a')).toEqual(WORD_LISTS.find((l) => l.id === 'short-a')!.words);
    expect(settings.list.values).not.toContain('none');
  });

  it("spins a teacher's words: commas or new lines, trimmed", () => {
    expect(wheelContent('short-a', 'ship, shop ,\nchip')).toEqual({ segments: ['ship', 'shop', 'chip'] });
    expect(wheelContent('numbers', 'What rhymes with cat?,Say a word with sh')).toEqual({ segments: ['What rhymes with cat?', 'Say a word with sh'] });
    // No words: the built-in list, and nothing to say.
    expect(wheelContent('letters', undefined)).toEqual({ segments: builtInSegments('letters'), problem: undefined });
    expect(wheelContent('letters', '  ')).toEqual({ segments: builtInSegments('letters'), problem: undefined });
  });

  it('takes every limit to its edge: 2 to 30 items, each up to 40 characters', () => {
    expect(wheelContent('short-a', 'a,b').segments).toEqual(['a', 'b']);
    expect(wheelContent('short-a', wordsOf(30, 40).join(',')).segments).toHaveLength(30);
    // The setting's text holds a full list: 30 items of 40 characters with their commas.
    const full = wordsOf(30, 40).join(',');
    expect(readSetting(settings.words, full)).toBe(full);
    expect(settings.words.maxLength).toBe(30 * 41);
  });

  it('names what is wrong with a bad list and spins the built-in list instead', () => {
    const bad = (words: string) => wheelContent('sh-ch-th-wh', words);
    const builtIn = builtInSegments('sh-ch-th-wh');
    expect(bad(' ,, ').problem).toBe('The list needs at least 2 items. Playing the built-in words instead.');
    expect(bad('ship')).toEqual({ segments: builtIn, problem: 'The list needs at least 2 items. Playing the built-in words instead.' });
    expect(bad(wordsOf(31).join(','))).toEqual({ segments: builtIn, problem: 'The list has 31 items; up to 30 fit. Playing the built-in words instead.' });
    expect(bad(`ship,${'x'.repeat(41)}`)).toEqual({
      segments: builtIn,
      problem: `"${'x'.repeat(40)}…" is longer than 40 characters. Playing the built-in words instead.`,
    });
  });
});

describe('a fair spin', () => {
  it('over 100,000 seeded spins, every segment comes up as often as chance allows (chi-square, p > 0.001)', () => {
    // Critical values of chi-square at p = 0.001 for 6 and 29 degrees of freedom.
    for (const [count, critical] of [
      [7, 22.458],
      [30, 58.302],
    ] as const) {
      const random = seededRandom(20261125 + count);
      const seen = new Array<number>(count).fill(0);
      let wheel = newWheel(wordsOf(count), false);
      let elsewhere = 0;
      for (let n = 0; n < 100_000; n++) {
        wheel = play(wheel, { type: 'spin', now: n * 5000, random });
        // The pointer is over the segment the wheel reports.
        if (segmentAt(wheel.turn, count) !== wheel.chosen) elsewhere++;
        seen[wheel.chosen!]!++;
      }
      expect(elsewhere).toBe(0);
      const expected = 100_000 / count;
      const chiSquare = seen.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
      expect(chiSquare, `${count} segments: ${seen.join(' ')}`).toBeLessThan(critical);
      for (const observed of seen) expect(Math.abs(observed - expected) / expected).toBeLessThan(0.05);
    }
    // 200,000 spins: about a second, longer on a busy machine.
  }, 30_000);

  it('decides the pick first, from the first number of the random source', () => {
    for (let count = 2; count <= 30; count++) {
      for (const first of [0, 0.2, 0.5, 0.999999]) {
        const rest = seededRandom(count);
        let calls = 0;
        const spin = planSpin(0.3, count, 0, () => (calls++ === 0 ? first : rest()));
        expect(spin.pick).toBe(Math.floor(first * count));
      }
    }
  });

  it('lands the pointer on the pick for every count from 2 to 30, well inside the segment, after 4 to 5 whole turns in 3.2 to 4 s', () => {
    for (let count = 2; count <= 30; count++) {
      const random = seededRandom(count * 7919);
      let turn = 0;
      const wrong: string[] = [];
      for (let n = 0; n < 2000; n++) {
        const spin = planSpin(turn, count, 1000, random);
        // Never within 15% of a segment's edge: the pointer is plainly inside it.
        const within = (((-spin.to % 1) + 1) % 1) * count - spin.pick;
        const turns = spin.to - spin.from;
        if (
          segmentAt(spin.to, count) !== spin.pick ||
          within < 0.15 - 1e-9 ||
          within > 0.85 + 1e-9 ||
          turns < 4 ||
          turns >= 6 ||
          spin.ms < SPIN_MS.min ||
          spin.ms > SPIN_MS.min + SPIN_MS.spread ||
          // The last frame is where it stops.
          turnAt(spin, spin.at + spin.ms) !== spin.to
        )
          wrong.push(`${count} segments, spin ${n}: ${JSON.stringify(spin)}`);
        turn = spin.to % 1;
      }
      expect(wrong).toEqual([]);
    }
  }, 30_000);

  it('slows to a stop: always onward, fastest at first, still at the end', () => {
    const spin = planSpin(0, 12, 0, seededRandom(5));
    let last = turnAt(spin, 0);
    expect(last).toBe(spin.from);
    let lastStep = Infinity;
    for (let t = 100; t <= spin.ms; t += 100) {
      const now = turnAt(spin, t);
      expect(now).toBeGreaterThan(last);
      expect(now - last).toBeLessThan(lastStep);
      lastStep = now - last;
      last = now;
    }
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(turnAt(spin, spin.ms + 5000)).toBe(spin.to);
  });
});

describe('the wheel, step by step', () => {
  it('spins, keeps turning until its time is up, then stops on the pick and shows it', () => {
    const wheel = newWheel(['ship', 'shop', 'chip'], false);
    const spun = wheelReducer(wheel, { type: 'spin', now: 1000, random: seededRandom(1) });
    expect(spun.spin).not.toBeNull();
    expect(spun.result).toBeNull();
    // A second spin while spinning changes nothing, nor do Shuffle and Take it off.
    expect(wheelReducer(spun, { type: 'spin', now: 1100, random: Math.random })).toBe(spun);
    expect(wheelReducer(spun, { type: 'shuffle', random: Math.random })).toBe(spun);
    expect(wheelReducer(spun, { type: 'takeOff' })).toBe(spun);
    expect(wheelReducer(spun, { type: 'tick', now: 1000 + spun.spin!.ms - 1 })).toBe(spun);
    const stopped = wheelReducer(spun, { type: 'tick', now: 1000 + spun.spin!.ms });
    expect(stopped.spin).toBeNull();
    expect(stopped.chosen).toBe(spun.spin!.pick);
    expect(stopped.result).toBe(wheel.segments[spun.spin!.pick]);
    expect(stopped.turn).toBeGreaterThanOrEqual(0);
    expect(stopped.turn).toBeLessThan(1);
    expect(segmentAt(stopped.turn, 3)).toBe(stopped.chosen);
    // Kept: the same three next time.
    const again = wheelReducer(stopped, { type: 'spin', now: 9000, random: seededRandom(2) });
    expect(again.segments).toEqual(['ship', 'shop', 'chip']);
    expect(again.spin!.from).toBe(stopped.turn);
  });

  it('under reduced motion picks at once, with the same fairness rule', () => {
    const random = seededRandom(9);
    const wheel = wheelReducer(newWheel(['a', 'b', 'c', 'd'], false), { type: 'spin', now: 0, random, still: true });
    expect(wheel.spin).toBeNull();
    expect(segmentAt(wheel.turn, 4)).toBe(wheel.chosen);
    expect(wheel.result).toBe(['a', 'b', 'c', 'd'][wheel.chosen!]);
  });

  it('takes the chosen segment off with the button; an emptied wheel is over until Reset', () => {
    let wheel = newWheel(['ship', 'shop'], false);
    wheel = play(wheel, { type: 'spin', now: 0, random: seededRandom(3) });
    const first = wheel.result!;
    wheel = wheelReducer(wheel, { type: 'takeOff' });
    expect(wheel.segments).toEqual(['ship', 'shop'].filter((w) => w !== first));
    expect(wheel.chosen).toBeNull();
    expect(wheel.result).toBe(first);
    // Nothing chosen: nothing to take off.
    expect(wheelReducer(wheel, { type: 'takeOff' })).toBe(wheel);
    wheel = play(wheel, { type: 'spin', now: 10_000, random: seededRandom(4) });
    expect(wheel.result).not.toBe(first);
    wheel = wheelReducer(wheel, { type: 'takeOff' });
    expect(wheel.empty).toBe(true);
    expect(wheelReducer(wheel, { type: 'spin', now: 20_000, random: Math.random })).toBe(wheel);
    const reset = wheelReducer(wheel, { type: 'reset' });
    expect(reset).toEqual(newWheel(['ship', 'shop'], false));
  });

  it('with after="remove", takes each chosen segment off at the next spin, the last at once: every segment once', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    const random = seededRandom(11);
    let wheel = newWheel(items, true);
    const chosen: string[] = [];
    for (let n = 0; n < items.length; n++) {
      // The one chosen last is still on the wheel.
      expect(wheel.segments).toHaveLength(items.length - n + (n > 0 ? 1 : 0));
      wheel = play(wheel, { type: 'spin', now: n * 10_000, random });
      chosen.push(wheel.result!);
      // Still on the wheel, outlined, until the next spin (the last one comes off at once).
      if (n < items.length - 1) expect(wheel.segments[wheel.chosen!]).toBe(wheel.result);
    }
    expect(wheel.result).toBe(chosen.at(-1));
    expect([...chosen].sort()).toEqual(items);
    expect(wheel.segments).toEqual([]);
    expect(wheel.empty).toBe(true);
  });

  it('shuffles the segments into another order, all still there', () => {
    const items = builtInSegments('letters');
    const shuffled = wheelReducer(newWheel(items, false), { type: 'shuffle', random: seededRandom(8) });
    expect(shuffled.segments).not.toEqual(items);
    expect([...shuffled.segments].sort()).toEqual(items);
    expect(wheelReducer(shuffled, { type: 'reset' }).segments).toEqual(items);
  });
});

describe('colours', () => {
  it('every segment fill keeps its text at 4.5:1 or more', () => {
    for (const fill of FILLS) expect(contrast(fill, TEXT_COLOUR), fill).toBeGreaterThanOrEqual(4.5);
    // The helper measures as WCAG does.
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('no two neighbouring segments share a fill, for every count from 2 to 30 (the last and the first too)', () => {
    for (let count = 2; count <= 30; count++) {
      for (let i = 0; i < count; i++) {
        expect(fillOf(i, count), `${i} of ${count}`).not.toBe(fillOf((i + 1) % count, count));
        expect(FILLS).toContain(fillOf(i, count));
      }
    }
  });
});
