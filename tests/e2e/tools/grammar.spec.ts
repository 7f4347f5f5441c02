import { expect, test, type Frame, type Page } from '../base';
import { LEGEND, WORD_SETS, type Level, type Role } from '../../../widgets/grammar/logic';
import { frameInLesson } from './lesson-page';
import { expectAccessible, focusedName, nextComplete, nextEvent, tabUntil } from './checks';

// Grammar as a child uses it: animals picked from the legend and put on word cards by mouse
// (where the card was tapped), moved and removed, checked wrong then all right; the same by
// keyboard alone; the settings carried by a copied link; a 360 px phone; and the embed page
// framed by a lesson page on another origin.

const tool = (scope: Page | Frame) => scope.locator('verse-grammar');
const legend = (scope: Page | Frame) => tool(scope).getByRole('group', { name: 'Animals' }).getByRole('button');
const animal = (scope: Page | Frame, role: Role) => tool(scope).getByRole('group', { name: 'Animals' }).getByRole('button', { name: new RegExp(`^${role}:`) });
const card = (scope: Page | Frame, word: string) => tool(scope).getByRole('group', { name: 'Cards' }).getByRole('button', { name: word, exact: true });
const placed = (scope: Page | Frame, name: string) => tool(scope).getByRole('button', { name, exact: true });
const check = (scope: Page | Frame) => tool(scope).getByRole('button', { name: 'Check' });
// The shell's live region, after the settings panel's volume output (also a status).
const status = (scope: Page | Frame) => tool(scope).getByRole('status').last();
const axe = (page: Page) => expectAccessible(page, 'verse-grammar');
const nameOf = (role: Role) => {
  const { animal: name } = LEGEND.find((entry) => entry.role === role)!;
  return name[0]!.toUpperCase() + name.slice(1);
};

/** Every card of a level given its class's animal by mouse (an animal already picked stays picked). */
async function solve(scope: Page | Frame, level: Level) {
  for (const { word, role } of WORD_SETS[level]) {
    if ((await animal(scope, role).getAttribute('aria-pressed')) !== 'true') await animal(scope, role).click();
    // Off the centre, where an earlier animal may sit.
    await card(scope, word).click({ position: { x: 24, y: 24 } });
    await expect(placed(scope, `${nameOf(role)} (${role}) on ${word}`)).toBeVisible();
  }
}

const nextScore = (page: Page) => nextEvent(page, 'score');

test('by mouse: an animal goes where the card is tapped, moves and comes off; Check marks wrong then all right', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/embed/grammar');
  await expect(page).toHaveTitle('Grammar - VERSE');
  await expect(legend(page)).toHaveCount(3);
  await expect(tool(page).getByRole('group', { name: 'Cards' }).getByRole('button')).toHaveCount(10);
  await expect(tool(page).locator('.gr-card svg')).toHaveCount(10);

  // Tapped 60 px in and 50 px down: the animal's centre is there.
  await animal(page, 'verb').click();
  await expect(animal(page, 'verb')).toHaveAttribute('aria-pressed', 'true');
  await expect(tool(page).getByText('Frog (verb): tap a card.')).toBeVisible();
  const cat = card(page, 'cat');
  await cat.click({ position: { x: 60, y: 50 } });
  await expect(status(page)).toHaveText('Frog on cat.');
  const catBox = (await cat.boundingBox())!;
  const frog = placed(page, 'Frog (verb) on cat');
  const frogBox = (await frog.boundingBox())!;
  expect(frogBox.width).toBeCloseTo(42.5, 0);
  expect(frogBox.x + frogBox.width / 2 - catBox.x).toBeCloseTo(60, 0);
  expect(frogBox.y + frogBox.height / 2 - catBox.y).toBeCloseTo(50, 0);
  // The frog stays picked for another card until Cancel.
  await expect(animal(page, 'verb')).toHaveAttribute('aria-pressed', 'true');
  await tool(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(animal(page, 'verb')).toHaveAttribute('aria-pressed', 'false');

  // Picked up, then tapped onto swim; then picked up and removed.
  await frog.click();
  await expect(frog).toHaveAttribute('aria-pressed', 'true');
  await card(page, 'swim').click();
  await expect(status(page)).toHaveText('Frog moved to swim.');
  await placed(page, 'Frog (verb) on swim').click();
  await tool(page).getByRole('button', { name: 'Remove' }).click();
  await expect(status(page)).toHaveText('Frog taken off swim.');
  await expect(tool(page).locator('.gr-placed')).toHaveCount(0);

  // A dog on every card (picked once): the 4 nouns are right.
  await animal(page, 'noun').click();
  for (const { word } of WORD_SETS['1']) await card(page, word).click();
  const first = (await nextScore(page)).detail;
  await check(page).click();
  expect(await first).toMatchObject({ tool: 'grammar', verb: 'answered', score: 4, max: 10, success: false });
  await expect(tool(page).getByText('4 of 10 right', { exact: true })).toBeVisible();
  await expect(status(page)).toHaveText('4 of 10 right. Look for the crosses and try again.');
  await expect(tool(page).getByText('Wrong', { exact: true })).toHaveCount(6);
  await expect(tool(page).getByText('Right', { exact: true })).toHaveCount(4);
  await expect(card(page, 'swim')).toHaveAccessibleDescription('Dog (noun). Wrong');
  await axe(page);

  const done = (await nextComplete(page)).detail;
  await solve(page, '1');
  await check(page).click();
  expect(await done).toMatchObject({ tool: 'grammar', verb: 'completed', score: 10, max: 10, success: true });
  await expect(tool(page).getByText('All 10 right!', { exact: true })).toBeVisible();
  await expect(tool(page).getByText('Right', { exact: true })).toHaveCount(10);
  await expect(status(page)).toHaveText('All 10 right! Well done.');
  await expect(page.locator('canvas')).toBeAttached();
  await axe(page);
});

