// /student-apps as a place a child picks a game from (issue 26): a large picture drawn by the
// site for every tool, the name, and cards that say what they open.
import { expect, shot, test, type Locator, type Page } from '../base';
import { toolPath, tools } from '../../../site/tools';
import { expectAccessible } from './checks';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const denied = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
    localStorage.setItem('verse.consent.v2', JSON.stringify({ ...denied, ts: Date.now() }));
  });
});

async function visit(page: Page) {
  await page.goto('/student-apps');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/** The card (list item) holding the link `name`. */
const cardOf = (list: Locator, name: string) => list.getByRole('listitem').filter({ has: list.page().getByRole('link', { name, exact: true }) });

const listed = tools.filter((tool) => !tool.unlisted);

for (const width of [360, 1280]) {
  test(`every tool has a card with a large picture and its name (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await visit(page);
    const all = page.getByRole('region', { name: 'All tools' });
    for (const tool of listed) {
      const card = cardOf(all, tool.name);
      await expect(card.getByRole('link', { name: tool.name, exact: true })).toHaveAttribute('href', toolPath(tool));
      const picture = card.locator('svg.tool-picture');
      await expect(picture).toBeVisible();
      const box = (await picture.boundingBox())!;
      // Large: at least 120 px tall, a good part of the card.
      expect(box.height, `${tool.name}'s picture`).toBeGreaterThanOrEqual(120);
      await expect(card).toContainText(tool.blurb);
    }
    // Drawn by the site: no image files, from anywhere.
    await expect(page.getByRole('main').locator('img')).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, `hub-${width}.png`, { fullPage: true });
  });

  test(`the featured cards say what they open; Reading Practice opens Writing Paper (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await visit(page);
    const featured = page.getByRole('region', { name: 'Apps' });
    const expected: [string, string, string][] = [
      ['Reading Practice', 'Writing Paper', '/student-apps/writing-paper'],
      ['Spelling Mastery', 'Letter Tiles', '/student-apps/letter-tiles'],
      ['Math It', 'Math It', '/student-apps/math-it'],
      ['Alphabetical Order', 'Alphabetical Order', '/student-apps/alphabetical-order'],
    ];
    for (const [title, opens, href] of expected) {
      const card = cardOf(featured, title);
      await expect(card.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', href);
      await expect(card).toContainText(`Opens ${opens}`);
      await expect(card.locator('svg.tool-picture')).toBeVisible();
    }
    // The whole card is the link: a tap on the picture opens the tool.
    const picture = (await cardOf(featured, 'Reading Practice').locator('svg.tool-picture').boundingBox())!;
    await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
    await expect(page).toHaveURL('/student-apps/writing-paper');
  });
}
