// The tool pages (/student-apps/<route>) in the site layout, titled, without the footer, and their
// focused frame (issue 26): the tool comes first, with a small way back to the tools and no
// marketing menu, and the page frame adds no scrolling of its own on a classroom tablet (1024x768,
// 768x1024). Whether a tool's own play area fits is each tool's
// spec; here the frame's share: what sits above the tool and anything below it.
import { expect, test, type Page } from '../base';
import { toolPath, tools } from '../../../site/tools';
import { expectAccessible } from './checks';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const denied = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
    localStorage.setItem('verse.consent.v2', JSON.stringify({ ...denied, ts: Date.now() }));
  });
});

/** The most the frame may take above a tool: a slim bar with one 44 px link, and a little air. */
const ABOVE_MAX = 64;

async function frameOf(page: Page, tag: string) {
  return page.evaluate((tag) => {
    const element = document.querySelector(tag)!;
    const box = element.getBoundingClientRect();
    return { top: box.top + scrollY, bottom: box.bottom + scrollY, page: document.documentElement.scrollHeight, viewport: innerHeight };
  }, tag);
}

// One test per tablet: each tool page in turn in the same tab, as a teacher goes through them (a
// test per page cost a browser context each, some 40 % of the time).
for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`${viewport.width}x${viewport.height}: every tool page titled, the tool first, a way back to the tools, no marketing menu or footer, no scrolling the frame adds`, async ({ page }) => {
    test.setTimeout(30_000 + tools.length * 10_000);
    await page.setViewportSize(viewport);
    for (const tool of tools) {
      await test.step(toolPath(tool), async () => {
        const response = await page.goto(toolPath(tool));
        expect(response?.status()).toBe(200);
        await page.locator('html[data-ready]').waitFor({ state: 'attached' });
        await expect(page).toHaveTitle(`${tool.name} - VERSE`);
        // The element is defined (its code loaded) and shows its own heading; the spinner is gone.
        await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: `Loading ${tool.name}` })).toBeHidden();
        const banner = page.getByRole('banner');
        await expect(banner.getByRole('link', { name: 'All games' })).toHaveAttribute('href', '/student-apps');
        for (const marketing of ['Members Login', 'Open menu', 'VERSE Tools', 'Start Here']) await expect(banner.getByRole('button', { name: marketing })).toHaveCount(0);
        await expect(banner.getByRole('link', { name: /Free Consultation|Services|Contact/ })).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
        if (tool.unlisted) return;

        const frame = await frameOf(page, tool.tag);
        expect(frame.top, 'space above the tool').toBeLessThanOrEqual(ABOVE_MAX);
        // Below the tool the frame ends: the page is no taller than the screen or the tool itself.
        expect(frame.page, 'page height').toBeLessThanOrEqual(Math.max(frame.viewport, Math.ceil(frame.bottom) + 16));
        test.info().annotations.push({ type: `${tool.route} height`, description: `${Math.round(frame.bottom - frame.top)} px of ${frame.viewport - Math.round(frame.top)} px below the frame` });
      });
    }
  });
}

test('the way back goes to the tools, by keyboard too, and the frame passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/student-apps/whack-a-mole');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1, name: 'Whack-a-mole' })).toBeVisible();
  await expectAccessible(page);
  // Skip link first, then the way back.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'All games' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/student-apps');
  await expect(page.getByRole('heading', { level: 1, name: 'Student Apps' })).toBeVisible();
});
