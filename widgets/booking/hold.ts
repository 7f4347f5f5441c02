// The hold on the chosen time, pure: how long it lasts, the countdown a parent sees and what a
// screen reader hears of it.
import { MESSAGES } from './messages';

/** How long the server holds a slot when it does not say. */
const DEFAULT_HOLD_SECONDS = 300;

/** Where the hold on the chosen time stands. `ended`: it ran out or was given back; the time must be picked again. */
export type HoldState =
  | { status: 'none' }
  | { status: 'requesting' }
  | { status: 'held'; lockId: string; deadline: number; seconds: number }
  | { status: 'ended' };

/** The hold's length in seconds: `expiresInSeconds` as the server sent it when it is a positive number, else 300. */
export const holdSeconds = (given: unknown): number => (typeof given === 'number' && given > 0 ? given : DEFAULT_HOLD_SECONDS);

/** Whole seconds left until a deadline (ms since the epoch), never negative. */
export const secondsLeft = (deadline: number, now: number): number => Math.max(0, Math.ceil((deadline - now) / 1000));

/** "m:ss" */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** 'Holding slot for 4:59 min' */
export const countdownText = (seconds: number): string => `Holding slot for ${clock(seconds)} min`;

/**
 * Moments worth saying aloud: every whole minute, then 30 s, 10 s and the end. A screen reader
 * that spoke every tick would drown out the form the parent is filling in.
 */
export function isCountdownMilestone(seconds: number): boolean {
  return seconds === 0 || seconds === 10 || seconds === 30 || (seconds > 0 && seconds % 60 === 0);
}

/**
 * The milestone passed when the countdown went from `previous` to `current` seconds, or null.
 * Works across skipped ticks (a background tab's timers are throttled); the start is never one.
 */
export function milestoneCrossed(previous: number, current: number): number | null {
  // The lowest one passed: after a long throttled gap, the freshest news is what matters.
  for (let s = Math.max(0, current); s < previous; s++) if (isCountdownMilestone(s)) return s;
  return null;
}

/** What the live region says at a milestone. */
export function countdownSpeech(seconds: number): string {
  if (seconds <= 0) return MESSAGES.holdEnded;
  const amount = seconds >= 60 ? `${seconds / 60} minute${seconds === 60 ? '' : 's'}` : `${seconds} seconds`;
  return `${amount} left to confirm this time.`;
}
