import { expect, test, type Frame, type Page } from '../base';
import { expectAccessible, focusedName, inSettingsByKeyboard, nextComplete, twoPlayerOnTablet } from './checks';

// Math It as two children play it on one device: the same equation for both, eight answers on
// each side, the first right answer scores and brings the next equation, a wrong one is crossed
// out (or, set so, freezes that player for 2 s), the end shows both scores and the winner; by
// mouse, by the two key regions of one keyboard, on a phone, on tablets, and framed by a lesson page.

const tool = (scope: Page | Frame) => scope.locator('verse-math-it');
const side = (scope: Page | Frame, n: 1 | 2) => tool(scope).getByRole('region', { name: new RegExp(`^Player ${n}: `) });
const answers = (scope: Page | Frame, n: 1 | 2) => side(scope, n).getByRole('group', { name: 'Answers' }).getByRole('button');
const status = (scope: Page | Frame) => tool(scope).getByRole('status');
const KEYS = [
  ['q', 'w', 'e', 'r', 'a', 's', 'd', 'f'],
  ['u', 'i', 'o', 'p', 'j', 'k', 'l', ';'],
];
const axe = (page: Page) => expectAccessible(page, 'verse-math-it');
const T0 = new Date('2026-01-05T09:00:00Z').getTime();

/** The equation on player `n`'s side, its answer, and where the answer and a wrong one are. */
async function question(scope: Page | Frame, n: 1 | 2) {
  const text = (await side(scope, n).locator('.mi-equation').textContent())!;
  const [a, sign, b] = text.split(' ');
  const [x, y] = [Number(a), Number(b)];
  const answer = sign === '+' ? x + y : sign === '−' ? x - y : sign === '×' ? x * y : x / y;
  const options = (await answers(scope, n).evaluateAll((bs) => bs.map((b) => b.lastChild!.textContent!))).map(Number);
  return { text, answer, options, right: options.indexOf(answer), wrong: options.findIndex((o) => o !== answer) };
}

test('by mouse: one equation for both, eight different answers each, right scores, wrong freezes 2 s when set so, the end names the winner', async ({ page }) => {
  await page.clock.install({ time: T0 });
  await page.goto('/embed/math-it?minutes=1&wrong=freeze');
  await expect(page).toHaveTitle('Math It - VERSE');
  // Start once the page has applied ?minutes=1 (a new game time starts again from the names).
  await tool(page).getByRole('button', { name: 'Settings' }).click();
  await expect(tool(page).getByRole('radio', { name: '1 minute' })).toBeChecked();
  await tool(page).getByRole('button', { name: 'Close settings' }).click();
  await side(page, 1).getByRole('radio', { name: 'Otter' }).check();
  await tool(page).getByRole('button', { name: 'Start' }).click();
  await expect(side(page, 1).getByRole('timer')).toHaveText('1:00');
  const q = await question(page, 1);
  expect((await question(page, 2)).text).toBe(q.text);
  for (const n of [1, 2] as const) {
    const { options, answer } = await question(page, n);
    expect(new Set(options).size).toBe(8);
    expect(options.filter((o) => o === answer)).toHaveLength(1);
  }
  await axe(page);
  await answers(page, 1).nth(q.right).click();
  await expect(side(page, 1).getByLabel('Score 1')).toBeVisible();
  await expect(status(page)).toHaveText(new RegExp(`^Otter: right, .+ is ${q.answer}! Next question\\.$`));

  const q2 = await question(page, 2);
  await answers(page, 2).nth(q2.wrong).click();
  await expect(side(page, 2).getByText('Frozen 2')).toBeVisible();
  await page.keyboard.press(KEYS[1]![q2.right]!);
  await expect(side(page, 2).getByLabel('Score 0')).toBeVisible();
  await expect(status(page)).toHaveText('Tiger is frozen for 2 seconds.');
  await axe(page);
  await page.clock.runFor(2000);
  await expect(side(page, 2).getByText(/^Frozen/)).toHaveCount(0);
  await answers(page, 1).nth((await question(page, 1)).right).click();
  await expect(side(page, 1).getByLabel('Score 2')).toBeVisible();

  const result = (await nextComplete(page)).detail;
  await page.clock.runFor(60_000);
  const over = tool(page).getByRole('group', { name: 'Game over' });
  await expect(over.getByText('Otter wins!', { exact: true })).toBeVisible();
  await expect(over.getByRole('listitem')).toHaveText(['Otter: 2', 'Tiger: 0']);
  expect(await result).toMatchObject({ tool: 'math-it', verb: 'completed', score: 2 });
  await axe(page);
  await over.getByRole('button', { name: 'Reset' }).click();
  await expect(side(page, 1).getByRole('radio', { name: 'Otter' })).toBeChecked();
});