test('the arrow keys move through the cards as they are laid out: 5 columns wide, 3 on a large phone, 2 on a small one', async ({ page }) => {
  const words = WORD_SETS[1].map((set) => set.word);
  for (const [width, columns] of [
    [1280, 5],
    [600, 3],
    [360, 2],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/embed/grammar');
    const first = card(page, words[0]!);
    await first.focus();
    await expect.poll(() => focusedName(page)).toBe(words[0]);
    await page.keyboard.press('ArrowDown');
    // The card below the first: the first of the second row.
    await expect.poll(() => focusedName(page), `${width} px`).toBe(words[columns]);
    const [top, below] = [(await first.boundingBox())!, (await card(page, words[columns]!).boundingBox())!];
    expect(Math.round(below.x)).toBe(Math.round(top.x));
    expect(below.y).toBeGreaterThan(top.y + top.height);
  }
});

test('by keyboard alone: arrows and Enter in the legend and the cards, a placed animal picked up, moved and deleted, then Check', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/embed/grammar');
  const order = await tabUntil(page, /^noun:/, 8);
  expect(order).toEqual(['Mute sound', 'Settings', 'Open in VERSE', 'noun: dog, a naming word']);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focusedName(page)).toBe('verb: frog, a doing word');
  await page.keyboard.press('Enter');
  await expect(animal(page, 'verb')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(animal(page, 'verb')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press(' ');
  await expect(status(page)).toHaveText('Frog picked: verb. Now choose a card.');

  // Tab: past the step's Hear it and Cancel, to the cards.
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedName(page)).toBe('Hear it');
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedName(page)).toBe('Cancel');
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedName(page)).toBe('cat');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedName(page)).toBe('tree');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Frog on swim.');
  // The frog stays picked for another card; Escape lets it go.
  await expect(animal(page, 'verb')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(animal(page, 'verb')).toHaveAttribute('aria-pressed', 'false');
  const frog = placed(page, 'Frog (verb) on swim');
  const [cardBox, frogBox] = [(await card(page, 'swim').boundingBox())!, (await frog.boundingBox())!];
  expect(frogBox.x + frogBox.width / 2).toBeCloseTo(cardBox.x + cardBox.width / 2, 0);

  // The placed frog is next in the Tab order: Enter picks it up, Enter on eat moves it.
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedName(page)).toBe('Frog (verb) on swim');
  await page.keyboard.press('Enter');
  await expect(frog).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focusedName(page)).toBe('swim');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Frog moved to eat.');
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedName(page)).toBe('Frog (verb) on eat');
  await page.keyboard.press('Delete');
  await expect(status(page)).toHaveText('Frog taken off eat.');
  await expect.poll(() => focusedName(page)).toBe('eat');

  // Back past the step's Hear it to the legend for a butterfly on big, then on to Check.
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focusedName(page)).toBe('Hear it');
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focusedName(page)).toBe('verb: frog, a doing word');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedName(page)).toBe('eat');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Butterfly on big.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedName(page)).toBe('Check');
  const score = (await nextScore(page)).detail;
  await page.keyboard.press('Enter');
  expect(await score).toMatchObject({ score: 1, max: 10, success: false });
  await expect(status(page)).toHaveText('1 of 10 right. 9 cards not tried yet. Look for the crosses and try again.');
  await expect(tool(page).getByText('Wrong', { exact: true })).toHaveCount(0);
  await axe(page);
});

