import { test as base } from '@playwright/test';
import { testNow } from '../clock';

export { expect, type Locator, type Page } from '@playwright/test';
export { testNow };

/**
 * Playwright's `test`, for specs that depend on the date or the time of day: every browser context
 * starts at the run's moment (tests/clock.ts), the moment the worker's clock reads too, and its time
 * flows on from there (timers and animation frames run as usual).
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.clock.setSystemTime(testNow());
    await use(context);
  },
});