test('by keyboard alone: Start by Tab and Enter, the two key regions; by default 2 minutes of adding and taking away, a wrong answer crossed out', async ({ page }) => {
  await page.clock.install({ time: T0 });
  await page.goto('/embed/math-it');
  await inSettingsByKeyboard(page, (panel) => expect(panel.getByRole('checkbox', { name: 'Divide (÷)' })).not.toBeChecked());
  for (let i = 0; i < 20 && (await focusedName(page)) !== 'Start'; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(side(page, 1).getByRole('timer')).toHaveText('2:00');
  expect((await question(page, 1)).text).toMatch(/^\d+ [+−] \d+ = \?$/);
  await page.keyboard.press(KEYS[1]![(await question(page, 2)).right]!);
  await expect(side(page, 2).getByLabel('Score 1')).toBeVisible();
  await page.keyboard.press(KEYS[1]![(await question(page, 2)).right]!);
  await expect(side(page, 2).getByLabel('Score 2')).toBeVisible();
  const missed = await question(page, 1);
  await page.keyboard.press(KEYS[0]![missed.wrong]!);
  await expect(answers(page, 1).nth(missed.wrong)).toHaveAccessibleName(`${missed.options[missed.wrong]}, not right`);
  await expect(status(page)).toHaveText(`Fox: not ${missed.options[missed.wrong]}. Try again.`);
  await expect(side(page, 1).getByText(/^Frozen/)).toHaveCount(0);
  // The answers are one Tab stop too: → and Enter pick.
  const q = await question(page, 1);
  await answers(page, 1).first().focus();
  for (let k = 0; k < q.right; k++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(side(page, 1).getByLabel('Score 1')).toBeVisible();
  const result = (await nextComplete(page)).detail;
  await page.clock.runFor(120_000);
  await expect(tool(page).getByText('Tiger wins!', { exact: true })).toBeVisible();
  expect(await result).toMatchObject({ tool: 'math-it', score: 2 });
  for (let i = 0; i < 30 && (await focusedName(page)) !== 'Play again'; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(side(page, 1).getByRole('timer')).toHaveText('2:00');
});

test('fits a 360 px phone with answers of 44 px or more; axe with the settings open', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/embed/math-it?rotate=false');
  await tool(page).getByRole('button', { name: 'Start' }).click();
  // The answers come once the game's code has arrived: measure the game being played.
  await expect(answers(page, 1).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = (await answers(page, 1).first().boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  await tool(page).getByRole('button', { name: 'Settings' }).click();
  await expect(tool(page).getByRole('radio', { name: '2 minutes' })).toBeChecked();
  await expect(tool(page).getByRole('radio', { name: 'Try again' })).toBeChecked();
  await expect(tool(page).getByRole('checkbox', { name: 'Divide (÷)' })).not.toBeChecked();
  await axe(page);
});

test('at 1024x768 and 768x1024: the step on screen before Start, while playing and at the end; the whole game fits', async ({ page }) => {
  await twoPlayerOnTablet(page, 'verse-math-it', 'math-it', /^What is \d+ (plus|minus) \d+\? Tap the answer on your side first!$/, async ({ width, height }) => {
    // Upright, the height is used: the game reaches down into the last fifth of the screen.
    const box = (await tool(page).boundingBox())!;
    if (height > width) expect(box.y + box.height).toBeGreaterThanOrEqual(height * 0.8);
    // A key's letter never covers an answer's digits.
    for (const option of await answers(page, 1).all()) {
      const key = await option.locator('.tp-key').boundingBox();
      const number = (await option.locator('.mi-number').boundingBox())!;
      if (key) expect(key.y + key.height <= number.y || key.x + key.width <= number.x).toBe(true);
    }
  });
});
