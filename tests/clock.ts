/**
 * The moment a test run stands at, so that what the tests see (today's open times, the next
 * available day, a hold's countdown, a Monday call moved to "Tuesday") is the same at any hour, on
 * any day, in any time zone of the machine. Every runner reads it: the unit suite (its `Date`, see
 * widgets/runtime/testing/setup.ts), the worker suite (the worker's development clock, see
 * worker/vitest.config.mts) and the end-to-end suite (the server's clock and every browser context
 * of a spec that depends on the date, tests/e2e/fixtures.ts). Time flows on from that moment as it
 * really does; only the reading is moved, by DEV_CLOCK_OFFSET_MS milliseconds.
 *
 * `TEST_NOW` chooses the moment, any instant `Date.parse` reads, with its offset (`E2E_NOW` is the
 * same setting under its older name):
 *   TEST_NOW=2026-12-04T17:30:00-07:00 npm test      # a Friday evening in MT
 * Without it, a Tuesday morning in MT.
 */
const DEFAULT_NOW = '2026-12-01T10:00:00-07:00';

/** The instant the run was asked to stand at, as written. */
export const chosenNow = (): string => process.env.TEST_NOW || process.env.E2E_NOW || DEFAULT_NOW;

/** The milliseconds the run's clock reads ahead of the real one; fixed once per run, shared by its processes. */
export function clockOffsetMs(): number {
  if (!process.env.DEV_CLOCK_OFFSET_MS) {
    const chosen = chosenNow();
    const at = Date.parse(chosen);
    if (Number.isNaN(at)) throw new Error(`TEST_NOW must be an instant such as 2026-12-04T17:30:00-07:00, not "${chosen}".`);
    // Set in the runner's environment, so its workers and the server it starts inherit the same offset.
    process.env.DEV_CLOCK_OFFSET_MS = String(at - Date.now());
  }
  return Number(process.env.DEV_CLOCK_OFFSET_MS);
}

/** Now, as the run's clock reads it. */
export const testNow = (): Date => new Date(Date.now() + clockOffsetMs());
