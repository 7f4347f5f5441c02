import { expect, test, type Frame, type Page } from '../base';
import { expectAccessible, focusedName, nextComplete } from './checks';

// Place Value Showdown as children play it: two players by mouse to the end of a best of 3, one
// player against the computer by keyboard alone, and a phone. The digits drawn are fixed by
// replacing Math.random before the page runs.
// Framed by a lesson page, the kit's messages (height, H5P, the result) are proven once for all
// tools, in whack-a-mole.spec.ts; the result each tool reports, in its element tests.

const tool = (scope: Page | Frame) => scope.locator('verse-place-value-showdown');
const places = (scope: Page | Frame, label: string) => tool(scope).getByRole('group', { name: label }).getByRole('button');
const status = (scope: Page | Frame) => tool(scope).getByRole('status');
const result = (scope: Page | Frame) => tool(scope).getByRole('group', { name: 'Result' });
const axe = (page: Page) => expectAccessible(page, 'verse-place-value-showdown');

/** The digits the game draws, in order, then 5 for ever (other callers of Math.random get 0.55). */
async function drawing(page: Page, digits: number[]) {
  await page.addInitScript((queue: number[]) => {
    Math.random = () => {
      const draw = new Error().stack?.includes('verse-place-value-showdown') && queue.length;
      return ((draw ? queue.shift()! : 5) + 0.5) / 10;
    };
  }, digits);
}

test('by mouse, two players: each digit in turn, the greater number wins in expanded form, Player 1 wins best of 3', async ({ page }) => {
  await drawing(page, [7, 4, 2, 8, 3, 1]);
  await page.goto('/embed/place-value-showdown');
  await expect(page).toHaveTitle('Place Value Showdown - VERSE');
  await expect(tool(page).getByRole('img', { name: 'Digit drawn: 7' })).toBeVisible();
  await expect(status(page)).toHaveText('Round 1. The digit is 7. Player 1: put the 7 in a place.');
  await expect(places(page, "Player 1's places")).toHaveText(['hundreds', 'tens', 'ones']);
  await axe(page);

  const done = (await nextComplete(page)).detail;
  for (const [round, numbers] of [['742', '247'], ['831', '138']].entries()) {
    for (let k = 0; k < 3; k++) {
      await places(page, "Player 1's places").nth(k).click();
      await places(page, "Player 2's places").nth(2 - k).click();
    }
    const [high, low] = numbers as [string, string];
    await expect(tool(page).getByText(`${high} = ${high[0]}00 + ${high[1]}0 + ${high[2]}`)).toBeVisible();
    await expect(tool(page).getByText(`${low} = ${low[0]}00 + ${low[1]}0 + ${low[2]}`)).toBeVisible();
    await expect(result(page)).toContainText(`${high} is greater than ${low}. Player 1 wins round ${round + 1}!`);
    if (round === 0) {
      await axe(page);
      await result(page).getByRole('button', { name: 'Next round' }).click();
      await expect(tool(page).getByText('Player 1: 1 · Player 2: 0')).toBeVisible();
    }
  }
  await expect(result(page)).toContainText('Player 1 wins the game, 2 rounds to 0!');
  expect(await done).toMatchObject({ tool: 'place-value-showdown', verb: 'completed', score: 2, max: 2 });
  await axe(page);
  await result(page).getByRole('button', { name: 'Play again' }).click();
  await expect(tool(page).getByText('Player 1: 0 · Player 2: 0')).toBeVisible();
  await expect(places(page, "Player 1's places")).toHaveText(['hundreds', 'tens', 'ones']);
});

test('by keyboard alone against the computer: Tab to your places, arrows and Enter; the computer answers; Next round; to the end', async ({ page }) => {
  // The page draws once with the default settings, then again when it applies ?players=computer.
  await drawing(page, [9, 9]);
  await page.goto('/embed/place-value-showdown?players=computer');
  // Keys once the computer's board is there: until then Tab reaches the two-player board it replaces.
  await expect(status(page)).toHaveText('Round 1. The digit is 9. You: put the 9 in a place.');
  const names: string[] = [];
  while (!names.at(-1)?.endsWith(', empty') && names.length < 10) {
    await page.keyboard.press('Tab');
    names.push(await focusedName(page));
  }
  expect(names.at(-1)).toBe('hundreds, empty');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focusedName(page)).toBe('ones, empty');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('You put 9 in the hundreds. Computer puts 9 in the hundreds. The next digit is 5. You: put the 5 in a place.');
  await expect(places(page, "Computer's places").first()).toHaveAccessibleName('hundreds: 9');
  await expect.poll(() => focusedName(page)).toBe('tens, empty');

  const done = (await nextComplete(page)).detail;
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // 955 against 955.
  await expect(result(page)).toContainText('Both made 955. Round 1 is a tie.');
  for (let round = 2; round <= 3; round++) {
    await expect.poll(() => focusedName(page)).toBe('Next round');
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText(`Round ${round}. The digit is 5. You: put the 5 in a place.`);
    for (let k = 0; k < 3; k++) await page.keyboard.press('Enter');
    await expect(result(page)).toContainText(`Both made 555. Round ${round} is a tie.`);
  }
  await expect(result(page)).toContainText('The game is a draw: 0 rounds each.');
  expect(await done).toMatchObject({ tool: 'place-value-showdown', score: 0, max: 3, success: false });
  await expect.poll(() => focusedName(page)).toBe('Play again');
  await page.keyboard.press('Enter');
  await expect(tool(page).getByText('You: 0 · Computer: 0')).toBeVisible();
});

test('fits a 360 px phone with 4 places without sideways scrolling; no axe violations with the settings open', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/embed/place-value-showdown?places=4&goal=lesser&rounds=7');
  await expect(places(page, "Player 1's places")).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const slot of await places(page, "Player 2's places").all()) {
    const box = (await slot.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await expect(tool(page).getByText('Round 1 · Best of 7 · Lesser wins')).toBeVisible();
  await tool(page).getByRole('button', { name: 'Settings' }).click();
  await expect(tool(page).getByRole('radio', { name: 'Thousands' })).toBeChecked();
  await expect(tool(page).getByRole('radio', { name: 'Lesser wins' })).toBeChecked();
  await axe(page);
});

