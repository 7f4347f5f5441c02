import { expect, test, type Frame, type Page } from '../base';
import { expectAccessible, focusedName, nextComplete, tabUntil, toolLive } from './checks';

// Match It as a student plays it: a whole 60 s game by mouse and one by keyboard alone (on
// Playwright's clock), the modes and game types, and a phone.
// Framed by a lesson page, the kit's messages (height, H5P, the result) are proven once for all
// tools, in whack-a-mole.spec.ts; the result each tool reports, in its element tests.

const tool = (scope: Page | Frame) => scope.locator('verse-match-it');
const cards = (scope: Page | Frame) => tool(scope).getByRole('group', { name: 'Player cards' }).getByRole('button');
const center = (scope: Page | Frame) => tool(scope).getByRole('img', { name: /^Center card: / });
const timer = (scope: Page | Frame) => tool(scope).getByRole('timer', { name: 'Time left' });
const score = (scope: Page | Frame) => tool(scope).getByText(/^Score \d+$/);
const startButton = (scope: Page | Frame) => tool(scope).getByRole('button', { name: 'Start Game' });
const axe = (page: Page) => expectAccessible(page, 'verse-match-it');

/** The name of the player card that matches the centre: the same number, or the letter in the other case. */
async function matchName(scope: Page | Frame) {
  const said = (await center(scope).getAttribute('aria-label'))!.replace('Center card: ', '');
  const number = /^\d+/.exec(said)?.[0];
  if (number) return number;
  const [, size, letter] = /^(small|capital) (\w)$/.exec(said)!;
  return size === 'small' ? `capital ${letter!.toUpperCase()}` : `small ${letter!.toLowerCase()}`;
}
const matchCard = async (scope: Page | Frame) => cards(scope).and(tool(scope).getByRole('button', { name: await matchName(scope), exact: true }));

const T0 = new Date('2026-01-05T09:00:00Z').getTime();
/**
 * Stops the (installed) clock: from here time moves only by runFor. The game's clock starts about
 * 35 ms after Start Game (with the effect that starts it); axe needs time to flow. pauseAt refuses
 * a moment already past, and on a busy machine the page's clock runs on for a while between
 * reading it and pausing it: so it pauses a minute on, longer than a test may take. Call it while
 * the game's clock is not running (the jump fires only what is waiting then, once).
 */
async function stopClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 60_000);
}

