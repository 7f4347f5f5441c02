import { expect, test, type Frame, type Page } from '../base';
import { frameInLesson } from './lesson-page';
import { expectAccessible, focusedName, nextComplete } from './checks';

// Letter Tiles as a tutor and a student use it: tiles picked and placed with the mouse, the same by
// keyboard alone, a word list gone through to the end, and the embed page framed by a lesson page
// on another origin that hears its height, the H5P handshake and the result.

const tool = (scope: Page | Frame) => scope.locator('verse-letter-tiles');
const board = (scope: Page | Frame) => tool(scope).getByRole('group', { name: 'Board' });
const palette = (scope: Page | Frame) => tool(scope).getByRole('group', { name: 'Tiles to pick' });
const space = (scope: Page | Frame, row: number, column: number) => board(scope).getByRole('button', { name: new RegExp(`^Row ${row}, space ${column}[,:]`) });

/** The board row as text, "." for an empty space. */
async function row(scope: Page | Frame, n: 1 | 2): Promise<string> {
  const spaces = board(scope).getByRole('group', { name: `Row ${n}` }).getByRole('button');
  return (await spaces.allTextContents()).map((t) => t || '.').join(' ');
}

const axe = (page: Page) => expectAccessible(page, 'verse-letter-tiles');


const status = (scope: Page | Frame) => tool(scope).getByRole('status');

test('by mouse: a tile picked and placed, a filled space kept, double-click empties, the list laid out word by word', async ({ page }) => {
  await page.goto('/embed/letter-tiles');
  await expect(page).toHaveTitle('Letter Tiles - VERSE');
  await expect(tool(page).getByText('No Words: build your own words, or')).toBeVisible();
  await expect(tool(page).getByRole('button', { name: 'practise short a words' })).toBeVisible();
  expect(await row(page, 2)).toBe(Array(12).fill('.').join(' '));
  // 48 px spaces on a wide screen.
  await expect(space(page, 1, 1)).toHaveCSS('width', '48px');

  await palette(page).getByRole('button', { name: 'c, consonant' }).click();
  await expect(palette(page).getByRole('button', { name: 'c, consonant' })).toHaveAttribute('aria-pressed', 'true');
  await space(page, 1, 1).click();
  await palette(page).getByRole('button', { name: 'a, vowel' }).click();
  await space(page, 1, 2).click();
  await palette(page).getByRole('button', { name: 'apple, picture' }).click();
  await space(page, 1, 3).click();
  await expect(space(page, 1, 3)).toHaveAccessibleName('Row 1, space 3: apple, picture');
  await expect(space(page, 1, 3).locator('svg')).toBeVisible();
  await palette(page).getByRole('button', { name: 't, consonant' }).click();
  await space(page, 1, 1).click();
  await expect(status(page)).toHaveText(/That space already has a tile/);
  await expect.poll(() => row(page, 1)).toMatch(/^c a \. \./);
  await space(page, 1, 3).dblclick();
  await expect(space(page, 1, 3)).toHaveAccessibleName('Row 1, space 3, empty');
  await space(page, 1, 3).click();
  await expect.poll(() => row(page, 1)).toMatch(/^c a t \./);

  // A word list from the settings panel, at Level 2: digraphs laid out as one tile.
  await tool(page).getByRole('button', { name: 'Settings' }).click();
  await tool(page).getByRole('radio', { name: 'Level 2 (intermediate)' }).check();
  await tool(page).getByRole('combobox', { name: 'Word list' }).selectOption({ label: 'sh, ch, th, wh' });
  await tool(page).getByRole('button', { name: 'Close settings' }).click();
  await expect.poll(() => row(page, 2)).toBe('sh i p . . . . . . . . .');
  await tool(page).getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => row(page, 2)).toMatch(/^sh o p \./);
  await tool(page).getByRole('button', { name: 'Prev' }).click();
  await tool(page).getByRole('button', { name: 'Prev' }).click();
  await expect.poll(() => row(page, 2)).toMatch(/^wh i ch \./);
  await tool(page).getByRole('button', { name: 'Uppercase' }).click();
  await expect.poll(() => row(page, 2)).toMatch(/^WH I CH \./);
  await axe(page);
});

