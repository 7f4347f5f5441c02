import { expect, test, type Page } from './base';
import { consentChosen, visit } from './visitor';

// Reading comfort on the site's pages: body text in lines a parent can follow, nothing to read in
// small print. A returning visitor who already chose about cookies.
test.beforeEach(({ context }) => consentChosen(context));

/** The longest line, in characters, of each paragraph and list item in `main`, as laid out. */
function longestLines(page: Page) {
  return page.evaluate(() => {
    const found: { text: string; longest: number }[] = [];
    for (const block of document.querySelectorAll('main p, main li')) {
      const lines = new Map<number, number>();
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect || rect.width === 0) continue;
          const top = Math.round(rect.top / 4);
          lines.set(top, (lines.get(top) ?? 0) + 1);
        }
      }
      const longest = Math.max(0, ...lines.values());
      found.push({ text: (block.textContent ?? '').trim().slice(0, 40), longest });
    }
    return found;
  });
}

/** Visible text under `min` px in `main`: the element's text and its size. */
function smallText(page: Page, min: number) {
  return page.evaluate((min) => {
    const small: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement!;
      if (!text || element.closest('.visually-hidden, details:not([open]) > :not(summary)')) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < min) small.push(`${text.slice(0, 30)}: ${size}px`);
    }
    return small;
  }, min);
}

for (const path of ['/meet-our-staff', '/privacy', '/terms', '/data-deletion', '/']) {
  test(`${path} at 1280 px: body text runs at most 70 characters a line`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, path);
    const blocks = await longestLines(page);
    expect(blocks.length).toBeGreaterThan(3);
    expect(blocks.filter((block) => block.longest > 70)).toEqual([]);
  });
}

test('/assessments at 360 px: the charts read at 16 px or more, and a month without a test leaves a gap', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await visit(page, '/assessments');
  const chart = page.getByRole('img', { name: /Reading progress/ });
  await chart.scrollIntoViewIfNeeded();
  expect(await smallText(page, 16)).toEqual([]);
  // Tests in Nov and Jan stand two months apart, Sep and Oct one: the axis is time.
  // The columns, one a month from Sep: the bars of Sep, Oct, Nov and Jan.
  const columns = chart.locator('ol').last().locator('> li');
  await expect(columns).toHaveCount(9);
  const centre = (index: number) =>
    columns.nth(index).evaluate((li) => {
      const rect = li.getBoundingClientRect();
      return rect.left + rect.width / 2;
    });
  const [sep, oct, nov, jan] = (await Promise.all([0, 1, 2, 4].map(centre))) as [number, number, number, number];
  expect(jan - nov).toBeCloseTo(2 * (oct - sep), 0);
  // No label leaves the phone's screen.
  const box = await chart.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
});