test('by mouse: Start Game, right cards score, a wrong one says Try again, Time\'s up at 60 s with the cards claimed, Play Again', async ({ page }) => {
  await page.clock.install({ time: T0 });
  await page.goto('/embed/match-it');
  await expect(page).toHaveTitle('Match It - VERSE');
  await expect(tool(page).getByRole('heading', { name: 'Match It' })).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
  await expect(timer(page)).toHaveText(/60$/);
  await expect(score(page)).toHaveText('Score 0');
  // Before Start Game a click does not count (the cards say they are disabled).
  await expect(await matchCard(page)).toHaveAttribute('aria-disabled', 'true');
  await (await matchCard(page)).click({ force: true });
  await expect(score(page)).toHaveText('Score 0');
  await axe(page);

  // Nothing moves when play starts: the instruction line keeps its place and says the next step.
  const optionsBar = tool(page).getByRole('group', { name: 'Game options' });
  const barBefore = (await optionsBar.boundingBox())!;
  await stopClock(page);
  await startButton(page).click();
  await expect(startButton(page)).toBeDisabled();
  await expect(tool(page).getByText('Tap the card that matches the center card.', { exact: true })).toBeVisible();
  expect((await optionsBar.boundingBox())!.y).toBe(barBefore.y);
  for (let n = 1; n <= 3; n++) {
    await (await matchCard(page)).click();
    await expect(score(page)).toHaveText(`Score ${n}`);
  }
  const right = await matchName(page);
  await cards(page).filter({ hasNotText: new RegExp(`^${right}$`) }).first().click();
  await expect(tool(page).getByText('Try again', { exact: true }).first()).toBeVisible();
  await expect(score(page)).toHaveText('Score 3');
  // The feedback never covers the card to match, and moves nothing.
  const centre = (await tool(page).getByRole('img', { name: /^Center card/ }).boundingBox())!;
  const feedback = (await tool(page).locator('.mi-toast').boundingBox())!;
  expect(feedback.y).toBeGreaterThanOrEqual(centre.y + centre.height);
  expect((await optionsBar.boundingBox())!.y).toBe(barBefore.y);
  await page.clock.runFor(900);
  await expect(tool(page).locator('.mi-toast')).toHaveCount(0);
  await page.clock.runFor(9_600);
  await expect(timer(page)).toHaveText(/50$/);
  await expect(startButton(page)).toBeDisabled();

  const result = (await nextComplete(page)).detail;
  await page.clock.runFor(50_000);
  await expect(timer(page)).toHaveText(/0$/);
  await expect(tool(page).getByText("Time's up!", { exact: true })).toBeVisible();
  await expect(tool(page).getByText('Cards claimed: 3', { exact: true })).toBeVisible();
  expect(await result).toMatchObject({ tool: 'match-it', verb: 'completed', score: 3, max: 4, success: true });
  const again = tool(page).getByRole('button', { name: 'Play Again' });
  await expect(again).toBeEnabled();
  // After time is up, clicks do not count; the toast goes after 2 s.
  await (await matchCard(page)).click({ force: true });
  await expect(score(page)).toHaveText('Score 3');
  await page.clock.runFor(2_100);
  await expect(tool(page).getByText("Time's up!", { exact: true })).toHaveCount(0);
  await page.clock.resume();
  await axe(page);
  await stopClock(page);
  await again.click();
  await expect(timer(page)).toHaveText(/60$/);
  await expect(score(page)).toHaveText('Score 0');
  await expect(startButton(page)).toBeDisabled();
  // The reset icon stops the clock: 60 s, score 0, Start Game enabled again.
  await (await matchCard(page)).click();
  await page.clock.runFor(3_500);
  await expect(timer(page)).toHaveText(/57$/);
  await tool(page).getByRole('button', { name: 'Reset' }).click();
  await page.clock.runFor(3_000);
  await expect(timer(page)).toHaveText(/60$/);
  await expect(score(page)).toHaveText('Score 0');
  await expect(startButton(page)).toBeEnabled();
});

test('by keyboard alone: Tab to Start Game, Enter; Tab to the cards, arrows and Enter; at 0 the focus is on Play Again', async ({ page }) => {
  await page.clock.install({ time: T0 });
  await page.goto('/embed/match-it?gameType=letters&cards=4');
  await expect(cards(page)).toHaveCount(4);
  await stopClock(page);
  await tabUntil(page, 'Start Game', 8);
  await page.keyboard.press('Enter');
  await expect(startButton(page)).toBeDisabled();
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedName(page)).toBe('Reset');
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedName(page)).toMatch(/^small [a-z]$/);

  const result = (await nextComplete(page)).detail;
  for (let n = 1; n <= 4; n++) {
    const want = await matchName(page);
    await page.keyboard.press('Home');
    for (let k = 0; k < 4 && (await focusedName(page)) !== want; k++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedName(page)).toBe(want);
    await page.keyboard.press('Enter');
    await expect(score(page)).toHaveText(`Score ${n}`);
  }
  // The bottom bar: Tab to its Center Toggle ("Center card"), an arrow turns it to B, small letters in the centre (capitals on the cards).
  // (past the step's Hear it, under the cards).
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedName(page)).toBe('Hear it');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(tool(page).getByRole('radio', { name: 'Small letter', exact: true })).toBeChecked();
  await expect(center(page)).toHaveAccessibleName(/^Center card: small [a-z]$/);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focusedName(page)).toMatch(/^capital [A-Z]$/);

  await page.clock.runFor(60_100);
  expect(await result).toMatchObject({ tool: 'match-it', score: 4, max: 4, success: true });
  await expect(tool(page).getByText('Cards claimed: 4', { exact: true })).toBeVisible();
  await expect.poll(() => focusedName(page)).toBe('Play Again');
  await page.keyboard.press('Enter');
  await expect(timer(page)).toHaveText(/60$/);
  await expect(score(page)).toHaveText('Score 0');
});

