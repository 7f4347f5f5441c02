// Runs before each test file of the widgets and the site.
import { beforeEach } from 'vitest';

// The unit suite stands at the run's moment (TEST_NOW, tests/clock.ts), as the worker and end-to-end
// suites do: `new Date()` and `Date.now()` read the machine's clock moved by the run's offset, and
// time flows on from there. Vitest's fake clock starts from the same reading (it takes `Date.now()`
// when it is installed), so a test on fake timers starts at that moment too. Never the machine's date.
const setting = process.env.DEV_CLOCK_OFFSET_MS;
if (!setting || !/^-?\d+$/.test(setting)) throw new Error('The unit suite runs on the run’s clock: start it through vitest.config.mts, which sets DEV_CLOCK_OFFSET_MS.');
const offsetMs = Number(setting);
const MachineDate = globalThis.Date;

class RunDate extends MachineDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(MachineDate.now() + offsetMs);
    else super(...(args as [string | number | Date]));
  }

  static override now(): number {
    return MachineDate.now() + offsetMs;
  }

  // A date made before the shim, or by code holding the machine's Date, is a date all the same.
  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof MachineDate;
  }
}

const runOnTheRunsClock = () => {
  // Vitest's `vi.useRealTimers()` after `vi.setSystemTime()` puts the machine's Date back.
  if (globalThis.Date === MachineDate) globalThis.Date = RunDate as DateConstructor;
};
runOnTheRunsClock();
beforeEach(runOnTheRunsClock);

// The tools' settings panel loads on first use (a lazy import); a test that opens it would otherwise
// wait on its first compile, seconds on a busy machine, inside its own time limit. Imported here,
// before the tests, the part is ready as it is in a browser that has it cached, and the test's time
// is the tool's own.
await import('../../tool-kit/SettingsPanel');
