import { expect, test, type Frame, type Page } from '../base';
import { expectAccessible, focusedName, listenForSpeech, nextComplete, said } from './checks';

// Vowel Sounds as a child uses it: letters selected once by mouse and heard, the same by keyboard
// alone, all 28 with confetti, Reset, the settings, and a 360 px phone.
// Framed by a lesson page, the kit's messages (height, H5P, the result) are proven once for all
// tools, in whack-a-mole.spec.ts; the result each tool reports, in its element tests.

const tool = (scope: Page | Frame) => scope.locator('verse-vowel-sounds');
const line = (scope: Page | Frame, n: 1 | 2) => tool(scope).getByRole('group', { name: `Line ${n}` });
const tiles = (scope: Page | Frame) => tool(scope).getByRole('group', { name: /^Line / }).getByRole('button');
// The shell's live region, after the settings panel's volume output (also a status).
const status = (scope: Page | Frame) => tool(scope).getByRole('status').last();
const KEYWORDS: Record<string, string> = { a: 'a, apple', e: 'e, egg', i: 'i, itch', o: 'o, octopus', u: 'u, up' };

const axe = (page: Page) => expectAccessible(page, 'verse-vowel-sounds');

const focusedIndex = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('verse-vowel-sounds')!.shadowRoot!;
    return [...root.querySelectorAll('.vowel-line button')].indexOf(root.activeElement!);
  });

test('by mouse: 2 lines of 14, each letter selected once and said, all 28 with confetti, then Reset', async ({ page }) => {
  await listenForSpeech(page);
  await page.goto('/embed/vowel-sounds');
  await expect(page).toHaveTitle('Vowel Sounds - VERSE');
  await expect(line(page, 1).getByRole('button')).toHaveCount(14);
  await expect(line(page, 2).getByRole('button')).toHaveCount(14);
  const first = tiles(page).first();
  const letter = (await first.textContent())!.trim();
  expect(letter).toMatch(/^[aeiou]$/);

  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(first).toHaveAttribute('aria-disabled', 'true');
  await expect(first.locator('svg')).toBeVisible();
  await expect(status(page)).toHaveText(`${letter}. 1 of 28.`);
  // A child taps it again (Playwright would wait for an enabled button: force the tap).
  await first.click({ force: true });
  await expect(status(page)).toHaveText(`${letter} is already selected.`);
  expect(await said(page)).toEqual([KEYWORDS[letter]]);

  const result = (await nextComplete(page)).detail;
  for (let i = 1; i < 28; i++) await tiles(page).nth(i).click();
  expect(await result).toMatchObject({ tool: 'vowel-sounds', verb: 'completed', score: 28, max: 28, success: true });
  await expect(status(page)).toHaveText('All 28 vowels selected! Reset deals a new set.');
  await expect(tool(page).locator('canvas')).toBeAttached();
  expect(await said(page)).toHaveLength(28);

  await tool(page).getByRole('button', { name: 'Reset' }).click();
  await expect(tool(page).getByRole('button', { pressed: true })).toHaveCount(0);
  await expect(tool(page).getByText('0 of 28 selected')).toBeVisible();
  await axe(page);
});

test('by keyboard alone: arrows along and across the lines, Enter and Space select', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/embed/vowel-sounds');
  const order: string[] = [];
  while (!/^[aeiou]$/.test(order.at(-1) ?? '') && order.length < 8) {
    await page.keyboard.press('Tab');
    order.push(await focusedName(page));
  }
  expect(order.slice(0, 3)).toEqual(['Reset', 'Mute sound', 'Settings']);
  await expect.poll(() => focusedIndex(page)).toBe(0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedIndex(page)).toBe(15);
  await page.keyboard.press('Enter');
  await expect(tiles(page).nth(15)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press(' ');
  await expect(tiles(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('End');
  await expect.poll(() => focusedIndex(page)).toBe(27);
  await expect(tool(page).getByText('2 of 28 selected')).toBeVisible();
});

test('settings: upper case and the voice off, carried by the copied link; the panel has no axe violations', async ({ page, baseURL }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await listenForSpeech(page);
  await page.goto('/embed/vowel-sounds');
  await tool(page).getByRole('button', { name: 'Settings' }).click();
  await tool(page).getByRole('radio', { name: 'Uppercase' }).check();
  await tool(page).getByRole('radio', { name: 'Off' }).check();
  await axe(page);
  await tool(page).getByRole('button', { name: 'Copy link' }).click();
  await expect(status(page)).toHaveText('Link copied.');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${baseURL}/embed/vowel-sounds?case=upper&voice=off`);

  // The link opens the tool as it was set (once the page has applied its URL settings).
  await page.goto(link);
  await expect(tiles(page)).toHaveText(Array<RegExp>(28).fill(/^[AEIOU]$/));
  await tiles(page).first().click();
  await expect(tiles(page).first()).toHaveAttribute('aria-pressed', 'true');
  expect(await said(page)).toEqual([]);
});

test('fits a 360 px phone: each line wraps into 2 rows of 7, targets of 24 px or more, no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/embed/vowel-sounds');
  const boxes = await Promise.all([0, 6, 7, 13].map(async (i) => (await tiles(page).nth(i).boundingBox())!));
  expect(boxes[1]!.y).toBe(boxes[0]!.y);
  expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);
  for (const box of boxes) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // ↓ follows the rows as seen.
  await tiles(page).first().focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedIndex(page)).toBe(7);
  await axe(page);
});