for (const [width, height] of [
  [1024, 768],
  [768, 1024],
  [360, 800],
] as const) {
  test(`at ${width}x${height}: the step on screen, Try again never covers the centre card, nothing moves when play starts${width > 400 ? ', the whole game fits' : ''}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.clock.install({ time: T0 });
    await page.goto('/student-apps/match-it');
    await toolLive(page, 'verse-match-it');
    const step = tool(page).locator('.tool-step span');
    await expect(step).toHaveText('Press Start Game, then tap the matching card.');
    await expect(tool(page).getByRole('button', { name: 'Hear it' })).toBeVisible();
    // The child's view has no jargon: the bottom bar names the centre card, A and B are the teacher's (Settings).
    const optionsBar = tool(page).getByRole('group', { name: 'Game options' });
    await expect(optionsBar).not.toContainText('Center Toggle');
    await expect(optionsBar.getByRole('radio', { name: 'Number', exact: true })).toBeChecked();
    if (width > 400) {
      const whole = (await tool(page).boundingBox())!;
      expect(whole.y + whole.height).toBeLessThanOrEqual(height);
    }
    const centreCard = tool(page).getByRole('img', { name: /^Center card/ });
    const before = { centre: (await centreCard.boundingBox())!, cards: (await cards(page).first().boundingBox())!, bar: (await optionsBar.boundingBox())! };
    await stopClock(page);
    await startButton(page).click();
    await expect(step).toHaveText('Tap the card that matches the center card.');
    expect((await centreCard.boundingBox())!).toEqual(before.centre);
    expect((await cards(page).first().boundingBox())!).toEqual(before.cards);
    expect((await optionsBar.boundingBox())!).toEqual(before.bar);
    const right = await matchName(page);
    await cards(page).filter({ hasNotText: new RegExp(`^${right}$`) }).first().click();
    const feedback = (await tool(page).locator('.mi-toast').boundingBox())!;
    await expect(tool(page).locator('.mi-toast')).toHaveText('Try again');
    const centre = (await centreCard.boundingBox())!;
    expect(feedback.y >= centre.y + centre.height || feedback.y + feedback.height <= centre.y || feedback.x >= centre.x + centre.width || feedback.x + feedback.width <= centre.x).toBe(true);
    expect((await optionsBar.boundingBox())!).toEqual(before.bar);
    // axe needs time to flow.
    await page.clock.resume();
    await axe(page);
  });
}

test('mode B: the centre as symbols in a ten frame, changing with the streak; /embed/group-it is the same game', async ({ page }) => {
  await page.clock.install({ time: T0 });
  await page.goto('/embed/match-it?center=B&cards=3');
  await expect(center(page)).toHaveAccessibleName(/^Center card: \d+ dots?$/);
  await startButton(page).click();
  await (await matchCard(page)).click();
  await expect(center(page)).toHaveAccessibleName(/^Center card: \d+ stars?$/);
  await (await matchCard(page)).click();
  await expect(center(page)).toHaveAccessibleName(/^Center card: \d+ hearts?$/);
  await axe(page);

  await page.goto('/embed/group-it?symbol=square&center=B');
  await expect(page).toHaveTitle('Match It - VERSE');
  await expect(center(page)).toHaveAccessibleName(/^Center card: \d+ squares?$/);
  await expect(cards(page)).toHaveCount(6);
});

test('fits a 360 px phone without sideways scrolling; no axe violations with the settings open', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/embed/match-it?center=B');
  await expect(cards(page)).toHaveCount(6);
  // Measured once the page has applied ?center=B.
  await expect(center(page)).toHaveAccessibleName(/^Center card: \d+ dots?$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const card of await cards(page).all()) {
    const box = (await card.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await tool(page).getByRole('button', { name: 'Settings' }).click();
  await expect(tool(page).getByRole('radio', { name: 'Take turns' })).toBeChecked();
  await axe(page);
});

