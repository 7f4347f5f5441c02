import { expect, test, type Frame, type Page } from '../base';
import { expectAccessible, focusedName, nextComplete, nextEvent, tabUntil } from './checks';

// Anagram as a student plays it: a teacher's words with a clue by mouse (a wrong try, a tile sent
// back, a hint) to the end screen; the same by keyboard alone (letters typed, Backspace, Enter); a
// 360 px phone under reduced motion with the built-in list; and a bad list's message. Untimed: no
// clock to control.
// Framed by a lesson page, the kit's messages (height, H5P, the result) are proven once for all
// tools, in whack-a-mole.spec.ts; the result each tool reports, in its element tests.

const tool = (scope: Page | Frame) => scope.locator('verse-anagram');
const slots = (scope: Page | Frame) => tool(scope).getByRole('group', { name: /^Your word/ });
const pool = (scope: Page | Frame) => tool(scope).getByRole('group', { name: 'Letters', exact: true }).getByRole('button');
const status = (scope: Page | Frame) => tool(scope).getByRole('status');
const over = (scope: Page | Frame) => tool(scope).getByRole('group', { name: 'Round over' });
/** The letters in the slots, in order. */
const spelledOut = (scope: Page | Frame) => tool(scope).locator('.ag-slot').allTextContents().then((letters) => letters.join(''));

/**
 * Taps the pool's tiles that spell `letters`, each once it sees the one before leave the pool (as a child
 * does): the first tap loads the game's moves, and until they are here a second s would be the same tile.
 */
async function tap(scope: Page | Frame, letters: string) {
  for (const letter of letters) {
    const left = await pool(scope).count();
    await pool(scope).getByText(letter, { exact: true }).first().click();
    await expect(pool(scope)).toHaveCount(left - 1);
  }
}

test('by mouse: a wrong try, a tile sent back, a hint; each word reported, the end shows what was missed', async ({ page }) => {
  await page.goto('/embed/anagram?words=ship,bell&clues=bell:It rings.');
  await expect(page).toHaveTitle('Anagram - Unscramble Letters - VERSE');
  await expect(tool(page).getByText('Word 1 of 2', { exact: true })).toBeVisible();
  await expect(pool(page)).toHaveCount(4);
  const tiles = (await pool(page).allTextContents()).join('');
  expect([...tiles].sort().join('')).toBe('hips');
  expect(tiles).not.toBe('ship');
  for (const box of await Promise.all((await pool(page).all()).map((t) => t.boundingBox()))) expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
  await expectAccessible(page, 'verse-anagram');

  await tap(page, 'shpi');
  await expect(slots(page)).toHaveAttribute('data-state', 'wrong');
  await expect(tool(page).getByText('Not yet. Tap a letter to send it back.')).toBeVisible();
  await expect(status(page)).toHaveText('Not yet: shpi. Tap a letter in a slot to send it back.');
  await tool(page).getByRole('button', { name: 'p, slot 3: send back' }).click();
  await expect.poll(() => spelledOut(page)).toBe('shi');
  const score = (await nextEvent(page, 'score')).detail;
  await tap(page, 'p');
  await expect(tool(page).getByText('Right! ship', { exact: true })).toBeVisible();
  expect(await score).toMatchObject({ tool: 'anagram', verb: 'answered', prompt: 'ship', score: 1, max: 1, success: true });
  await expect(tool(page).getByText('Score 1', { exact: true })).toBeVisible();
  // The next word comes on its own (Next word goes at once: the keyboard test).
  await expect(tool(page).getByText('Word 2 of 2', { exact: true })).toBeVisible();

  await expect(tool(page).locator('.ag-clue')).toHaveText('Clue: It rings.');
  await tool(page).getByRole('button', { name: 'Hint' }).click();
  await expect(tool(page).getByRole('img', { name: 'b, hint' })).toBeVisible();
  await expect(tool(page).getByText('Hints 1', { exact: true })).toBeVisible();
  const result = (await nextComplete(page)).detail;
  await tap(page, 'ell');
  await expect(over(page).getByText('All done! You unscrambled 1 of 2 words on your own.')).toBeVisible();
  await expect(over(page).getByRole('listitem')).toHaveText(['ship on your own', 'bell with 1 hint']);
  await expect(over(page).getByText('Words to practise: bell.')).toBeVisible();
  expect(await result).toMatchObject({ tool: 'anagram', verb: 'completed', score: 1, max: 2, success: true });
  await expectAccessible(page, 'verse-anagram');
  await over(page).getByRole('button', { name: 'Play again' }).click();
  await expect(tool(page).getByText('Word 1 of 2', { exact: true })).toBeVisible();
});

