import { expect, test, type Frame, type Page } from '../base';
import { expectAccessible, focusedName, inSettingsByKeyboard, nextComplete, twoPlayerOnTablet } from './checks';

// Name It as two children play it on one device: names chosen from five each, the first to tap the
// picture their card shares with the centre card scores, three different pictures tapped fast
// freeze that player for 5 s, the end shows both scores and the winner; by mouse, by the two key
// regions of one keyboard, on a phone and a tablet.
// Framed by a lesson page, the kit's messages (height, H5P, the result) are proven once for all
// tools, in whack-a-mole.spec.ts; the result each tool reports, in its element tests.

const tool = (scope: Page | Frame) => scope.locator('verse-name-it');
const card = (scope: Page | Frame, name: string) => tool(scope).getByRole('group', { name: `${name}'s card` }).getByRole('button');
const side = (scope: Page | Frame, n: 1 | 2) => tool(scope).getByRole('region', { name: new RegExp(`^Player ${n}: `) });
const status = (scope: Page | Frame) => tool(scope).getByRole('status');
const KEYS = [
  ['q', 'w', 'e', 'r', 'a', 's', 'd', 'f'],
  ['u', 'i', 'o', 'p', 'j', 'k', 'l', ';'],
];
const axe = (page: Page) => expectAccessible(page, 'verse-name-it');

async function centre(scope: Page | Frame) {
  const label = await tool(scope).getByRole('img', { name: /^Centre card: / }).getAttribute('aria-label');
  return label!.slice('Centre card: '.length).split(', ');
}
/** The index on `name`'s card of the picture it shares with the centre card, and of the others. */
async function indexes(scope: Page | Frame, name: string) {
  const shared = await centre(scope);
  const labels = await card(scope, name).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')!));
  const right = labels.findIndex((l) => shared.includes(l));
  return { right, labels, wrong: labels.flatMap((l, i) => (i === right ? [] : [i])) };
}
const T0 = new Date('2026-01-05T09:00:00Z').getTime();
/**
 * Stops the (installed) clock before Start: from there the match's time moves only by runFor, so
 * taps meant to be fast are fast however slow the machine. pauseAt refuses a moment already past,
 * and on a busy machine the page's clock runs on for a while between reading it and pausing it:
 * so it pauses a minute on, longer than a test may take (before Start nothing waits on the jump).
 * The live region then speaks only when the clock moves (60 ms after a change); axe needs it running.
 */
async function stopClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 60_000);
}

test('by mouse: names from five, a match scores and deals new cards, three fast wrong taps freeze for 5 s, the end names the winner', async ({ page }) => {
  await page.clock.install({ time: T0 });
  await page.goto('/embed/name-it?minutes=1');
  await expect(page).toHaveTitle('Name It - VERSE');
  await expect(side(page, 1).getByRole('radio')).toHaveCount(5);
  await expect(side(page, 2).getByRole('radio')).toHaveCount(5);
  await side(page, 1).getByRole('radio', { name: 'Bear' }).check();
  await side(page, 2).getByRole('radio', { name: 'Panda' }).check();
  await expect(tool(page).getByText('Keys: Bear Q W E R A S D F, Panda U I O P J K L ;')).toBeVisible();
  await axe(page);
  // The match on the stopped clock: the three wrong taps below come within 1.2 s of its time.
  await stopClock(page);
  await tool(page).getByRole('button', { name: 'Start' }).click();
  await expect(side(page, 1).getByRole('timer')).toHaveText('1:00');
  await expect(card(page, 'Bear')).toHaveCount(8);

  const before = await centre(page);
  const bear = await indexes(page, 'Bear');
  await card(page, 'Bear').nth(bear.right).click();
  await expect(side(page, 1).getByLabel('Score 1')).toBeVisible();
  await page.clock.runFor(100);
  await expect(status(page)).toHaveText(`Bear found the ${bear.labels[bear.right]}! New cards.`);
  await expect.poll(() => centre(page)).not.toEqual(before);

  // Three different wrong pictures within 1.2 s: Panda is frozen, shown and announced.
  const panda = await indexes(page, 'Panda');
  for (const i of panda.wrong.slice(0, 3)) await card(page, 'Panda').nth(i).click();
  await expect(side(page, 2).getByText('Frozen 5')).toBeVisible();
  // A frozen player's picks are ignored (by key: the covered card takes no clicks).
  await page.keyboard.press(KEYS[1]![(await indexes(page, 'Panda')).right]!);
  await expect(side(page, 2).getByLabel('Score 0')).toBeVisible();
  await page.clock.runFor(100);
  await expect(status(page)).toHaveText('Panda is frozen for 5 seconds.');
  await page.clock.resume();
  await axe(page);
  await page.clock.runFor(5000);
  await expect(side(page, 2).getByText(/^Frozen/)).toHaveCount(0);
  await card(page, 'Panda').nth((await indexes(page, 'Panda')).right).click();
  await card(page, 'Panda').nth((await indexes(page, 'Panda')).right).click();
  await expect(side(page, 2).getByLabel('Score 2')).toBeVisible();

  const result = (await nextComplete(page)).detail;
  await page.clock.runFor(60_000);
  const over = tool(page).getByRole('group', { name: 'Game over' });
  await expect(over.getByText('Panda wins!', { exact: true })).toBeVisible();
  await expect(over.getByRole('listitem')).toHaveText(['Bear: 1', 'Panda: 2']);
  expect(await result).toMatchObject({ tool: 'name-it', verb: 'completed', score: 2 });
  await axe(page);
  await over.getByRole('button', { name: 'Play again' }).click();
  await expect(side(page, 1).getByRole('timer')).toHaveText('1:00');
  await expect(side(page, 1).getByLabel('Score 0')).toBeVisible();
});

