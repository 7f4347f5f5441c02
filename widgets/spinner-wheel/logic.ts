// The rules of a spin, free of the DOM: a fair pick decided before the wheel moves, the turn that
// lands the pointer on it, and what the wheel holds after. Loaded with the tool's first
// interaction (play.tsx), so the first download leaves them out.
import type { Spin, Wheel } from './segments';
import { newWheel } from './segments';

/** How long a spin turns: about 3 to 4 seconds, slowing to a stop. */
export const SPIN_MS = { min: 3200, spread: 800 };
/** Whole turns before the last one. */
const TURNS = { min: 4, spread: 2 };

/** Slows to a stop: fast at first, no speed at the end. */
export const easeOut = (t: number) => 1 - (1 - t) ** 3;

const mod1 = (x: number) => ((x % 1) + 1) % 1;

/**
 * The segment under the pointer (at the top) when the wheel is turned by `turn`: segment `i`
 * covers `i/n` to `(i+1)/n` of a turn clockwise from the top when the wheel is at rest at 0.
 */
export const segmentAt = (turn: number, count: number) => Math.min(count - 1, Math.floor(mod1(-turn) * count));

/**
 * A spin of a wheel of `count` segments, now at `turn`: the pick comes first from the random
 * source (each segment equally likely), then where in it the pointer lands (never within 15% of
 * its edges), the whole turns and the time, so the wheel's turn ends on the pick.
 */
export function planSpin(turn: number, count: number, now: number, random: () => number): Spin {
  const pick = Math.min(count - 1, Math.floor(random() * count));
  const within = 0.15 + 0.7 * random();
  const turns = TURNS.min + Math.floor(random() * TURNS.spread);
  const ms = Math.round(SPIN_MS.min + random() * SPIN_MS.spread);
  const landing = (pick + within) / count;
  return { from: turn, to: turn + turns + mod1(-landing - turn), at: now, ms, pick };
}

/** The wheel's turn at `now` during a spin. */
export const turnAt = (spin: Spin, now: number) => spin.from + (spin.to - spin.from) * easeOut(Math.min(1, Math.max(0, (now - spin.at) / spin.ms)));

export type WheelAction =
  | { type: 'spin'; now: number; random: () => number; still?: boolean }
  | { type: 'tick'; now: number }
  | { type: 'takeOff' }
  | { type: 'shuffle'; random: () => number }
  | { type: 'reset' };

const without = (segments: readonly string[], index: number) => segments.filter((_, i) => i !== index);

/** The wheel after the last segment on it has been chosen and taken off. */
function takeOff(wheel: Wheel): Wheel {
  if (wheel.chosen === null) return wheel;
  const segments = without(wheel.segments, wheel.chosen);
  return { ...wheel, segments, chosen: null, empty: segments.length === 0 };
}

/** Where a spin ends: the pick under the pointer; the last segment of a removing wheel comes off at once. */
function stop(wheel: Wheel, spin: Spin): Wheel {
  const stopped = { ...wheel, spin: null, turn: mod1(spin.to), chosen: spin.pick, result: wheel.segments[spin.pick]! };
  return wheel.remove && wheel.segments.length === 1 ? takeOff(stopped) : stopped;
}

/** Spin (`still`: the pick at once, for reduced motion), time passing, and the buttons. */
export function wheelReducer(wheel: Wheel, action: WheelAction): Wheel {
  switch (action.type) {
    case 'spin': {
      if (wheel.spin || wheel.empty) return wheel;
      const ready = wheel.remove ? takeOff(wheel) : { ...wheel, chosen: null };
      const spin = planSpin(ready.turn, ready.segments.length, action.now, action.random);
      return action.still ? stop(ready, spin) : { ...ready, spin, chosen: null, result: null };
    }
    case 'tick':
      return wheel.spin && action.now >= wheel.spin.at + wheel.spin.ms ? stop(wheel, wheel.spin) : wheel;
    case 'takeOff':
      return wheel.spin ? wheel : takeOff(wheel);
    case 'shuffle': {
      if (wheel.spin) return wheel;
      const segments = [...wheel.segments];
      for (let i = segments.length - 1; i > 0; i--) {
        const j = Math.floor(action.random() * (i + 1));
        [segments[i], segments[j]] = [segments[j]!, segments[i]!];
      }
      return { ...wheel, segments, chosen: null };
    }
    case 'reset':
      return newWheel(wheel.items, wheel.remove);
  }
}