test('by keyboard alone: Tab to the word, type the letters, Backspace and Enter; the next word takes the keys', async ({ page }) => {
  // On a paused clock, so a right word waits for Enter on Next word (it would move on after 2 s).
  const T0 = new Date('2026-01-05T09:00:00Z').getTime();
  await page.clock.install({ time: T0 });
  await page.goto('/embed/anagram?words=chop,much');
  await expect(pool(page)).toHaveCount(4);
  await page.clock.pauseAt(T0 + 5000);
  /** A key, then time for the view's effects (they wait for a frame) and the live region (60 ms). */
  const key = async (...keys: string[]) => {
    for (const k of keys) {
      await page.keyboard.press(k);
      await page.clock.runFor(100);
    }
  };
  await tabUntil(page, /^Your word/);
  expect(await focusedName(page)).toBe('Your word, 0 of 4 letters. Type letters, Backspace sends the last back, Enter checks.');
  await key('c', 'h', 'o');
  await expect.poll(() => spelledOut(page)).toBe('cho');
  await key('Backspace');
  await expect.poll(() => spelledOut(page)).toBe('ch');
  await key('Enter');
  await expect(status(page)).toHaveText('2 letters to go.');
  // Tab reaches the tiles; Enter on a tile places it, and focus goes on to a tile still there.
  let name = '';
  for (let i = 0; i < 6 && name !== 'o'; i++) {
    await key('Tab');
    name = await focusedName(page);
  }
  expect(name).toBe('o');
  await key('Enter');
  await expect.poll(() => spelledOut(page)).toBe('cho');
  await expect.poll(() => focusedName(page)).toBe('p');
  await key('p');
  await expect(tool(page).getByText('Right! chop', { exact: true })).toBeVisible();
  await expect.poll(() => focusedName(page)).toBe('Next word');
  await key('Enter');
  await expect(tool(page).getByText('Word 2 of 2', { exact: true })).toBeVisible();
  await expect.poll(() => focusedName(page)).toMatch(/^Your word, 0 of 4 letters/);
  const result = (await nextComplete(page)).detail;
  await key('m', 'c', 'u', 'h');
  await expect(status(page)).toHaveText('Not yet: mcuh. Tap a letter in a slot to send it back.');
  await key('Backspace', 'Backspace', 'Backspace', 'u', 'c', 'h');
  await expect.poll(() => focusedName(page)).toBe('See my score');
  await key('Enter');
  await expect(over(page).getByText('All done! You unscrambled 2 of 2 words on your own.')).toBeVisible();
  expect(await result).toMatchObject({ tool: 'anagram', verb: 'completed', score: 2, max: 2, success: true });
  await expect.poll(() => focusedName(page)).toBe('Play again');
  await key('Enter');
  await expect.poll(() => focusedName(page)).toMatch(/^Your word, 0 of 4 letters/);
  await page.clock.resume();
  await expectAccessible(page, 'verse-anagram');
});

test('a 360 px phone under reduced motion: the built-in list fits, a right word shows without moving; settings open; no axe violations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/embed/anagram?list=level-6');
  await expect(tool(page).getByText('Word 1 of 10', { exact: true })).toBeVisible();
  const level6 = 'sunless thankful sadly redness reddish kitten helpful softly sickness endless quickly gladness selfish fitness restless'.split(' ');
  const letters = (await pool(page).allTextContents()).join('');
  const word = level6.find((w) => [...w].sort().join('') === [...letters].sort().join(''))!;
  expect(letters).not.toBe(word);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const box of await Promise.all((await pool(page).all()).map((t) => t.boundingBox()))) {
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  }
  await expectAccessible(page, 'verse-anagram');
  await tap(page, word);
  const verdict = tool(page).getByText(`Right! ${word}`, { exact: true });
  await expect(verdict).toBeVisible();
  expect(await verdict.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await tool(page).getByRole('button', { name: 'Settings' }).click();
  await expect(tool(page).getByRole('combobox', { name: 'Word list' })).toHaveValue('level-6');
  await expect(tool(page).getByRole('textbox', { name: 'Your words' })).toHaveValue('');
  await expect(tool(page).getByRole('textbox', { name: 'Clues' })).toBeVisible();
  await expectAccessible(page, 'verse-anagram');
});

test("a teacher's words by URL play in their order; a bad list shows its message and the built-in words play", async ({ page }) => {
  await page.goto('/embed/anagram?words=fish,Sam,quiz');
  await expect(tool(page).getByText('Word 1 of 3', { exact: true })).toBeVisible();
  expect([...(await pool(page).allTextContents()).join('')].sort().join('')).toBe('fhis');
  await expect(tool(page).getByRole('alert')).toHaveCount(0);
  await tap(page, 'fish');
  await expect(tool(page).getByText('Word 2 of 3', { exact: true })).toBeVisible();
  expect([...(await pool(page).allTextContents()).join('')].sort().join('')).toBe('Sam');

  await page.goto('/embed/anagram?words=ship,sh1p&clues=ship a boat');
  await expect(tool(page).getByRole('alert')).toHaveText(
    '"sh1p" has a character that is not a letter; a word is letters only. Playing the built-in words instead. "ship a boat" is not a clue: write the word, a colon and the clue, as in ship:a big boat. Playing without clues.',
  );
  await expect(tool(page).getByText('Word 1 of 10', { exact: true })).toBeVisible();
  await expectAccessible(page, 'verse-anagram');
});

