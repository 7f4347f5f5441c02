import type { Response } from '@playwright/test';
import { test as base } from './base';
import { testNow } from '../clock';

export { expect, shot, type Locator, type Page } from './base';
export { testNow };

/** The lock of a hold the server granted, read from its answer (null for any other answer). */
async function lockOf(response: Response): Promise<string | null> {
  if (!response.url().endsWith('/api/holdSlot') || !response.ok()) return null;
  const body = (await response.json().catch(() => null)) as { lockId?: unknown } | null;
  return typeof body?.lockId === 'string' ? body.lockId : null;
}

/**
 * Playwright's `test`, for specs that depend on the date or the time of day: every browser context
 * starts at the run's moment (tests/clock.ts), the moment the worker's clock reads too, and its time
 * flows on from there (timers and animation frames run as usual).
 *
 * Each test also lets go of the holds its pages took. Every test is the same client to the server
 * (127.0.0.1), which may hold 3 times at once; a page closed at the end of a test releases its hold
 * with a keepalive request that a busy machine may not deliver before the browser is gone, and the
 * next test that picks a time then found "You already have 3 times on hold".
 */
export const test = base.extend({
  context: async ({ context, baseURL }, use) => {
    await context.clock.setSystemTime(testNow());
    const locks: Promise<string | null>[] = [];
    context.on('response', (response) => locks.push(lockOf(response)));
    await use(context);
    const origin = new URL(baseURL!).origin;
    for (const lockId of new Set(await Promise.all(locks))) {
      if (lockId) await context.request.post(`${origin}/api/releaseSlot`, { data: { lockId }, headers: { Origin: origin } });
    }
  },
});
