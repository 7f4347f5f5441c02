import { expect, type Frame, type Page } from '../base';
import { expectAccessible, focusedName } from './checks';

// What the timed hole games' specs (Whack-a-mole, Ice Fishers) share: their element's parts, a page
// opened on a paused clock, a round played look by look, and a phone's checks.

const T0 = new Date('2026-01-05T09:00:00Z').getTime();

/** Playwright's clock on the page, paused a second after T0 until a test runs it. */
export async function pausedClock(page: Page) {
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(T0 + 1000);
}

/** The parts of the timed game `tag` whose holes are the group `field` (its accessible name). */
export function timedGame(tag: string, field: string) {
  const tool = (scope: Page | Frame) => scope.locator(tag);
  const holes = (scope: Page | Frame) => tool(scope).getByRole('group', { name: field }).getByRole('button');
  return {
    tool,
    holes,
    timer: (scope: Page | Frame) => tool(scope).getByRole('timer'),
    status: (scope: Page | Frame) => tool(scope).getByRole('status'),
    /**
     * The round has begun: when the tap on Start is the tool's first interaction, Start waits for
     * the round's rules, which load with it (on the paused clock too).
     */
    started: (scope: Page | Frame) => expect(tool(scope).getByRole('button', { name: 'Start', exact: true })).toHaveCount(0),
    /** Axe waits on timers: the clock runs for it. */
    async axe(page: Page) {
      await page.clock.resume();
      await expectAccessible(page, tag);
    },
    /** The page at `url` on a paused clock, its URL settings applied (effects wait for a frame). */
    async open(page: Page, url: string) {
      await pausedClock(page);
      await page.goto(url);
      await page.clock.runFor(200);
    },
    /**
     * Plays the round look by look, 350 ms of the clock apart, until `look` says it has done enough
     * (`true`), time is up, or 90 looks; then runs the clock past the round's end.
     */
    async round(page: Page, look: () => Promise<boolean | void>) {
      for (let step = 0; step < 90; step++) {
        await page.clock.runFor(350);
        if (await tool(page).getByText(/^Time's up!/).count()) break;
        if (await look()) break;
      }
      await page.clock.runFor(31_000);
    },
    /** Play again is the next Tab stop back from the holes. */
    async playAgainIsBack(page: Page) {
      await page.keyboard.press('Shift+Tab');
      await expect.poll(() => focusedName(page)).toBe('Play again');
    },
    /** On a 360 px phone the page does not scroll sideways and a hole is a finger's size (44 px). */
    async fitsPhone(page: Page) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const box = (await holes(page).first().boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    },
  };
}

/** A 360 px phone whose owner asked for reduced motion. */
export async function reducedMotionPhone(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 360, height: 740 });
}
