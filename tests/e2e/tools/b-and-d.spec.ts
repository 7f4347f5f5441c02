import { expect, test, type Frame, type Page } from '../base';
import { expectAccessible, focusedName, nextComplete, tabUntil, toolLive } from './checks';

// b and d as a child uses it: the alert without a letter, the car driving d by mouse with its
// tones, the same by keyboard alone, b stop by stop under reduced motion, writing on the paper, and
// a 360 px phone.
// Framed by a lesson page, the kit's messages (height, H5P, the result) are proven once for all
// tools, in whack-a-mole.spec.ts; the result each tool reports, in its element tests.

const tool = (scope: Page | Frame) => scope.locator('verse-b-and-d');
const drive = (scope: Page | Frame) => tool(scope).getByRole('button', { name: 'Drive' });
const letter = (scope: Page | Frame, name: 'd for doughnut' | 'b for candy bar') => tool(scope).getByRole('button', { name });
// The shell's live region, after the settings panel's volume output (also a status).
const status = (scope: Page | Frame) => tool(scope).getByRole('status').last();

/** Records the frequency of every tone the page plays. */
async function listenForTones(page: Page) {
  await page.addInitScript(() => {
    const played: number[] = [];
    (window as unknown as { tones: number[] }).tones = played;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: [number?]) {
      played.push(this.frequency.value);
      return start.apply(this, args);
    };
  });
}
const tones = (page: Page) => page.evaluate(() => (window as unknown as { tones: number[] }).tones);

const axe = (page: Page) => expectAccessible(page, 'verse-b-and-d');

test('the drive loads with the first tap: a letter chosen and Drive pressed before it arrives wait for it, then count; nothing moves', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  // The drive is b and d's late part (play.tsx): the only one this page asks for.
  await page.route((url) => /^\/widgets\/play-[^/]+\.js$/.test(url.pathname), async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/embed/b-and-d');
  await expect(letter(page, 'd for doughnut').locator('svg')).toBeVisible();
  await toolLive(page, 'verse-b-and-d');
  expect(asked).toHaveLength(0);
  const paper = tool(page).locator('.bd-paper');
  const before = await Promise.all([paper.boundingBox(), drive(page).boundingBox()]);
  await letter(page, 'd for doughnut').click();
  await drive(page).click();
  await expect.poll(() => asked.length).toBe(1);
  await expect(letter(page, 'd for doughnut')).toHaveAttribute('aria-pressed', 'false');
  release();
  await expect(letter(page, 'd for doughnut')).toHaveAttribute('aria-pressed', 'true');
  await expect(status(page)).toHaveText('The car wrote d. Now you write d on the lines.');
  expect(await Promise.all([paper.boundingBox(), drive(page).boundingBox()])).toEqual(before);
});

test('by mouse: the alert without a letter, then d driven with a tone at each turn, and the paper written on and cleared', async ({ page }) => {
  await listenForTones(page);
  await page.goto('/embed/b-and-d');
  await expect(page).toHaveTitle('b and d - VERSE');
  await expect(letter(page, 'd for doughnut').locator('svg')).toBeVisible();
  await expect(letter(page, 'b for candy bar').locator('svg')).toBeVisible();

  await drive(page).click();
  await expect(tool(page).getByRole('alert')).toHaveText('Choose a letter (🍩 or 🍫) first.');
  // The emoji show as the buttons' pictures.
  await expect(tool(page).getByRole('alert').locator('svg')).toHaveCount(2);

  await letter(page, 'd for doughnut').click();
  await expect(letter(page, 'd for doughnut')).toHaveAttribute('aria-pressed', 'true');
  await expect(tool(page).getByRole('alert')).toHaveText('');
  const result = (await nextComplete(page)).detail;
  await drive(page).click();
  await expect(drive(page)).toBeDisabled();
  expect(await result).toMatchObject({ tool: 'b-and-d', verb: 'completed' });
  await expect(drive(page)).toBeEnabled();
  await expect(status(page)).toHaveText('The car wrote d. Now you write d on the lines.');
  expect(await tones(page)).toEqual([660, 660, 880]);

  const paper = tool(page).getByRole('img', { name: 'Writing paper, 5 lines' });
  const box = (await paper.boundingBox())!;
  const clear = tool(page).getByRole('button', { name: 'Clear' });
  await expect(clear).toHaveAttribute('aria-disabled', 'true');
  await page.mouse.move(box.x + 200, box.y + 300);
  await page.mouse.down();
  await page.mouse.move(box.x + 220, box.y + 340, { steps: 5 });
  await page.mouse.up();
  await expect(clear).not.toHaveAttribute('aria-disabled');
  await clear.click();
  await expect(status(page)).toHaveText('Paper cleared.');
  await axe(page);
});