test('by keyboard alone: pick, place, cancel, empty, and the complete event after a whole list', async ({ page }) => {
  await page.goto('/embed/letter-tiles?level=3&list=level-6');
  // Keys once the page has applied its URL settings: the list's first word on the board.
  await expect.poll(() => row(page, 2)).toMatch(/^s u n less \./);

  // The toolbar, the shell's own buttons, then the board (one stop), then the letters.
  const order: string[] = [];
  while (order.at(-1) !== 'Row 1, space 1, empty' && order.length < 10) {
    await page.keyboard.press('Tab');
    order.push(await focusedName(page));
  }
  expect(order.slice(0, 6)).toEqual(['Prev', 'Reload', 'Next', 'Uppercase', 'Mute sound', 'Settings']);
  expect(order.at(-1)).toBe('Row 1, space 1, empty');
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedName(page)).toBe('a, vowel');
  // In the letters: → to b, Enter picks it; Escape lets go; Space picks again.
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focusedName(page)).toBe('b, consonant');
  await page.keyboard.press('Enter');
  await expect(palette(page).getByRole('button', { name: 'b, consonant' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(palette(page).getByRole('button', { name: 'b, consonant' })).toHaveAttribute('aria-pressed', 'false');
  await expect(status(page)).toHaveText('Nothing picked.');
  await page.keyboard.press(' ');
  await expect(status(page)).toHaveText('b picked. Now choose an empty space on the board.');
  // Back to the board; → twice, Enter places in row 1, space 3.
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focusedName(page)).toBe('Row 1, space 1, empty');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('b placed in row 1, space 3.');
  await expect.poll(() => row(page, 1)).toMatch(/^\. \. b \./);
  // ↓ to row 2, space 3 (n of sun); Delete empties it.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Delete');
  await expect.poll(() => row(page, 2)).toMatch(/^s u \. less/);

  const completed = (await nextComplete(page)).detail;
  const next = tool(page).getByRole('button', { name: 'Next' });
  await next.focus();
  for (let i = 0; i < 15; i++) await page.keyboard.press('Enter');
  expect(await completed).toMatchObject({ tool: 'letter-tiles', verb: 'completed' });
  await expect(status(page)).toHaveText('You went through all 15 words. Well done! Word 1 of 15.');
  await expect.poll(() => row(page, 2)).toMatch(/^s u n less \./);
});

test('fits a 360 px phone: 12 spaces across, no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/embed/letter-tiles?list=short-a');
  const width = await space(page, 1, 1).evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeGreaterThanOrEqual(24);
  expect(width).toBeLessThan(48);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const last = (await space(page, 2, 12).boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(360);
  await axe(page);
});

test('framed by a lesson page on another origin: height, the H5P handshake and the result', async ({ page, baseURL }) => {
  const heard = await frameInLesson(page, baseURL!, { path: '/embed/letter-tiles?list=short-i', title: 'Letter Tiles - VERSE' });
  await expect.poll(async () => (await heard()).some((m) => m.subject === 'lti.frameResize' && Number(m.height) > 300)).toBe(true);
  await expect
    .poll(async () => (await heard()).filter((m) => m.context === 'h5p').map((m) => m.action))
    .toEqual(expect.arrayContaining(['hello', 'prepareResize', 'resize']));

  const frame = page.frames().find((f) => f.url().includes('/embed/letter-tiles'))!;
  await expect.poll(() => row(frame, 2)).toMatch(/^p i g \./);
  const next = tool(frame).getByRole('button', { name: 'Next' });
  for (let i = 0; i < 14; i++) await next.click();
  await expect
    .poll(async () => (await heard()).find((m) => m.type === 'verse:result'))
    .toMatchObject({ type: 'verse:result', tool: 'letter-tiles', statement: { verb: { display: { 'en-US': 'completed' } }, result: { completion: true } } });
});

