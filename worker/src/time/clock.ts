// Every "now" of the worker and the slot locks comes from here, so tests can stand at a fixed
// moment instead of depending on the day they run. A test run (the worker suite and the local server
// of an end-to-end run) is given DEV_CLOCK_OFFSET_MS, the milliseconds its chosen moment lies ahead
// of (or behind) the real clock: time still flows, it only reads differently. A worker test may also
// stop the clock at an instant of its own (setClock); `setClock(null)` gives the run's clock back.

let fixed: (() => Date) | null = null;
let offsetMs = 0;

export function now(): Date {
  return fixed ? fixed() : new Date(Date.now() + offsetMs);
}

/** Tests only: make `now()` answer from `clock`, or from the real clock again with `null`. */
export function setClock(clock: Date | (() => Date) | null): void {
  fixed = clock === null ? null : typeof clock === 'function' ? clock : () => new Date(clock.getTime());
}

type ClockSetting = { ENVIRONMENT?: string; DEV_CLOCK_OFFSET_MS?: string };

/**
 * Applies DEV_CLOCK_OFFSET_MS from the environment. It is a setting of development and of the test
 * suite only: anywhere else (or when it is not a whole number) the answer is the problem to refuse
 * service with, and the real clock stays in force.
 */
export function useClockSetting(env: ClockSetting): string | null {
  const setting = env.DEV_CLOCK_OFFSET_MS?.trim();
  offsetMs = 0;
  if (!setting) return null;
  if (env.ENVIRONMENT !== 'development' && env.ENVIRONMENT !== 'test') return 'DEV_CLOCK_OFFSET_MS is a development-only setting; it is refused here.';
  if (!/^-?\d{1,15}$/.test(setting)) return `DEV_CLOCK_OFFSET_MS must be a whole number of milliseconds, not "${setting}".`;
  offsetMs = Number(setting);
  return null;
}
