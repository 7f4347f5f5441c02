import path from 'node:path';
import { test as playwright, type BrowserContext, type Page } from '@playwright/test';

export { expect, type Frame, type FrameLocator, type Locator, type Page } from '@playwright/test';

/**
 * Whether a document has been taken over by its scripts. A built page asks for its scripts once
 * it has painted (site/paint-first/paint-first.ts), so its load event comes before they run; it
 * marks `<html data-scripts="run">` when they have. A site page is taken over once the app has
 * hydrated it (`<html data-ready>`).
 */
const takenOver = () =>
  (!document.querySelector('script[data-modules]') || document.documentElement.dataset.scripts === 'run') &&
  (!document.getElementById('app') || document.documentElement.hasAttribute('data-ready'));

/**
 * Until every frame of the page is taken over; a frame that navigates meanwhile is waited for anew.
 * Polled from here, not with `waitForFunction`, whose polling runs on the page's animation frames:
 * a test that paused the page's clock pauses those too.
 */
async function takeover(page: Page): Promise<void> {
  const deadline = Date.now() + 30_000;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
  for (;;) {
    try {
      for (const frame of page.frames()) {
        while (!frame.isDetached() && !(await frame.evaluate(takenOver))) {
          if (Date.now() > deadline) throw new Error(`${frame.url()}: its scripts did not take the page over within 30 s`);
          await pause();
        }
      }
      return;
    } catch (error) {
      // A page that sends the browser on (a thank-you page opened without a submission) or a frame
      // that went away: the next document is waited for, however long the machine takes to load it.
      if (Date.now() > deadline || !/Execution context was destroyed|Frame was detached|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState('domcontentloaded').catch(() => undefined);
      await pause();
    }
  }
}

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

/**
 * Each navigation of the page resolves once the page is taken over, as a person meets it, not at
 * its load event alone; a test that asks for less (`waitUntil: 'commit'` or 'domcontentloaded')
 * gets what it asked for.
 */
function waitingForTakeover(page: Page): void {
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null);
        if (options?.waitUntil !== 'commit' && options?.waitUntil !== 'domcontentloaded') await takeover(page);
        return response;
      },
    });
  }
}

/** A context a test makes itself (with JavaScript) opens its pages as the test's own context does. */
export function waitForTakeover(context: BrowserContext): BrowserContext {
  context.on('page', waitingForTakeover);
  return context;
}

/** Playwright's `test`, its pages' navigations waiting for the page's scripts to take it over. */
export const test = playwright.extend({
  context: async ({ context }, use) => {
    await use(waitForTakeover(context));
  },
});

/**
 * A screenshot for a person to look at, into the folder VERSE_SHOTS names (`VERSE_SHOTS=shots npm
 * run e2e`); nothing in a plain run, where no one looks and each full page took a second.
 */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!process.env.VERSE_SHOTS) return;
  await page.screenshot({ path: path.join(process.env.VERSE_SHOTS, name), ...options });
}
