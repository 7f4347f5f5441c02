import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { tools, toolPath } from '../../../site/tools';

// A returning visitor who already chose about cookies: the banner has its own tests.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const denied = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
    localStorage.setItem('verse.consent.v2', JSON.stringify({ ...denied, ts: Date.now() }));
  });
});

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  return response;
}

for (const tool of tools) {
  test(`${toolPath(tool)}: the tool in the site layout, titled, without the footer, and accessible`, async ({ page }) => {
    const response = await visit(page, toolPath(tool));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${tool.name} - VERSE`);
    // The element is defined (its code loaded) and shows its own heading; the spinner is gone.
    await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `Loading ${tool.name}` })).toBeHidden();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test(`/embed/${tool.route}: the tool alone, accessible, with a transparent background on request`, async ({ page }) => {
    await page.goto(`/embed/${tool.route}?bg=transparent`);
    // The page's own (visually hidden) h1 names the tool; the tool's title is the visible heading.
    await expect(page.getByRole('heading', { name: tool.name, exact: true })).toBeVisible();
    const background = await page.evaluate(() => [getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.body).backgroundColor]);
    expect(background).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
}

test('/student-apps and the VERSE Tools menu reach every listed tool', async ({ page }) => {
  await visit(page, '/student-apps');
  const listed = tools.filter((tool) => !tool.unlisted);
  const all = page.getByRole('region', { name: 'All tools' });
  for (const tool of listed) await expect(all.getByRole('link', { name: tool.name, exact: true })).toHaveAttribute('href', toolPath(tool));
  await page.getByRole('button', { name: 'VERSE Tools' }).click();
  for (const tool of listed) {
    await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^${tool.name}`) }).first()).toHaveAttribute('href', toolPath(tool));
  }
});
