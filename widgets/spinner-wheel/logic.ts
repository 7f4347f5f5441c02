// The rules of Spinner Wheel, free of the DOM: what is on the wheel, a fair pick decided before
// the wheel moves, the turn that lands the pointer on it, and what the wheel holds after.
import { readWordList } from '../tool-kit/content';
import type { SettingValue } from '../tool-kit/declaration';
import { WORD_LISTS } from '../tool-kit/words';
import { SEGMENT_LIMITS, type settings } from './tool';

export type ListId = SettingValue<typeof settings.list>;

/** The built-in segments of a `list` choice. */
export function builtInSegments(list: ListId): string[] {
  if (list === 'letters') return [...'abcdefghijklmnopqrstuvwxyz'];
  if (list === 'numbers') return Array.from({ length: 10 }, (_, i) => String(i + 1));
  return [...(WORD_LISTS.find((l) => l.id === list)?.words ?? [])];
}

/**
 * What the wheel holds: the teacher's words when they are a good list, else the built-in list,
 * with the sentence that says what is wrong with the words (shown in the tool).
 */
export function wheelContent(list: ListId, words: string | undefined): { segments: string[]; own: boolean; problem?: string } {
  const read = readWordList(words, SEGMENT_LIMITS);
  return read.words.length ? { segments: read.words, own: true } : { segments: builtInSegments(list), own: false, problem: read.problem };
}

/** How long a spin turns: about 3 to 4 seconds, slowing to a stop. */
export const SPIN_MS = { min: 3200, spread: 800 };
/** Whole turns before the last one. */
const TURNS = { min: 4, spread: 2 };

/** A spin in progress: from one rotation to another (in turns, clockwise) over `ms` from `at`. */
export type Spin = { from: number; to: number; at: number; ms: number; pick: number };

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

export type Wheel = {
  /** Everything the wheel started with (what Reset puts back). */
  items: readonly string[];
  /** On the wheel now, in drawn order. */
  segments: readonly string[];
  /** Taken off at the next spin (`after="remove"`), or kept. */
  remove: boolean;
  /** The wheel's rotation at rest, in turns clockwise. */
  turn: number;
  spin: Spin | null;
  /** The segment the wheel stopped on, while it is still on the wheel. */
  chosen: number | null;
  /** What the last spin chose. */
  result: string | null;
  /** Every segment has been taken off. */
  empty: boolean;
};

export type WheelAction =
  | { type: 'spin'; now: number; random: () => number; still?: boolean }
  | { type: 'tick'; now: number }
  | { type: 'takeOff' }
  | { type: 'shuffle'; random: () => number }
  | { type: 'reset' };

export const newWheel = (items: readonly string[], remove: boolean): Wheel => ({ items, segments: items, remove, turn: 0, spin: null, chosen: null, result: null, empty: false });

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

/**
 * Segment fills: light colours under dark text (#1f2933), each at least 4.5:1 against it, so any
 * word on any segment reads (logic.test.ts measures them).
 */
export const TEXT_COLOUR = '#1f2933';
export const FILLS = ['#ffd666', '#9fd3f7', '#b9e4a4', '#ffb8ad', '#d9c6f5', '#ffcf99'] as const;

/** Segment `i`'s fill on a wheel of `count`: neighbours never share one, the last and the first included. */
export function fillOf(i: number, count: number): string {
  const wraps = count > 1 && i === count - 1 && i % FILLS.length === 0;
  return FILLS[wraps ? 2 : i % FILLS.length]!;
}
