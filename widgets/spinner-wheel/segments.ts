// What is on the wheel, free of the DOM: the built-in lists, a teacher's words or the sentence
// that says what is wrong with them, the wheel before its first spin, and the segments' colours.
// The view draws the wheel at rest with these; the rules of a spin (logic.ts) load with the first
// interaction.
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

/** A lesson's wheel: its first words (common first, review mixed in), a wheel a child can read at a glance. */
export const LESSON_SEGMENTS = 12;

/**
 * What the wheel holds: the teacher's words when they are a good list, else the lesson's words
 * (`lesson`, when it plays one) or the built-in list, with the sentence that says what is wrong
 * with the words (shown in the tool).
 */
export function wheelContent(list: ListId, words: string | undefined, lesson?: readonly string[]): { segments: string[]; problem?: string } {
  const read = readWordList(words, SEGMENT_LIMITS);
  return read.words.length ? { segments: read.words } : { segments: lesson ? lesson.slice(0, LESSON_SEGMENTS) : builtInSegments(list), problem: read.problem };
}

/** A spin in progress: from one rotation to another (in turns, clockwise) over `ms` from `at`. */
export type Spin = { from: number; to: number; at: number; ms: number; pick: number };

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

export const newWheel = (items: readonly string[], remove: boolean): Wheel => ({ items, segments: items, remove, turn: 0, spin: null, chosen: null, result: null, empty: false });

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
