import { expect, test, type Page } from '../base';
import { tools, toolPath } from '../../../site/tools';
import { elements } from '../../../widgets/elements';
import { expectAccessible } from './checks';

/** Every `/embed/<path>` page the build makes (scripts/vite/elements.ts): each embed of each element's meta. */
const embedPages = elements.flatMap((meta) => [meta.embed ?? []].flat().map((embed) => ({ tag: meta.tag, ...embed })));

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

// Axe on every embed page, with Label in Name (WCAG 2.5.3) checked besides its default rules (see
// checks.ts): a control's visible text is part of its accessible name.
// One test for them all, each page in turn in the same tab (a test per page cost a browser context
// each). A tool's page asks for a transparent background, as a lesson slide frames it: the page
// then has none of its own. The tool's site page (/student-apps/<route>) is frame.spec.ts's.
test('every /embed/ page: the element alone, titled, accessible, each control\'s visible text in its name; a tool\'s transparent on request', async ({ page }) => {
  test.setTimeout(30_000 + embedPages.length * 15_000);
  for (const { tag, path, title } of embedPages) {
    const tool = tools.find((candidate) => candidate.tag === tag && candidate.route === path);
    await test.step(`/embed/${path}`, async () => {
      const response = await page.goto(`/embed/${path}${tool ? '?bg=transparent' : ''}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      // The element has rendered its controls and loaded what it asks the API for (the booking's open times).
      await expect(page.locator(tag).getByRole('button').first()).toBeVisible();
      if (tool) {
        // The page's own (visually hidden) h1 names the tool; the tool's title is the visible heading.
        await expect(page.getByRole('heading', { name: tool.name, exact: true })).toBeVisible();
        const background = await page.evaluate(() => [getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.body).backgroundColor]);
        expect(background).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
      }
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    });
  }
});

test('/embed/grammar: the animal buttons, picked and placed, named by their visible text, wide and on a phone', async ({ page }) => {
  const grammar = page.locator('verse-grammar');
  const animals = grammar.getByRole('group', { name: 'Animals' }).getByRole('button');
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    // All 10 animals: level 3 in free mode.
    await page.goto('/embed/grammar?level=3&mode=free');
    await expect(animals).toHaveCount(10);
    await animals.first().click();
    await expect(animals.first()).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);
    await grammar.getByRole('group', { name: 'Cards' }).getByRole('button').first().click();
    await expect(grammar.getByRole('button', { name: 'Dog (noun) on Sam', exact: true })).toBeVisible();
    await expectAccessible(page);
  }
});

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

// An embed page's URL settings become the element's attributes only when the tool's declaration
// allows them: its build writes the declared settings into the page.
test('/embed/whack-a-mole: declared settings from the URL, values it does not allow dropped with a warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/embed/whack-a-mole?speed=fast&time=45&list=with-ch');
  const element = page.locator('verse-whack-a-mole');
  await expect(element).toHaveAttribute('speed', 'fast');
  await expect(element).toHaveAttribute('list', 'with-ch');
  await expect(element).not.toHaveAttribute('time');
  await expect.poll(() => warnings.join('\n')).toContain('VERSE: ignored URL settings: time.');
});

test('a tool page shows the tool before any script: its first screen is in the built page, a picture until the element takes over', async ({ browser, baseURL }) => {
  // No script at all: what a tired tablet paints before the first byte of JavaScript runs.
  const still = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await still.newPage();
  for (const path of ['/student-apps/grammar', '/embed/grammar']) {
    await page.goto(path);
    const shell = page.locator('verse-grammar .tool-shell');
    await expect(shell).toBeVisible();
    await expect(page.locator('verse-grammar').getByText('Pick an animal, then tap a card.')).toBeVisible();
    // Inert: no tap or key is taken (and lost) before the element is there, no screen reader reads it.
    await expect(shell).toHaveAttribute('inert', '');
    await expect(page.locator('verse-grammar').getByRole('button', { name: 'Check' }).click({ timeout: 1500 })).rejects.toThrow(/Timeout/);
  }
  await still.close();
});

test('with script the element takes the first screen over: the same tool, live, and nothing inert is left', async ({ page }) => {
  await page.goto('/student-apps/grammar');
  const live = page.locator('verse-grammar').getByRole('button', { name: 'Check' });
  await expect(live).toBeVisible();
  await expect(page.locator('verse-grammar .tool-shell')).toHaveCount(1);
  await expect(page.locator('verse-grammar [inert]')).toHaveCount(0);
});
