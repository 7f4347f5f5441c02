import { expect, test, type Frame, type Page } from '../base';
import { expectAccessible, focusedName, nextComplete, nextEvent } from './checks';

// Sort Categories as a student plays it: a teacher's groups dealt all at once by mouse (a wrong
// try, its group shown after two) to the end review by group; one at a time and checked at the end
// by keyboard alone; a 360 px phone under reduced motion with the built-in sort; a bad list's
// message; and the embed page framed by a lesson page on another origin. Untimed.

const tool = (scope: Page | Frame) => scope.locator('verse-sort-categories');
const pile = (scope: Page | Frame) => tool(scope).getByRole('group', { name: /^Pile/ }).locator('.sc-item');
const item = (scope: Page | Frame, word: string) => pile(scope).filter({ hasText: new RegExp(`^${word}`) });
const group = (scope: Page | Frame, title: string) => tool(scope).locator('.sc-group-button').filter({ hasText: new RegExp(`^\\d${title}$`) });
const inGroup = (scope: Page | Frame, title: string) => tool(scope).getByRole('region', { name: title }).locator('.sc-in li');
const status = (scope: Page | Frame) => tool(scope).getByRole('status');
const over = (scope: Page | Frame) => tool(scope).getByRole('group', { name: 'Round over' });

test('by mouse, all at once and checked at once: a wrong try, its group shown after two; the end reviews by group', async ({ page }) => {
  await page.goto('/embed/sort-categories?deal=all&groups=' + encodeURIComponent('short a:cat,map|short i:pig,sit|short o:fox'));
  await expect(page).toHaveTitle('Sort Categories - VERSE');
  await expect(pile(page)).toHaveCount(5);
  expect((await pile(page).allTextContents()).sort()).toEqual(['cat', 'fox', 'map', 'pig', 'sit']);
  for (const target of [...(await pile(page).all()), ...(await tool(page).locator('.sc-group-button').all())]) {
    const box = await target.boundingBox();
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
  }
  await expectAccessible(page, 'verse-sort-categories');
  await item(page, 'cat').click();
  await expect(item(page, 'cat')).toHaveAttribute('aria-pressed', 'true');
  await group(page, 'short i').click();
  await expect(status(page)).toHaveText('Not short i. cat goes back to the pile.');
  await expect(tool(page).locator('.sc-verdict')).toHaveText('Not short i. Try cat again.');
  await item(page, 'cat').click();
  await group(page, 'short o').click();
  await expect(status(page)).toHaveText('Not short o. cat goes back to the pile: it goes in short a.');
  await expect(item(page, 'cat')).toHaveText('cat short a');
  await expectAccessible(page, 'verse-sort-categories');
  const score = (await nextEvent(page, 'score')).detail;
  await item(page, 'cat').click();
  await group(page, 'short a').click();
  // Each placement is an answer, its item and the group chosen: this one right (the round's score counts first tries only).
  expect(await score).toMatchObject({ tool: 'sort-categories', verb: 'answered', prompt: 'cat', answer: 'short a', score: 1, max: 1, success: true });
  await expect(inGroup(page, 'short a')).toHaveText(['cat']);
  const result = (await nextComplete(page)).detail;
  for (const [word, title] of [['map', 'short a'], ['pig', 'short i'], ['sit', 'short i'], ['fox', 'short o']]) {
    await item(page, word!).click();
    await group(page, title!).click();
  }
  await expect(over(page).getByText('All sorted! 4 of 5 words right on the first try.')).toBeVisible();
  await expect(over(page).getByRole('region', { name: 'short a' }).getByRole('listitem')).toHaveText(['cat after 2 wrong tries', 'map']);
  await expect(over(page).getByRole('region', { name: 'short i' }).getByRole('listitem')).toHaveText(['pig', 'sit']);
  expect(await result).toMatchObject({ tool: 'sort-categories', verb: 'completed', score: 4, max: 5, success: true });
  await expectAccessible(page, 'verse-sort-categories');
  await over(page).getByRole('button', { name: 'Play again' }).click();
  await expect(tool(page).getByText('Sorted 0 of 5', { exact: true })).toBeVisible();
});

