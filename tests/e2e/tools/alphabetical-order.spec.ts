import { expect, test, type Frame, type Page } from '../base';
import { expectAccessible, focusedName, nextComplete, tabUntil } from './checks';

// Alphabetical Order as a student uses it: the countdown, letter groups picked and placed in their
// slots by mouse (26 groups and 1), the same by keyboard alone, and the mascot's visits.
// Framed by a lesson page, the kit's messages (height, H5P, the result) are proven once for all
// tools, in whack-a-mole.spec.ts; the result each tool reports, in its element tests.

const tool = (scope: Page | Frame) => scope.locator('verse-alphabetical-order');
const deck = (scope: Page | Frame) => tool(scope).getByRole('group', { name: 'Deck' });
const slots = (scope: Page | Frame) => tool(scope).getByRole('group', { name: 'Slots' });
const card = (scope: Page | Frame, letters: string) => deck(scope).getByRole('button', { name: letters, exact: true });
const slot = (scope: Page | Frame, n: number) => slots(scope).getByRole('button', { name: new RegExp(`^Slot ${n}[,:]`) });
const status = (scope: Page | Frame) => tool(scope).getByRole('status');
const done = 'Great job! Everything is in order.';
const finished = (scope: Page | Frame) => tool(scope).getByRole('group', { name: 'Finished' }).getByText(done, { exact: true });
const countdown = (scope: Page | Frame) => tool(scope).getByRole('timer', { name: 'Get ready' });
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const axe = (page: Page) => expectAccessible(page, 'verse-alphabetical-order');

/** Opens the page on a fake clock, checks the countdown ignores clicks, and skips it. */
const T0 = new Date('2026-01-05T09:00:00Z').getTime();
async function pauseClock(page: Page) {
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(T0 + 1000);
}

async function openAfterCountdown(page: Page, url: string, resume = true) {
  await pauseClock(page);
  await page.goto(url);
  await page.clock.runFor(100);
  await expect(countdown(page)).toHaveText('2');
  await page.clock.runFor(800);
  await expect(countdown(page)).toHaveText('1');
  await page.clock.runFor(900);
  await expect(countdown(page)).toHaveCount(0);
  if (resume) await page.clock.resume();
}

test('by mouse at 26 groups: a wrong slot flashes and lets go, each letter in its slot, then Great job!', async ({ page }) => {
  await pauseClock(page);
  await page.goto('/embed/alphabetical-order?subdivision=26');
  await expect(page).toHaveTitle('Alphabetical Order - VERSE');
  await page.clock.runFor(100);
  await expect(countdown(page)).toHaveText('2');
  // During the countdown, a click picks nothing.
  await card(page, 'A').click({ force: true });
  await expect(card(page, 'A')).toHaveAttribute('aria-pressed', 'false');
  await page.clock.runFor(1700);
  await page.clock.resume();

  await card(page, 'A').click();
  await expect(card(page, 'A')).toHaveAttribute('aria-pressed', 'true');
  await card(page, 'A').click();
  await expect(card(page, 'A')).toHaveAttribute('aria-pressed', 'false');
  await card(page, 'B').click();
  await slot(page, 5).click();
  await expect(status(page)).toHaveText('Not slot 5. B belongs somewhere else. Pick again.');
  await expect(card(page, 'B')).toHaveAttribute('aria-pressed', 'false');
  await expect(slot(page, 5)).toHaveAccessibleName('Slot 5, empty');

  const result = (await nextComplete(page)).detail;
  for (const [i, letter] of [...LETTERS].entries()) {
    await card(page, letter).click();
    await slot(page, i + 1).click();
    await expect(slot(page, i + 1)).toHaveAccessibleName(`Slot ${i + 1}: ${letter}`);
  }
  await expect(finished(page)).toBeVisible();
  expect(await result).toMatchObject({ tool: 'alphabetical-order', verb: 'completed', score: 26, max: 27, success: true });
  await axe(page);
  await tool(page).getByRole('button', { name: 'Play Again' }).click();
  await expect(deck(page).getByRole('button')).toHaveCount(26);
  await expect(slot(page, 1)).toHaveAccessibleName('Slot 1, empty');
});