test('by keyboard alone: arrows between the letters, Enter chooses b, Enter drives, focus comes back to Drive', async ({ page }) => {
  await listenForTones(page);
  await page.goto('/embed/b-and-d');
  const order = await tabUntil(page, 'd for doughnut', 8);
  expect(order.slice(0, 2)).toEqual(['Mute sound', 'Settings']);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focusedName(page)).toBe('b for candy bar');
  await page.keyboard.press('Enter');
  await expect(letter(page, 'b for candy bar')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedName(page)).toBe('Drive');
  const result = (await nextComplete(page)).detail;
  await page.keyboard.press('Enter');
  expect(await result).toMatchObject({ tool: 'b-and-d', verb: 'completed' });
  await expect.poll(() => focusedName(page)).toBe('Drive');
  expect(await tones(page)).toEqual([660, 660, 880]);
});

test('reduced motion: the car jumps from stop to stop, still with its tones', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await listenForTones(page);
  await page.goto('/embed/b-and-d');
  await letter(page, 'd for doughnut').click();
  const car = tool(page).locator('.bd-car');
  const places = page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const element = document.querySelector('verse-b-and-d')!.shadowRoot!.querySelector<HTMLElement>('.bd-car')!;
        const seen: string[] = [];
        new MutationObserver(() => seen.push(`${element.style.left} ${element.style.top}`)).observe(element, { attributeFilter: ['style'] });
        // After the last jump's style change has been observed.
        document.addEventListener('complete', () => setTimeout(() => resolve([...new Set(seen)]), 50), { once: true });
      }),
  );
  await drive(page).click();
  // Only the stops (the start, where the car already waits, the top of the stick and its foot), nothing in between.
  const seen = await places;
  expect(seen.length).toBeGreaterThanOrEqual(2);
  expect(seen.length).toBeLessThanOrEqual(3);
  expect(await tones(page)).toEqual([660, 660, 880]);
  await expect(car).toBeAttached();
});

test('fits a 360 px phone: the paper scales down, no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/embed/b-and-d');
  const paper = (await tool(page).getByRole('img', { name: 'Writing paper, 5 lines' }).boundingBox())!;
  expect(paper.width).toBeLessThan(360);
  expect(paper.height / paper.width).toBeCloseTo(660 / 580, 2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const name of ['d for doughnut', 'b for candy bar'] as const) expect((await letter(page, name).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await axe(page);
});

for (const [width, height] of [
  [1024, 768],
  [768, 1024],
] as const) {
  test(`fits a ${width}×${height} tablet: the whole play area shows without scrolling, targets still 44 px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/student-apps/b-and-d');
    await toolLive(page, 'verse-b-and-d');
    const paper = tool(page).getByRole('img', { name: 'Writing paper, 5 lines' });
    await expect(paper).toBeVisible();
    const shell = (await tool(page).locator('.tool-shell').boundingBox())!;
    expect(shell.y + shell.height).toBeLessThanOrEqual(height);
    const box = (await paper.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    expect(box.height / box.width).toBeCloseTo(660 / 580, 2);
    // Still a paper a child writes on, not a stamp.
    expect(box.width).toBeGreaterThan(400);
    for (const target of [letter(page, 'd for doughnut'), letter(page, 'b for candy bar'), drive(page), tool(page).getByRole('button', { name: 'Clear' })]) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
}