test('by keyboard alone, one at a time and checked at the end: number keys and Enter place, a placed word taken back, Check my sort', async ({ page }) => {
  await page.goto('/embed/sort-categories?check=end&groups=' + encodeURIComponent('sh:ship,fish|ch:chop'));
  await expect(pile(page)).toHaveCount(1);
  let name = '';
  for (let i = 0; i < 12 && !/^(ship|fish|chop)$/.test(name); i++) {
    await page.keyboard.press('Tab');
    name = await focusedName(page);
  }
  const order: string[] = [name];
  // The top word is picked: its group's number puts it there, wrong or right (checked at the end).
  await page.keyboard.press('2');
  await expect(status(page)).toContainText(`${name} in ch.`);
  await expect.poll(() => focusedName(page)).toMatch(/^(ship|fish|chop)$/);
  order.push(await focusedName(page));
  // Tab to a group and Enter it.
  const focusGroup = async (label: RegExp) => {
    let at = '';
    for (let i = 0; i < 12 && !label.test(at); i++) {
      await page.keyboard.press('Tab');
      at = await focusedName(page);
    }
    expect(at).toMatch(label);
    await page.keyboard.press('Enter');
  };
  await focusGroup(/^sh \(1\): put \w+ here$/);
  await expect(status(page)).toContainText(`${order[1]} in sh.`);
  // Take the first back: Tab to it in its group.
  await focusGroup(new RegExp(`^${order[0]}, in ch: take back$`));
  await expect(status(page)).toHaveText(`${order[0]} is back in the pile.`);
  const right = (w: string) => (w === 'chop' ? '2' : '1');
  for (let i = 0; i < 2; i++) {
    await expect.poll(() => focusedName(page)).toMatch(/^(ship|fish|chop)$/);
    await page.keyboard.press(right(await focusedName(page)));
  }
  await expect.poll(() => focusedName(page)).toBe('Check my sort');
  const result = (await nextComplete(page)).detail;
  await page.keyboard.press('Enter');
  // The first word was taken back and placed again by its number: only the second, put in sh, may be wrong.
  if (order[1] !== 'chop') {
    await expect(over(page)).toBeVisible();
  } else {
    await expect(status(page)).toContainText('went back to the pile');
    while (!(await over(page).isVisible())) {
      await expect.poll(() => focusedName(page)).toMatch(/^(ship|fish|chop|Check my sort)$/);
      const at = await focusedName(page);
      await page.keyboard.press(at === 'Check my sort' ? 'Enter' : right(at));
    }
  }
  await expect(over(page).getByText(/^All sorted!/)).toBeVisible();
  expect(await result).toMatchObject({ tool: 'sort-categories', verb: 'completed', max: 3 });
  await expect.poll(() => focusedName(page)).toBe('Play again');
  await expectAccessible(page, 'verse-sort-categories');
});

test('a 360 px phone under reduced motion: the built-in sort, all at once, fits; settings open', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/embed/sort-categories?list=digraphs&deal=all');
  await expect(pile(page)).toHaveCount(12);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const target of [...(await pile(page).all()), ...(await tool(page).locator('.sc-group-button').all())]) {
    const box = await target.boundingBox();
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  }
  await item(page, 'ship').click();
  expect(await item(page, 'ship').evaluate((el) => getComputedStyle(el).transform)).toBe('none');
  await group(page, 'sh').click();
  await expect(inGroup(page, 'sh')).toHaveText(['ship']);
  await expectAccessible(page, 'verse-sort-categories');
  await tool(page).getByRole('button', { name: 'Settings' }).click();
  await expect(tool(page).getByRole('combobox', { name: 'Built-in sort' })).toHaveValue('digraphs');
  await expect(tool(page).getByRole('radio', { name: 'All at once' })).toBeChecked();
  await expect(tool(page).getByRole('radio', { name: 'Each one at once' })).toBeChecked();
  await expectAccessible(page, 'verse-sort-categories');
});

test("a teacher's groups by URL; a bad list shows its message and the built-in sort plays", async ({ page }) => {
  await page.goto('/embed/sort-categories?groups=' + encodeURIComponent('-s:cats,jumps|-es:boxes|-ing:fishing'));
  await expect(tool(page).getByText('Sorted 0 of 4', { exact: true })).toBeVisible();
  await expect(tool(page).locator('.sc-group-button')).toHaveText(['1-s', '2-es', '3-ing']);
  await expect(tool(page).getByRole('alert')).toHaveCount(0);

  await page.goto('/embed/sort-categories?groups=' + encodeURIComponent('short a:cat,map|short i:pig,cat'));
  await expect(tool(page).getByRole('alert')).toHaveText('"cat" is in both "short a" and "short i"; an item belongs to one group. Playing the built-in sort instead.');
  await expect(tool(page).getByText('Sorted 0 of 12', { exact: true })).toBeVisible();
  await expectAccessible(page, 'verse-sort-categories');
});