test('settings: level 3 in free mode, carried by the copied link; the link opens all 10 animals without Check', async ({ page, baseURL }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/embed/grammar');
  await tool(page).getByRole('button', { name: 'Settings' }).click();
  await tool(page).getByRole('radiogroup', { name: 'Level' }).getByRole('radio', { name: '3' }).check();
  await tool(page).getByRole('radio', { name: 'Free' }).check();
  await axe(page);
  await tool(page).getByRole('button', { name: 'Copy link' }).click();
  await expect(status(page)).toHaveText('Link copied.');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${baseURL}/embed/grammar?level=3&mode=free`);

  await page.goto(link);
  await expect(legend(page)).toHaveCount(10);
  await expect(check(page)).toHaveCount(0);
  for (const role of ['proper noun', 'noun', 'verb'] as const) {
    await animal(page, role).click();
    await card(page, 'Sam').click({ position: { x: 30 + 40 * ['proper noun', 'noun', 'verb'].indexOf(role), y: 40 } });
  }
  await expect(tool(page).locator('.gr-placed')).toHaveCount(3);
  await expect(card(page, 'Sam')).toHaveAccessibleDescription('Lion (proper noun), Dog (noun), Frog (verb)');
  await axe(page);
});

test('fits a 360 px phone: 2 columns, targets of 24 px or more, no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/embed/grammar?level=3');
  const boxes = await Promise.all(['Sam', 'kick', 'wet'].map(async (word) => (await card(page, word).boundingBox())!));
  expect(boxes[1]!.y).toBe(boxes[0]!.y);
  expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);
  for (const box of boxes) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  for (const box of await Promise.all((await legend(page).all()).map((b) => b.boundingBox()))) expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await animal(page, 'pronoun').click();
  await card(page, 'they').click();
  await expect(placed(page, 'Owl (pronoun) on they')).toBeVisible();
  // ↓ follows the 2 columns as seen.
  await card(page, 'Sam').focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedName(page)).toBe('wet');
  await axe(page);
});

test('framed by a lesson page on another origin: height, the H5P handshake and a result for each Check', async ({ page, baseURL }) => {
  const heard = await frameInLesson(page, baseURL!, { path: '/embed/grammar?level=2', title: 'Grammar - VERSE', height: 600 });
  await expect.poll(async () => (await heard()).some((m) => m.subject === 'lti.frameResize' && Number(m.height) > 300)).toBe(true);
  await expect
    .poll(async () => (await heard()).filter((m) => m.context === 'h5p').map((m) => m.action))
    .toEqual(expect.arrayContaining(['hello', 'prepareResize', 'resize']));

  const frame = page.frames().find((f) => f.url().includes('/embed/grammar'))!;
  await solve(frame, '2');
  await check(frame).click();
  await expect
    .poll(async () => (await heard()).filter((m) => m.type === 'verse:result'))
    .toEqual([
      expect.objectContaining({
        tool: 'grammar',
        statement: expect.objectContaining({ verb: expect.objectContaining({ display: { 'en-US': 'answered' } }), result: expect.objectContaining({ success: true, score: { min: 0, raw: 10, max: 10, scaled: 1 } }) }),
      }),
      expect.objectContaining({
        tool: 'grammar',
        statement: expect.objectContaining({ verb: expect.objectContaining({ display: { 'en-US': 'completed' } }), result: expect.objectContaining({ completion: true, success: true }) }),
      }),
    ]);
});
