import { expect, test, type Frame, type Page } from '../base';
import { expectAccessible, focusedName, nextComplete, nextEvent } from './checks';

// Sentence Sense as a student plays it: a teacher's sentences by mouse (a wrong try, a word sent
// back) to the end screen; the same by keyboard alone; a 360 px phone under reduced motion with the
// built-in set and the help; and a bad list's message. Untimed: no clock to control.
// Framed by a lesson page, the kit's messages (height, H5P, the result) are proven once for all
// tools, in whack-a-mole.spec.ts; the result each tool reports, in its element tests.

const tool = (scope: Page | Frame) => scope.locator('verse-sentence-sense');
const slots = (scope: Page | Frame) => tool(scope).getByRole('group', { name: /^Your sentence/ });
const pool = (scope: Page | Frame) => tool(scope).getByRole('group', { name: 'Words', exact: true }).getByRole('button');
const status = (scope: Page | Frame) => tool(scope).getByRole('status');
const over = (scope: Page | Frame) => tool(scope).getByRole('group', { name: 'Round over' });
/** The words in the slots, in order. */
const builtOut = (scope: Page | Frame) => tool(scope).locator('.ss-slots .ss-word:not([data-empty])').allTextContents().then((w) => w.join(' '));

/**
 * Taps the pool's tiles that read `words`, each once it sees the one before leave the pool (as a child
 * does): the first tap loads the game's moves, and until they are here a second "the" would be the same tile.
 */
async function tap(scope: Page | Frame, words: string) {
  for (const word of words.split(' ')) {
    const left = await pool(scope).count();
    await pool(scope).getByText(word, { exact: true }).first().click();
    await expect(pool(scope)).toHaveCount(left - 1);
  }
}

test('by mouse: a wrong try, a word sent back; each sentence reported, the end shows what to practise', async ({ page }) => {
  await page.goto('/embed/sentence-sense?sentences=The cat and the dog ran.|Sam has a hat.');
  await expect(page).toHaveTitle('Sentence Sense - Unscramble Words - VERSE');
  await expect(tool(page).getByText('Sentence 1 of 2', { exact: true })).toBeVisible();
  await expect(pool(page)).toHaveCount(7);
  const words = await pool(page).allTextContents();
  expect([...words].sort()).toEqual(['.', 'The', 'and', 'cat', 'dog', 'ran', 'the']);
  expect(words.join(' ')).not.toBe('The cat and the dog ran .');
  for (const box of await Promise.all((await pool(page).all()).map((t) => t.boundingBox()))) expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
  await expectAccessible(page, 'verse-sentence-sense');

  await tap(page, 'The dog and the cat ran .');
  await expect(slots(page)).toHaveAttribute('data-state', 'wrong');
  await expect(tool(page).getByText('Not yet. Tap a word in the sentence to send it back.')).toBeVisible();
  await expect(status(page)).toHaveText('Not yet: The dog and the cat ran. Tap a word in the sentence to send it back.');
  await expectAccessible(page, 'verse-sentence-sense');
  await tool(page).getByRole('button', { name: 'Clear' }).click();
  await tap(page, 'The cat and the dog ran');
  await tool(page).getByRole('button', { name: 'ran, place 6: send back' }).click();
  await expect.poll(() => builtOut(page)).toBe('The cat and the dog');
  const score = (await nextEvent(page, 'score')).detail;
  await tap(page, 'ran .');
  await expect(tool(page).locator('.ss-verdict')).toHaveText('Right! The cat and the dog ran.');
  // Each sentence checked is an answer: this one right (the round's score counts first tries only).
  expect(await score).toMatchObject({ tool: 'sentence-sense', verb: 'answered', prompt: 'The cat and the dog ran.', score: 1, max: 1, success: true });
  await tool(page).getByRole('button', { name: 'Next sentence' }).click();
  await expect(tool(page).getByText('Sentence 2 of 2', { exact: true })).toBeVisible();
  const result = (await nextComplete(page)).detail;
  await tap(page, 'Sam has a hat .');
  await tool(page).getByRole('button', { name: 'See my score' }).click();
  await expect(over(page).getByText('All done! You built 1 of 2 sentences on the first try.')).toBeVisible();
  await expect(over(page).getByRole('listitem')).toHaveText(['The cat and the dog ran. after 1 wrong try', 'Sam has a hat. on the first try']);
  await expect(over(page).getByText('To practise: The cat and the dog ran.')).toBeVisible();
  expect(await result).toMatchObject({ tool: 'sentence-sense', verb: 'completed', score: 1, max: 2, success: true });
  await expectAccessible(page, 'verse-sentence-sense');
  await over(page).getByRole('button', { name: 'Play again' }).click();
  await expect(tool(page).getByText('Sentence 1 of 2', { exact: true })).toBeVisible();
});