test('by mouse at 1 group: one card, one slot, done; the mascot visits after 25 to 37 s', async ({ page }) => {
  // The scenery and the mascot arrive after the countdown, and the wait is the longest (37 s): the
  // visits still count from the start.
  await page.addInitScript(() => (Math.random = () => 0.999999));
  await page.route(/\/widgets\/pictures-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await openAfterCountdown(page, '/embed/alphabetical-order?subdivision=1&theme=summer&uppercase=false', false);
  await card(page, 'a b c d e f g h i j k l m n o p q r s t u v w x y z').click();
  await slot(page, 1).click();
  await page.clock.runFor(100);
  await expect(finished(page)).toBeVisible();
  await expect(deck(page).getByText('All cards placed.')).toBeVisible();

  // The plane: first seen between 25 and 37 s after the start, gone 6 s later.
  await expect(tool(page).locator('.ao-scenery > *')).not.toHaveCount(0);
  const mascot = tool(page).locator('[data-direction]');
  let seconds = 2;
  while (seconds < 40 && (await mascot.count()) === 0) {
    await page.clock.runFor(1000);
    seconds += 1;
  }
  expect(seconds).toBeGreaterThanOrEqual(25);
  expect(seconds).toBeLessThanOrEqual(38);
  await expect(mascot.locator('svg')).toBeVisible();
  await page.clock.runFor(6_100);
  await expect(mascot).toHaveCount(0);
});

test('under reduced motion the winter yeti still visits, fading in and out where it stands', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openAfterCountdown(page, '/embed/alphabetical-order?theme=winter', false);
  // The scenery's code (and the yeti's) has arrived, so its visit is timed on the paused clock.
  await expect(tool(page).locator('.ao-scenery > *')).not.toHaveCount(0);
  const mascot = tool(page).locator('[data-direction]');
  for (let seconds = 2; seconds < 40 && (await mascot.count()) === 0; seconds++) await page.clock.runFor(1000);
  await expect(mascot.locator('svg')).toBeVisible();
  expect(await mascot.evaluate((el) => getComputedStyle(el).animationName)).toBe('ao-fade');
  // The yeti's dance lasts 2.2 s.
  await page.clock.runFor(2_300);
  await expect(mascot).toHaveCount(0);
});

test('by keyboard alone at 5 groups: Tab to the deck, arrows, Enter picks, Escape lets go, Enter places', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openAfterCountdown(page, '/embed/alphabetical-order?subdivision=5&theme=winter');
  const groups = ['A B C D E F', 'G H I J K', 'L M N O P', 'Q R S T U', 'V W X Y Z'];
  const names = await tabUntil(page, (name) => groups.includes(name));
  expect(names.slice(0, 4)).toEqual(['Shuffle', 'Uppercase', 'Music', 'Sound effects']);
  // What to do next is on screen too, and a button reads it aloud.
  await expect(tool(page).locator('.tool-step span')).toHaveText('Tap a card, then tap its slot. Put the alphabet in order.');
  await expect(tool(page).getByRole('button', { name: 'Hear it' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(/picked\. Now choose its slot\.$/);
  await expect(tool(page).locator('.tool-step span')).toHaveText(/^Now tap the slot for [A-Z ]+\.$/);
  await page.keyboard.press('Escape');
  await expect(status(page)).toHaveText('Nothing picked.');

  const result = (await nextComplete(page)).detail;
  for (const [i, group] of groups.entries()) {
    // In the deck (one Tab stop): Home, then → until the group.
    await page.keyboard.press('Home');
    for (let k = 0; k < 5 && (await focusedName(page)) !== group; k++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedName(page)).toBe(group);
    await page.keyboard.press(' ');
    // To the slots (the next Tab stop), → to the slot, Enter places.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Home');
    for (let k = 0; k < i; k++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(slot(page, i + 1)).toHaveAccessibleName(`Slot ${i + 1}: ${group}`);
    if (i < groups.length - 1) await page.keyboard.press('Shift+Tab');
  }
  await expect(finished(page)).toBeVisible();
  expect(await result).toMatchObject({ tool: 'alphabetical-order', score: 5, max: 5 });
  // Each finished group reads on one line, on a slot the scenery does not show through.
  for (let n = 1; n <= groups.length; n++) expect((await slot(page, n).boundingBox())!.height).toBeLessThan(64);
  await expect(slot(page, 1)).not.toHaveCSS('background-color', /rgba/);
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedName(page)).toBe('Play Again');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('New shuffle: 5 groups.');
  await expect.poll(() => focusedName(page)).toMatch(new RegExp(`^(${groups.join('|')})$`));
});

test('fits a 360 px phone without sideways scrolling; no axe violations with the settings open', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/embed/alphabetical-order?subdivision=16&theme=ocean');
  await expect(deck(page).getByRole('button')).toHaveCount(16);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = (await slot(page, 1).boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await tool(page).getByRole('button', { name: 'Settings' }).click();
  await expect(tool(page).getByRole('combobox', { name: 'Subdivision' })).toHaveValue('16');
  await expect(tool(page).getByRole('radio', { name: 'Ocean' })).toBeChecked();
  await axe(page);
});