// Pictures as items: the project's own drawn pictures, named for assistive technology.
const pictureItem = (scope: Page | Frame, name: string) => tool(scope).getByRole('group', { name: /^Pile/ }).getByRole('button', { name: new RegExp(`^${name}`) });
/** The picture's name on the focused control (looking through shadow roots). */
const focusedPicture = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.querySelector('[role="img"]')?.getAttribute('aria-label') ?? '';
  });

test("by mouse, a teacher's groups of pictures: each drawn and named, tap-to-place, a wrong try, the end reviews the pictures", async ({ page }) => {
  await page.goto('/embed/sort-categories?deal=all&groups=' + encodeURIComponent('short u:pic.sun,pic.cup|short a:pic.cat,Pic.Hat'));
  await expect(pile(page)).toHaveCount(4);
  await expect(tool(page).getByRole('group', { name: 'Pile, 4 pictures to sort' })).toBeVisible();
  for (const name of ['sun', 'cup', 'cat', 'hat']) {
    const button = pictureItem(page, name);
    await expect(button).toHaveAccessibleName(name);
    const picture = await button.locator('svg.tool-picture').boundingBox();
    expect(Math.min(picture!.width, picture!.height)).toBeGreaterThanOrEqual(44);
  }
  await expect(tool(page).locator('.sc-verdict')).toHaveText('Tap a picture, then its group.');
  await expectAccessible(page, 'verse-sort-categories');
  await pictureItem(page, 'sun').click();
  await expect(pictureItem(page, 'sun')).toHaveAttribute('aria-pressed', 'true');
  await expect(status(page)).toHaveText('sun: now tap its group.');
  await group(page, 'short a').click();
  await expect(status(page)).toHaveText('Not short a. sun goes back to the pile.');
  const result = (await nextComplete(page)).detail;
  for (const [name, title] of [['sun', 'short u'], ['cup', 'short u'], ['cat', 'short a'], ['hat', 'short a']]) {
    await pictureItem(page, name!).click();
    await group(page, title!).click();
  }
  await expect(over(page).getByText('All sorted! 3 of 4 pictures right on the first try.')).toBeVisible();
  await expect(over(page).getByRole('region', { name: 'short u' }).getByRole('img', { name: 'sun' })).toBeVisible();
  await expect(over(page).getByRole('region', { name: 'short u' }).getByRole('listitem')).toHaveText(['after 1 wrong try', '']);
  await expect(over(page).getByRole('region', { name: 'short a' }).getByRole('img')).toHaveCount(2);
  expect(await result).toMatchObject({ tool: 'sort-categories', verb: 'completed', score: 3, max: 4, success: true });
  await expectAccessible(page, 'verse-sort-categories');
});

test('by keyboard alone, the built-in picture sort one at a time: each picture named, its group by number key, to the end', async ({ page }) => {
  await page.goto('/embed/sort-categories?list=pictures');
  await expect(pile(page)).toHaveCount(1);
  await expect(tool(page).getByText('Sorted 0 of 13', { exact: true })).toBeVisible();
  const groupOf: Record<string, string> = { cat: '1', hat: '1', flag: '1', apple: '1', bell: '2', egg: '2', pencil: '2', clock: '3', lock: '3', rocket: '3', sun: '4', cup: '4', umbrella: '4' };
  let name = '';
  for (let i = 0; i < 12 && !name; i++) {
    await page.keyboard.press('Tab');
    name = await focusedPicture(page);
  }
  const result = (await nextComplete(page)).detail;
  for (let sorted = 0; sorted < 13; sorted++) {
    await expect.poll(() => focusedPicture(page)).toMatch(/^[a-z]+$/);
    name = await focusedPicture(page);
    expect(groupOf[name]).toBeDefined();
    await page.keyboard.press(groupOf[name]!);
    // The last one's words give way to the end's.
    if (sorted < 12) await expect(status(page)).toContainText(`Right! ${name} goes in`);
    if (sorted === 0) await expectAccessible(page, 'verse-sort-categories');
  }
  await expect(over(page).getByText('All sorted! 13 of 13 pictures right on the first try.')).toBeVisible();
  expect(await result).toMatchObject({ tool: 'sort-categories', verb: 'completed', score: 13, max: 13, success: true });
  await expect.poll(() => focusedName(page)).toBe('Play again');
});
