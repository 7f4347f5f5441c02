import { expect, test, type Frame, type Page } from '../base';
import { expectAccessible, focusedName, listenForSpeech, nextComplete, said, tabUntil } from './checks';
import lesson5 from '../../../phonics/generated/banks/05.json' with { type: 'json' };
import lesson37 from '../../../phonics/generated/banks/37.json' with { type: 'json' };

// Spinner Wheel as a class uses it: a teacher's words by URL spun by mouse and by keyboard alone
// (the wheel turns about 4 s and stops on a segment shown large, announced and spoken), a bad
// list named inside the tool, a 360 px phone under reduced motion, a 1920 px projector, and the
// embed page framed by a lesson page on another origin until the wheel is empty.

const tool = (scope: Page | Frame) => scope.locator('verse-spinner-wheel');
const wheel = (scope: Page | Frame) => tool(scope).getByRole('button', { name: 'Spin the wheel' });
const chips = (scope: Page | Frame) => tool(scope).getByRole('list', { name: 'On the wheel' }).getByRole('listitem');
const result = (scope: Page | Frame) => tool(scope).locator('.sw-result');
const status = (scope: Page | Frame) => tool(scope).getByRole('status');
const axe = (page: Page) => expectAccessible(page, 'verse-spinner-wheel');
/** A spin takes 3.2 to 4 s of the page's own time; a busy machine draws it slower. */
const SPIN = { timeout: 15_000 };

/** The word the wheel stopped on, once it has. */
async function stoppedOn(scope: Page | Frame): Promise<string> {
  await expect(result(scope)).toContainText('The wheel stopped on', SPIN);
  return (await result(scope).locator('p').nth(1).textContent())!;
}

test("by mouse: a teacher's words by URL, a tap spins, the wheel slows to a stop on a word shown, said and marked; Take it off", async ({ page }) => {
  await listenForSpeech(page);
  await page.goto('/embed/spinner-wheel?words=ship,shop,chip,whip');
  await expect(page).toHaveTitle('Spinner Wheel - VERSE');
  await expect(chips(page)).toHaveText(['ship', 'shop', 'chip', 'whip']);
  await expect(result(page)).toHaveText('Tap the wheel, or press Space, to spin.');
  await axe(page);
  const box = (await wheel(page).boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);

  // A tap away from the hub spins too: the whole wheel is the button.
  await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.6);
  await expect(result(page)).toHaveText('Spinning…');
  await expect(wheel(page)).toHaveAttribute('aria-disabled', 'true');
  // The canvas moves while it spins.
  const frames = await page.evaluate(async () => {
    const canvas = document.querySelector('verse-spinner-wheel')!.shadowRoot!.querySelector('canvas')!;
    const first = canvas.toDataURL();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return [first, canvas.toDataURL()];
  });
  expect(frames[0]).not.toBe(frames[1]);
  const word = await stoppedOn(page);
  expect(['ship', 'shop', 'chip', 'whip']).toContain(word);
  await expect(status(page)).toHaveText(`The wheel stopped on ${word}.`);
  await expect(chips(page).filter({ hasText: '(chosen)' })).toHaveText(`${word} (chosen)`);
  expect(await said(page)).toEqual([word]);
  await axe(page);

  await tool(page).getByRole('button', { name: 'Take it off the wheel' }).click();
  await expect(status(page)).toHaveText(`${word} is off the wheel. 3 segments left.`);
  await expect(chips(page)).toHaveCount(3);
  await tool(page).getByRole('button', { name: 'Reset' }).click();
  await expect(chips(page)).toHaveText(['ship', 'shop', 'chip', 'whip']);
});

test('by keyboard alone: Tab to the wheel, Space and Enter spin it; Take it off the wheel is the next stop', async ({ page }) => {
  await page.goto('/embed/spinner-wheel?list=letters');
  await expect(chips(page)).toHaveCount(26);
  const names = await tabUntil(page, 'Spin the wheel');
  expect(names).toEqual(expect.arrayContaining(['Shuffle', 'Reset', 'Settings', 'Spin the wheel']));
  await page.keyboard.press('Space');
  await expect(result(page)).toHaveText('Spinning…');
  const first = await stoppedOn(page);
  expect(first).toMatch(/^[a-z]$/);
  await page.keyboard.press('Enter');
  await expect(result(page)).toHaveText('Spinning…');
  const second = await stoppedOn(page);
  await expect(status(page)).toHaveText(`The wheel stopped on ${second}.`);
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedName(page)).toBe('Take it off the wheel');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(`${second} is off the wheel. 25 segments left.`);
  await expect(chips(page)).toHaveCount(25);
  await expect(chips(page).filter({ hasText: new RegExp(`^${second}$`) })).toHaveCount(0);
});

