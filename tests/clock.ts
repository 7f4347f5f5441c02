/**
 * The moment an end-to-end run stands at, so that what the tests see (today's open times, the next
 * available day, a hold's countdown) is the same at any hour, on any day, in any time zone of the
 * machine. The worker reads its clock DEV_CLOCK_OFFSET_MS ahead of the real one (a development-only
 * setting, see scripts/start.ts), and every browser context of a spec that depends on the date gets
 * the same clock (tests/e2e/fixtures.ts). Time flows on from that moment as it really does.
 *
 * `E2E_NOW` chooses the moment, any instant `Date.parse` reads, with its offset:
 *   E2E_NOW=2026-12-04T17:30:00-07:00 npm test      # a Friday evening in MT
 * Without it, a Tuesday morning in MT.
 */
const DEFAULT_NOW = '2026-12-01T10:00:00-07:00';

/** The milliseconds the run's clock reads ahead of the real one; fixed once per run, shared by its processes. */
export function clockOffsetMs(): number {
  if (!process.env.DEV_CLOCK_OFFSET_MS) {
    const chosen = process.env.E2E_NOW || DEFAULT_NOW;
    const at = Date.parse(chosen);
    if (Number.isNaN(at)) throw new Error(`E2E_NOW must be an instant such as 2026-12-04T17:30:00-07:00, not "${chosen}".`);
    // Set in the runner's environment, so its workers and the server it starts inherit the same offset.
    process.env.DEV_CLOCK_OFFSET_MS = String(at - Date.now());
  }
  return Number(process.env.DEV_CLOCK_OFFSET_MS);
}

/** Now, as the run's clock reads it. */
export const testNow = (): Date => new Date(Date.now() + clockOffsetMs());
