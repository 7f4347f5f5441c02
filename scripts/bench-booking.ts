// How fast the booking dialog answers a tapped time, on a phone (360 px) with the CPU slowed down
// (CDP Emulation.setCPUThrottlingRate, default 4×, as on a cheap phone): from the tap to the time
// shown as pressed, and to the hold bar on screen, each up to the next painted frame. The server's
// answer to the hold is not part of it (the dialog answers before the server does): holds are
// answered by the page's network layer at once, so no real slot is held and any number of taps fit.
//
//   npx tsx scripts/bench-booking.ts [--base http://127.0.0.1:8787] [--taps 10] [--rate 4]
//
// Needs a running server (`npm start`). The floor, measured in the same run on the same page: a tap
// on a control that changes nothing, up to its next frame. The target: a tapped time pressed and its
// bar shown within 400 ms (median and slowest printed).
import { chromium, type Locator, type Page } from '@playwright/test';
import { bounded, browserBenchFlags } from './bench-flags.ts';
import { chromiumLaunchOptions } from './chromium.ts';

const { values, base, rate } = browserBenchFlags({ taps: { type: 'string', default: '10' } });
const taps = bounded(values.taps, 3, 50);
const TARGET_MS = 400;

/**
 * Taps `button` inside the page and resolves with the milliseconds until the frame after the time
 * is pressed and the hold bar shown (checked on every DOM change under `root`); for the floor, the
 * frame after the tap. A string, not a function: tsx would wrap
 * named functions in a helper the page lacks.
 */
const measureTap = `([button, root, kind]) => new Promise((resolve) => {
  const done = () => button.getAttribute('aria-pressed') === 'true' && !!root.querySelector('.hold');
  const start = performance.now();
  const finish = () => requestAnimationFrame(() => resolve(performance.now() - start));
  if (kind === 'floor') {
    button.click();
    finish();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!done()) return;
    observer.disconnect();
    finish();
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true });
  button.click();
})`;

async function openDialog(page: Page): Promise<Locator> {
  await page.goto(`${base}/start-here?open=consultation`, { waitUntil: 'networkidle' });
  const dialog = page.getByRole('dialog', { name: 'Schedule a Free Consultation' });
  await dialog.getByRole('button', { name: 'Show this day' }).click();
  await dialog.getByRole('list', { name: /^Open times on/ }).getByRole('button').first().waitFor();
  return dialog;
}

/** Runs measureTap in the page on the given button, shadow root and kind. */
async function tap(page: Page, args: unknown[]): Promise<number> {
  const measure = await page.evaluateHandle(measureTap);
  return (await measure.evaluate((run, given) => (run as unknown as (a: unknown) => Promise<number>)(given), args)) as number;
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, timezoneId: 'America/New_York' });
  await context.route('**/api/holdSlot', (route) => route.fulfill({ json: { lockId: `bench-${Date.now()}`, expiresInSeconds: 300 } }));
  await context.route('**/api/releaseSlot', (route) => route.fulfill({ json: { released: true } }));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const floor: number[] = [];
  const tapped: number[] = [];
  for (let i = 0; i < taps; i++) {
    const dialog = await openDialog(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const times = dialog.getByRole('list', { name: /^Open times on/ }).getByRole('button');
    const root = await page.locator('verse-booking').evaluateHandle((element) => element.shadowRoot);
    // The floor: the dialog's own heading, which a tap leaves as it is.
    const heading = await dialog.getByRole('heading', { name: 'Schedule a Free Consultation' }).elementHandle();
    floor.push(await tap(page, [heading, root, 'floor']));
    const button = await times.nth(i % (await times.count())).elementHandle();
    tapped.push(await tap(page, [button, root, 'tap']));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  console.log(`Booking: a tapped time at 360 px, CPU throttling x${rate}, ${taps} taps, ${base}`);
  console.log('measure'.padEnd(34), 'median'.padStart(9), 'slowest'.padStart(9));
  const row = (name: string, list: number[]) => console.log(name.padEnd(34), `${median(list).toFixed(0)} ms`.padStart(9), `${Math.max(...list).toFixed(0)} ms`.padStart(9));
  row('floor: a tap that changes nothing', floor);
  row('tap to time pressed and bar shown', tapped);
  console.log(`target: ${TARGET_MS} ms; above the floor by ${(median(tapped) - median(floor)).toFixed(0)} ms (median)`);
  if (median(tapped) > TARGET_MS) console.log(`over the target by ${(median(tapped) - TARGET_MS).toFixed(0)} ms`);
} finally {
  await browser.close();
}