test('by keyboard alone: Tab to Start, each player their own key region on one keyboard, to a draw', async ({ page }) => {
  await page.clock.install({ time: T0 });
  await page.goto('/embed/name-it?minutes=2');
  // Keys once the page has applied ?minutes=2 (a new game time starts again from the names).
  await inSettingsByKeyboard(page, (panel) => expect(panel.getByRole('radio', { name: '2 minutes' })).toBeChecked());
  // Tab to player 1's names (a radio group: arrows choose), then on to Start.
  const names: string[] = [];
  while (!(await side(page, 1).getByRole('radio', { name: 'Fox' }).evaluate((el) => el.matches(':focus'))) && names.length < 10) {
    await page.keyboard.press('Tab');
    names.push(await focusedName(page));
  }
  await page.keyboard.press('ArrowRight');
  await expect(side(page, 1).getByRole('radio', { name: 'Owl' })).toBeChecked();
  for (let i = 0; i < 5 && (await focusedName(page)) !== 'Start'; i++) await page.keyboard.press('Tab');
  // The match on the stopped clock: the three wrong keys below come within 1.2 s of its time.
  await stopClock(page);
  await page.keyboard.press('Enter');
  await expect(side(page, 1).getByRole('timer')).toHaveText('2:00');
  await page.keyboard.press(KEYS[0]![(await indexes(page, 'Owl')).right]!);
  await expect(side(page, 1).getByLabel('Score 1')).toBeVisible();
  await page.keyboard.press(KEYS[1]![(await indexes(page, 'Tiger')).right]!);
  await expect(side(page, 2).getByLabel('Score 1')).toBeVisible();
  // Three different wrong keys fast: Owl is frozen; Tiger plays on.
  const fox = await indexes(page, 'Owl');
  for (const i of fox.wrong.slice(0, 3)) await page.keyboard.press(KEYS[0]![i]!);
  await expect(side(page, 1).getByText('Frozen 5')).toBeVisible();
    await tool(page).getByRole('button', { name: 'Reset' }).focus();
  const result = (await nextComplete(page)).detail;
  await page.clock.runFor(120_000);
  await expect(tool(page).getByText("It's a draw!", { exact: true })).toBeVisible();
  expect(await result).toMatchObject({ tool: 'name-it', score: 1 });
  await page.keyboard.press('Tab');
  while (!['Play again', 'Reset'].includes(await focusedName(page))) await page.keyboard.press('Tab');
  await expect.poll(() => focusedName(page)).toBe('Play again');
  await page.keyboard.press('Enter');
  await expect(side(page, 1).getByRole('timer')).toHaveText('2:00');
  // A card is one Tab stop: Home, → and Enter pick a picture.
  await card(page, 'Owl').first().focus();
  const foxNow = await indexes(page, 'Owl');
  await page.keyboard.press('Home');
  for (let k = 0; k < foxNow.right; k++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => focusedName(page)).toBe(foxNow.labels[foxNow.right]);
  await page.keyboard.press('Enter');
  await expect(side(page, 1).getByLabel('Score 1')).toBeVisible();
});

test('fits a 360 px phone; on a 1024 px tablet the players sit side by side, the far one turned unless rotate=false', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/embed/name-it');
  await tool(page).getByRole('button', { name: 'Start' }).click();
  // The cards are dealt once the game's code has arrived: measure the game being played.
  await expect(card(page, 'Fox')).not.toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const box of await card(page, 'Fox').evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().width))) expect(box).toBeGreaterThanOrEqual(44);
  await axe(page);

  await page.setViewportSize({ width: 1024, height: 768 });
  const [one, two] = [(await side(page, 1).boundingBox())!, (await side(page, 2).boundingBox())!];
  expect(two.x).toBeGreaterThan(one.x + one.width);
  expect(await side(page, 2).evaluate((el) => getComputedStyle(el).transform)).toMatch(/^matrix\(-1, /);
  await page.goto('/embed/name-it?rotate=false');
  // Once the page has applied ?rotate=false.
  await expect.poll(() => side(page, 2).evaluate((el) => getComputedStyle(el).transform)).toBe('none');
  await tool(page).getByRole('button', { name: 'Settings' }).click();
  await expect(tool(page).getByRole('radio', { name: 'Off' })).toBeChecked();
  await expect(tool(page).getByRole('radio', { name: '2 minutes' })).toBeChecked();
  await axe(page);
});

test('at 1024x768 and 768x1024: the step on screen before Start, while playing and at the end; the whole game fits', async ({ page }) => {
  await twoPlayerOnTablet(page, 'verse-name-it', 'name-it', 'Find the picture on your card that is on the middle card too. Tap it first!');
});