test('a bad list is named inside the tool, and the built-in list spins instead', async ({ page }) => {
  await page.goto(`/embed/spinner-wheel?list=sh-ch-th-wh&words=ship,${'x'.repeat(41)}`);
  await expect(tool(page).getByText(`Your words: "${'x'.repeat(40)}…" is longer than 40 characters. Playing the built-in words instead.`)).toBeVisible();
  await expect(chips(page)).toHaveCount(15);
  await expect(chips(page).first()).toHaveText('ship');
  await axe(page);
  await page.goto('/embed/spinner-wheel?words=ship');
  await expect(tool(page).getByText('Your words: The list needs at least 2 items. Playing the built-in words instead.')).toBeVisible();
  await wheel(page).click();
  await stoppedOn(page);
});

test('a lesson by link, on the tool’s page as on its embed page, and chosen by its name in the panel: the wheel holds its words', async ({ page }) => {
  for (const address of ['/student-apps/spinner-wheel?lesson=5', '/embed/spinner-wheel?lesson=5']) {
    await test.step(address, async () => {
      await page.goto(address);
      await expect(chips(page)).toHaveText(lesson5.real.slice(0, 12));
    });
  }
  await tool(page).getByRole('button', { name: 'Settings' }).click();
  const chooser = tool(page).getByRole('combobox', { name: 'Lesson' });
  await expect(chooser).toHaveValue('5');
  await expect(tool(page).getByText('No made-up words: a computer voice cannot say them reliably.')).toBeVisible();
  await chooser.selectOption({ label: 'Lesson 37: ai, ay' });
  await expect(chips(page)).toHaveText(lesson37.real.slice(0, 12));
  await axe(page);
});

test('a 360 px phone under reduced motion: the pick comes at once with a short highlight; no sideways scrolling, no axe violations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/embed/spinner-wheel?list=numbers&after=remove');
  await expect(chips(page)).toHaveCount(10);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await wheel(page).click();
  // At once: no spinning state to wait through.
  await expect(result(page)).toContainText('The wheel stopped on', { timeout: 1000 });
  await expect(result(page)).toHaveAttribute('data-highlight', 'true');
  await expect(result(page)).toContainText('It comes off the wheel at the next spin.');
  await expect(result(page)).not.toHaveAttribute('data-highlight', { timeout: 3000 });
  await axe(page);
  await wheel(page).click();
  await expect(chips(page)).toHaveCount(9);
  await tool(page).getByRole('button', { name: 'Settings' }).click();
  await expect(tool(page).getByRole('combobox', { name: 'Built-in list' })).toHaveValue('numbers');
  await expect(tool(page).getByRole('radio', { name: 'Take it off the wheel' })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await axe(page);
});

test('a 1920 px projector: the wheel and its result side by side, the whole wheel on screen', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/student-apps/spinner-wheel');
  await expect(page.getByRole('heading', { level: 1, name: 'Spinner Wheel' })).toBeVisible();
  const wheelBox = (await wheel(page).boundingBox())!;
  const resultBox = (await result(page).boundingBox())!;
  expect(wheelBox.width).toBeGreaterThan(600);
  expect(resultBox.x).toBeGreaterThan(wheelBox.x + wheelBox.width);
  await wheel(page).scrollIntoViewIfNeeded();
  const seen = (await wheel(page).boundingBox())!;
  expect(seen.y).toBeGreaterThanOrEqual(0);
  expect(seen.y + seen.height).toBeLessThanOrEqual(1080);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920);
});

test('the wheel is drawn again in the reading font a child chooses', async ({ page }) => {
  await page.goto('/embed/spinner-wheel?words=ship,shop,chip');
  await expect(chips(page)).toHaveCount(3);
  const picture = () => page.evaluate(() => document.querySelector('verse-spinner-wheel')!.shadowRoot!.querySelector('canvas')!.toDataURL());
  await page.waitForLoadState('networkidle');
  const before = await picture();
  await tool(page).getByRole('button', { name: 'Settings' }).click();
  await tool(page).getByRole('radio', { name: 'OpenDyslexic' }).check();
  await expect.poll(picture).not.toBe(before);
});

test('the complete event on the page: every segment taken off with the button', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/embed/spinner-wheel?words=a,b');
  const done = (await nextComplete(page)).detail;
  for (let n = 0; n < 2; n++) {
    await wheel(page).click();
    await tool(page).getByRole('button', { name: 'Take it off the wheel' }).click();
  }
  expect(await done).toMatchObject({ tool: 'spinner-wheel', verb: 'completed', score: 2, max: 2, success: true });
  await expect(status(page)).toHaveText(/is off the wheel\. 0 segments left\.$/);
});
