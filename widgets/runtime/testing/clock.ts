// Test helpers for element and component tests: time passes on Vitest's fake clock only, never on
// the real one, so a test gives the same answer on a busy two-core machine as on an idle one.
import { afterEach, beforeEach, vi } from 'vitest';

type ClockOptions = {
  /** The date and time the tests start at, for tests that depend on them. */
  now?: Date | number;
  /** React's `act`, for views rendered by React itself: the timers left at the end run inside it. */
  act?: (run: () => Promise<void>) => Promise<unknown>;
};

/**
 * Runs every test of the file (or of the describe block) on the fake clock: timers, animation
 * frames, `Date` and `performance`. Preact runs effects after the next animation frame (about
 * 16 ms of fake time); React inside `act()` at once.
 */
export function useFakeClock({ now, act = (run) => run() }: ClockOptions = {}): void {
  beforeEach(() => {
    vi.useFakeTimers();
    if (now !== undefined) vi.setSystemTime(now);
  });
  afterEach(async () => {
    // What the test left on the page goes, and what it left due runs, on this clock: Preact's
    // effects wait on a timer of it, and one never run would hold back the effects of every later
    // test of the file.
    globalThis.document?.body.replaceChildren();
    await act(() => vi.runOnlyPendingTimersAsync().then(() => undefined));
    vi.useRealTimers();
  });
}

/**
 * Lets `ms` pass on the fake clock: the timers due by then fire in order, the promises they start
 * settle in between, and modules the code under test imported meanwhile (a lazy part, the
 * confetti) arrive, however long the machine takes to load them. Then what that made due fires.
 */
export async function advance(ms = 0): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  if (!importing()) return;
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(0);
}

type ModuleRecord = { promise?: unknown; evaluated?: boolean };
type RunnerState = { resolvingModules?: Set<unknown>; evaluatedModules?: { idToModuleMap?: Map<unknown, ModuleRecord> } };

/**
 * Whether a module is on its way, read from the record `vi.dynamicImportSettled()` waits on. Read
 * after advancing, which ends on a macrotask: every import() started by then is in the record.
 * Cheaper than `vi.dynamicImportSettled()`, which always waits a real timer first (slow on a busy
 * machine, in a test that advances hundreds of times); a record it cannot read counts as yes.
 */
function importing(): boolean {
  const state = (globalThis as { __vitest_worker__?: RunnerState }).__vitest_worker__;
  const modules = state?.evaluatedModules?.idToModuleMap;
  if (!state?.resolvingModules || !modules) return true;
  if (state.resolvingModules.size > 0) return true;
  for (const module of modules.values()) if (module.promise && !module.evaluated) return true;
  return false;
}

/**
 * `vi.waitFor` on the fake clock: runs `check` (an assertion, or a look that throws) until it
 * passes, letting `step` ms of fake time pass between tries, and gives back what it returned.
 * After `within` ms of fake time its last failure is the test's: a bound of the code's own time,
 * not of the machine's speed.
 */
export async function eventually<T>(check: () => T, { within = 1000, step = 10 } = {}): Promise<T> {
  for (let waited = 0; ; waited += step) {
    try {
      return check();
    } catch (error) {
      if (waited >= within) throw error;
    }
    await advance(step);
  }
}

/**
 * One step of an element test: 20 ms of fake time (Preact's effects run after the next animation
 * frame, about 16 ms), or `ms`; see `advance`.
 */
export const tick = (ms = 20): Promise<void> => advance(ms);

/** Lets fake time pass until `done()` holds (see `eventually`). */
export async function until(done: () => unknown, options?: { within?: number; step?: number }): Promise<void> {
  await eventually(() => {
    if (!done()) throw new Error(`still waiting for ${String(done)}`);
  }, options);
}
