// Every worker test starts at the run's moment (TEST_NOW): the worker reads its clock setting on
// each request, and this applies the same setting in the tests' own isolate before any test, so a
// helper's "today" (booking.ts) and the worker's agree. A test that stops the clock gives it back
// with setClock(null); one that changes the setting itself puts the run's back afterwards.
import { env } from 'cloudflare:test';
import { afterEach } from 'vitest';
import { useClockSetting } from '../src/time/clock';

/** The moment the run stands at, as chosen (TEST_NOW); the worker reads it as DEV_CLOCK_OFFSET_MS. */
export const chosenNow = (): string => (env as unknown as { TEST_NOW: string }).TEST_NOW;

const problem = useClockSetting(env);
if (problem) throw new Error(problem);
afterEach(() => {
  useClockSetting(env);
});
