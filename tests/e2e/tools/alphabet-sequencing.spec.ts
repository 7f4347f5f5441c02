import { expect, test, type Frame, type Page } from '../base';
import { tool, letters, solution } from './alphabet-sequencing';
import { expectAccessible, focusedName, nextComplete, tabUntil } from './checks';

// Alphabet Sequencing as a student uses it: a to z found in a text by mouse, the same by keyboard
// alone, on a phone, and its embed page framed by a lesson page on another origin.

const text = (scope: Page | Frame) => tool(scope).getByRole('group', { name: 'Text: find a to z in order' });
const status = (scope: Page | Frame) => tool(scope).getByRole('status');

const axe = (page: Page) => expectAccessible(page, 'verse-alphabet-sequencing');


test('by mouse: wrong picks fade, right ones are found, z celebrates, reports and starts again', async ({ page }) => {
  await page.goto('/embed/alphabet-sequencing-game');
  await expect(page).toHaveTitle('Alphabet Sequencing - VERSE');
  await expect(tool(page).getByText('Find a')).toBeVisible();
  const order = await solution(page);
  // b before a: wrong, at half opacity.
  await letters(page).nth(order[1]!).click();
  await expect(letters(page).nth(order[1]!)).toHaveAccessibleName('b, not next');
  await expect(letters(page).nth(order[1]!)).toHaveCSS('opacity', '0.5');
  await expect(status(page)).toHaveText('That is b. Look for a.');
  await letters(page).nth(order[0]!).click();
  await expect(letters(page).nth(order[0]!)).toHaveAccessibleName('a, found');
  await expect(letters(page).nth(order[0]!)).toHaveCSS('text-decoration-line', 'underline');
  await expect(status(page)).toHaveText('Right! a. Now find b.');
  await expect(tool(page).getByRole('img', { name: 'Found 1 of 26. Next: b.' })).toBeVisible();
  await axe(page);

  const done = (await nextComplete(page)).detail;
  for (const i of order.slice(1)) await letters(page).nth(i).click();
  expect(await done).toMatchObject({ tool: 'alphabet-sequencing', verb: 'completed', score: 26, max: 26, success: true });
  await expect(status(page)).toHaveText('Right! z. You found a to z! Press Play again for a new round.');
  // The win stays until Play again.
  await expect(tool(page).getByText('You found a to z!', { exact: true })).toBeVisible();
  await tool(page).getByRole('button', { name: 'Play again' }).click();
  await expect(text(page).getByRole('button', { name: /found$/ })).toHaveCount(0);
  await expect(tool(page).getByText('Find a')).toBeVisible();

  await tool(page).getByRole('button', { name: 'Toggle Case' }).click();
  await expect(letters(page).first()).toHaveText('A');
  await tool(page).getByRole('button', { name: 'Show Alphabet' }).click();
  await expect(tool(page).getByRole('img', { name: /Found 0 of 26/ })).toHaveCount(0);
});

test('by keyboard alone: one Tab stop for the text, arrows to each letter, Enter picks a to z', async ({ page }) => {
  await page.goto('/embed/alphabet-sequencing-game?source=generated&case=upper');
  // Read once the page has applied its URL settings (a generated text, in capitals).
  await expect(letters(page).first()).toHaveText(/^[A-Z]$/);
  const order = await solution(page);
  const names = await tabUntil(page, /^[A-Z]$/);
  expect(names.slice(0, 3)).toEqual(['Toggle Case', 'Show Alphabet', 'Start Over']);
  const done = (await nextComplete(page)).detail;
  let at = 0;
  for (const [n, target] of order.entries()) {
    for (; at < target; at++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press(n % 2 ? 'Enter' : ' ');
  }
  expect(await done).toMatchObject({ tool: 'alphabet-sequencing', score: 26 });
  await expect(status(page)).toHaveText('Right! Z. You found a to z! Press Play again for a new round.');
  await expect(tool(page).getByRole('button', { name: 'Play again' })).toBeFocused();
});

test('fits a 360 px phone without sideways scrolling; no axe violations with the settings open', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/embed/alphabet-sequencing-game?source=text2&alphabet=hide');
  await expect(letters(page).first()).toHaveText('s');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = (await letters(page).first().boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(24);
  expect(box.height).toBeGreaterThanOrEqual(24);
  await tool(page).getByRole('button', { name: 'Settings' }).click();
  await expect(tool(page).getByRole('radio', { name: 'Text 2' })).toBeChecked();
  await expect(tool(page).getByRole('radio', { name: 'Hide' })).toBeChecked();
  await axe(page);
});