test('by keyboard alone: Tab to the words, Enter places them, Backspace sends back, focus goes on to the next sentence', async ({ page }) => {
  await page.goto('/embed/sentence-sense?sentences=Sam has a hat.|The sun is hot.&fixed=ends');
  await expect(pool(page)).toHaveCount(3);
  const names: string[] = [];
  while (!names.at(-1)?.startsWith('Your sentence') && names.length < 12) {
    await page.keyboard.press('Tab');
    names.push(await focusedName(page));
  }
  expect(names.at(-1)).toBe('Your sentence, 2 of 5 words. Backspace sends the last back, Enter checks.');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('3 words to go.');
  /** Tabs to the pool's tile `word` and presses Enter. */
  const place = async (word: string) => {
    let name = '';
    for (let i = 0; i < 12 && name !== word; i++) {
      await page.keyboard.press('Tab');
      name = await focusedName(page);
    }
    expect(name).toBe(word);
    await page.keyboard.press('Enter');
  };
  await place('hat');
  await expect.poll(() => builtOut(page)).toBe('Sam hat .');
  await page.keyboard.press('Backspace');
  await expect.poll(() => builtOut(page)).toBe('Sam .');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  for (const word of ['has', 'a', 'hat']) await place(word);
  await expect(tool(page).locator('.ss-verdict')).toHaveText('Right! Sam has a hat.');
  await expect.poll(() => focusedName(page)).toBe('Next sentence');
  await page.keyboard.press('Enter');
  await expect(tool(page).getByText('Sentence 2 of 2', { exact: true })).toBeVisible();
  await expect.poll(() => focusedName(page)).toMatch(/^Your sentence, 2 of 5 words/);
  const result = (await nextComplete(page)).detail;
  for (const word of ['sun', 'is', 'hot']) await place(word);
  await expect.poll(() => focusedName(page)).toBe('See my score');
  await page.keyboard.press('Enter');
  await expect(over(page).getByText('All done! You built 2 of 2 sentences on the first try.')).toBeVisible();
  expect(await result).toMatchObject({ tool: 'sentence-sense', verb: 'completed', score: 2, max: 2, success: true });
  await expect.poll(() => focusedName(page)).toBe('Play again');
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedName(page)).toMatch(/^Your sentence/);
  await expectAccessible(page, 'verse-sentence-sense');
});

test('a 360 px phone under reduced motion: the built-in set with the help fits, a right sentence shows without moving; settings open', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/embed/sentence-sense?list=suffixes&fixed=ends');
  await expect(tool(page).getByText('Sentence 1 of 6', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const box of await Promise.all((await pool(page).all()).map((t) => t.boundingBox()))) {
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  }
  await expectAccessible(page, 'verse-sentence-sense');
  // The help fixed the first word and the end mark: the rest is found from the built-in set.
  const fixed = await tool(page).locator('[data-fixed]').allTextContents();
  expect(fixed).toHaveLength(2);
  const words = await pool(page).allTextContents();
  const sorted = (w: string[]) => [...w].sort().join(' ');
  // The sentence is the one of the suffixes set with that first word and those tiles.
  const first = fixed[0]!;
  const candidates = [
    'The fox jumps on the boxes.',
    'She is fishing in the pond.',
    'The kitten is sleeping in the sun.',
    'He quickly packed the lunches.',
    'We rested in the softest bed.',
    'The ducks kept swimming and quacking.',
    'Dad is helping me with the dishes.',
    'The cats napped and the dogs played.',
  ].map((s) => s.replace(/\.$/, ' .').split(' '));
  const answer = candidates.find((c) => c[0] === first && sorted(c.slice(1, -1)) === sorted(words))!;
  await tap(page, answer.slice(1, -1).join(' '));
  const verdict = tool(page).locator('.ss-verdict');
  await expect(verdict).toHaveText(`Right! ${answer.join(' ').replace(' .', '.')}`);
  expect(await verdict.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await tool(page).getByRole('button', { name: 'Settings' }).click();
  await expect(tool(page).getByRole('combobox', { name: 'Sentences' })).toHaveValue('suffixes');
  await expect(tool(page).getByRole('radio', { name: 'First word and end mark in place' })).toBeChecked();
  await expect(tool(page).getByRole('textbox', { name: 'Your sentences' })).toHaveValue('');
  await expectAccessible(page, 'verse-sentence-sense');
});

test("a teacher's sentences by URL play in their order; a bad list shows its message and the built-in sentences play", async ({ page }) => {
  await page.goto('/embed/sentence-sense?sentences=' + encodeURIComponent('Is it hot?|Yes, it is!'));
  await expect(tool(page).getByText('Sentence 1 of 2', { exact: true })).toBeVisible();
  expect((await pool(page).allTextContents()).sort()).toEqual(['?', 'Is', 'hot', 'it']);
  await expect(tool(page).getByRole('alert')).toHaveCount(0);
  await tap(page, 'Is it hot ?');
  await tool(page).getByRole('button', { name: 'Next sentence' }).click();
  expect((await pool(page).allTextContents()).sort()).toEqual(['!', 'Yes,', 'is', 'it']);

  await page.goto('/embed/sentence-sense?sentences=The cat sat.|a b c d e f g h i j k l m.');
  await expect(tool(page).getByRole('alert')).toHaveText(
    'Sentence 2 ("a b c d e f g h i j k l m.") has 13 words; a sentence needs 2 to 12. Playing the built-in sentences instead.',
  );
  await expect(tool(page).getByText('Sentence 1 of 6', { exact: true })).toBeVisible();
  await expectAccessible(page, 'verse-sentence-sense');
});