test('the embed page has no axe violations with Level 3 and the settings open', async ({ page }) => {
  await page.goto('/embed/letter-tiles?level=3&list=level-5&case=upper');
  await expect.poll(() => row(page, 2)).toMatch(/^J U M P S \./);
  await tool(page).getByRole('button', { name: 'Settings' }).click();
  await expect(tool(page).getByRole('combobox', { name: 'Word list' })).toHaveValue('level-5');
  await axe(page);
});

/** Holds the lazy chunks whose file name matches `name` until `release()`; `asked()` lists those requested. */
async function holdPart(page: Page, name: RegExp) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route((url) => url.pathname.startsWith('/widgets/') && name.test(url.pathname), async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  return { asked: () => asked.length, release };
}

test('the moves load with the first tap: a tap made before they arrive waits for them, then counts; nothing moves', async ({ page }) => {
  const moves = await holdPart(page, /\/play-[^/]+\.js$/);
  await page.goto('/embed/letter-tiles');
  await expect(tool(page).getByText('No Words: build your own words, or')).toBeVisible();
  await expect(palette(page).getByRole('button', { name: 'apple, picture' }).locator('svg path').first()).toBeAttached();
  expect(moves.asked()).toBe(0);
  const before = await Promise.all([board(page).boundingBox(), palette(page).boundingBox()]);
  const c = palette(page).getByRole('button', { name: 'c, consonant' });
  await c.click();
  await expect.poll(() => moves.asked()).toBe(1);
  await expect(c).toHaveAttribute('aria-pressed', 'false');
  moves.release();
  await expect(c).toHaveAttribute('aria-pressed', 'true');
  await expect(status(page)).toHaveText('c picked. Now choose an empty space on the board.');
  await space(page, 1, 1).click();
  await expect.poll(() => row(page, 1)).toMatch(/^c \./);
  expect(await Promise.all([board(page).boundingBox(), palette(page).boundingBox()])).toEqual(before);
});

test('opens with a goal: one tap from No Words to the first word list, laid out on the board', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/student-apps/letter-tiles');
  await tool(page).getByRole('button', { name: 'practise short a words' }).click();
  await expect(tool(page).locator('.status strong')).toHaveText('short a');
  // The list is laid out by the moves, which load with that first tap.
  await expect(tool(page).locator('.status')).toHaveText('short a: word 1 of 15');
  await expect.poll(() => row(page, 2)).toMatch(/^c a t \./);
  await expect(tool(page).getByRole('button', { name: 'Next' })).toBeEnabled();
  await axe(page);
});

for (const [width, height] of [
  [1024, 768],
  [768, 1024],
] as const) {
  test(`at ${width}x${height}: the step says what to do first, then follows the child; the whole tool fits`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/student-apps/letter-tiles');
    const step = tool(page).locator('.tool-step span');
    await expect(step).toHaveText('Build a word: pick a tile, then tap a space. Or tap a word list.');
    await expect(tool(page).getByRole('button', { name: 'Hear it' })).toBeVisible();
    const box = (await tool(page).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    await palette(page).getByRole('button', { name: 'c, consonant' }).click();
    await expect(step).toHaveText('Now tap an empty space for c.');
    await space(page, 1, 1).click();
    await expect(step).toHaveText('Pick the next tile, then tap a space.');
    await tool(page).getByRole('button', { name: 'practise short a words' }).click();
    await expect(step).toHaveText('Read the word. Make it again in the top row, then press Next.');
    const after = (await tool(page).boundingBox())!;
    expect(after.y + after.height).toBeLessThanOrEqual(height);
    await axe(page);
  });
}
