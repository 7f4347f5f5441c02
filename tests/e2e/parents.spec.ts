// Parents on a phone (issue 26): the booking form after a tapped time, the phone menu, the
// thank-you pages.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures';

const DIALOG = { name: 'Schedule a Free Consultation' } as const;

const times = (dialog: Locator) => dialog.getByRole('list', { name: /^Open times on/ }).getByRole('button');
const axe = (page: Page, include = 'body') => new AxeBuilder({ page }).include(include).analyze();

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.y < b.y + b.height && b.y < a.y + a.height;

/** The element's box in the viewport, and whether all of it is on screen and clear of the hold bar. */
async function clearOfBar(page: Page, target: Locator, bar: Locator) {
  const [box, barBox] = [await target.boundingBox(), await bar.boundingBox()];
  const height = page.viewportSize()!.height;
  return Boolean(box && barBox && box.y >= 0 && box.y + box.height <= height && !overlaps(box, barBox));
}

for (const viewport of [
  { width: 360, height: 800 },
  { width: 360, height: 640 },
]) {
  test(`after a tapped time, the 2.5 s scroll and the 2 s focus bring the form's first field into view clear of the hold bar (${viewport.width}x${viewport.height})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/start-here?open=consultation');
    const dialog = page.getByRole('dialog', DIALOG);
    await dialog.getByRole('button', { name: 'Show this day' }).click();
    const tapped = Date.now();
    await times(dialog).first().click();
    const bar = dialog.getByText(/Holding slot for [0-5]:\d\d min/).locator('xpath=ancestor::div[contains(@class,"hold")][1]');
    await expect(bar).toBeVisible();
    const heading = dialog.getByRole('heading', { name: 'Your details' });
    const first = dialog.getByRole('textbox', { name: 'Parent/Guardian Name' });

    // The scroll (at 2.5 s) brings the heading and the first field in, neither under the bar.
    await expect.poll(async () => (await clearOfBar(page, heading, bar)) && (await clearOfBar(page, first, bar)), { timeout: 6000 }).toBe(true);
    expect(Date.now() - tapped).toBeGreaterThanOrEqual(2400);
    // The focus (2 s later) leaves them so.
    await expect(first).toBeFocused({ timeout: 6000 });
    expect(Date.now() - tapped).toBeGreaterThanOrEqual(4400);
    expect(await clearOfBar(page, heading, bar)).toBe(true);
    expect(await clearOfBar(page, first, bar)).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`form-in-view-${viewport.height}.png`) });
    await dialog.getByRole('button', { name: 'Close' }).click();
  });
}
