import { expect, test, type Frame, type Page } from '../base';
import { frameInLesson } from './lesson-page';
import { expectAccessible, nextComplete } from './checks';

// The two URL settings in the tools that were there before: `pace=relaxed` (no countdown,
// scored on accuracy, the result says the pace) and a teacher's own words (`words=`, with
// Whack-a-mole's `targets=`), each given by URL, with a bad list's message in the tool.

const el = (scope: Page | Frame, tag: string) => scope.locator(tag);

test('Whack-a-mole: relaxed with a teacher\'s words and targets: no timer, any target scores, Finish reports the pace', async ({ page }) => {
  await page.goto('/embed/whack-a-mole?pace=relaxed&words=ship,shop,chip,chin&targets=ship,shop');
  const tool = el(page, 'verse-whack-a-mole');
  await expect(tool.locator('.wm-target')).toHaveText('ship or shop');
  await expect(tool.getByRole('timer')).toHaveCount(0);
  await expect(tool.getByText('No clock: find 10')).toBeVisible();
  await expectAccessible(page, 'verse-whack-a-mole');
  await tool.getByRole('button', { name: 'Start' }).click();
  // Whack two targets as they rise (moles stay up 6 s in a relaxed round).
  const target = tool.getByRole('button', { name: /^Hole \d, (ship|shop)$/ }).first();
  for (let i = 0; i < 2; i++) {
    await target.click();
    await expect(tool.getByText(`Score ${i + 1}`, { exact: true })).toBeVisible();
  }
  const result = (await nextComplete(page)).detail;
  await tool.getByRole('button', { name: 'Finish' }).click();
  await expect(tool.getByRole('group', { name: 'Round over' })).toContainText('All done! 2 of 2 whacks right.');
  expect(await result).toMatchObject({ tool: 'whack-a-mole', verb: 'completed', score: 2, max: 2, success: true, pace: 'relaxed' });

  await page.goto('/embed/whack-a-mole?words=ship,chip&targets=shop');
  await expect(el(page, 'verse-whack-a-mole').getByRole('alert')).toHaveText('"shop" is a target but not one of your words. Playing the built-in words instead.');
  await expect(el(page, 'verse-whack-a-mole').getByRole('timer')).toHaveText('Time 1:00');
});

test('Match It relaxed, framed by a lesson page on another origin: no clock, ends at 10 cards, the statement says relaxed', async ({ page, baseURL }) => {
  const heard = await frameInLesson(page, baseURL!, { path: '/embed/match-it?pace=relaxed', title: 'Match It - VERSE' });
  const frame = page.frames().find((f) => f.url().includes('/embed/match-it'))!;
  const tool = el(frame, 'verse-match-it');
  await expect(tool.getByText('No clock: claim')).toBeVisible();
  await expect(tool.getByRole('timer')).toHaveCount(0);
  await tool.getByRole('button', { name: 'Start Game' }).click();
  for (let i = 0; i < 10; i++) {
    const centre = (await tool.getByRole('img', { name: /^Center card: / }).getAttribute('aria-label'))!.replace('Center card: ', '');
    await tool.getByRole('group', { name: 'Player cards' }).getByRole('button', { name: centre, exact: true }).click();
  }
  await expect(tool.getByRole('button', { name: 'Play Again' })).toBeVisible();
  // Each card claimed is an answered statement; the game's own is the one completed statement.
  const statements = async () => (await heard()).filter((m) => m.type === 'verse:result' && (m.statement as { verb: { display: Record<string, string> } }).verb.display['en-US'] === 'completed').map((m) => m.statement as Record<string, unknown>);
  await expect.poll(statements).toEqual([
    expect.objectContaining({
      verb: expect.objectContaining({ display: { 'en-US': 'completed' } }),
      result: expect.objectContaining({ score: expect.objectContaining({ raw: 10, max: 10 }) }),
      context: { extensions: { [new URL('/xapi/extensions/pace', baseURL).href]: 'relaxed' } },
    }),
  ]);
});

test('Ice Fishers: relaxed with a teacher\'s words: the fish wait in the holes carrying them; Finish reports the pace; a bad list is named', async ({ page }) => {
  await page.goto('/embed/ice-fishers?pace=relaxed&words=ship,shop,chip');
  const tool = el(page, 'verse-ice-fishers');
  await expect(tool.getByRole('timer')).toHaveCount(0);
  await expect(tool.locator('.if-target')).toHaveText(/^(ship|shop|chip)$/);
  await tool.getByRole('button', { name: 'Start' }).click();
  const result = (await nextComplete(page)).detail;
  await tool.getByRole('button', { name: 'Finish' }).click();
  await expect(tool.getByRole('group', { name: 'Round over' })).toContainText('All done!');
  expect(await result).toMatchObject({ tool: 'ice-fishers', verb: 'completed', pace: 'relaxed' });
  await expectAccessible(page, 'verse-ice-fishers');

  await page.goto('/embed/ice-fishers?words=ship');
  await expect(el(page, 'verse-ice-fishers').getByRole('alert')).toHaveText('The list needs at least 2 items. Playing the built-in words instead.');
});

test("Letter Tiles: a teacher's own list by URL is laid out; a word with a letter no tile has is named", async ({ page }) => {
  await page.goto('/embed/letter-tiles?level=2&words=ship,chop');
  const tool = el(page, 'verse-letter-tiles');
  await expect(tool.locator('.status')).toContainText('Your words: word 1 of 2');
  await expect(tool.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page, 'verse-letter-tiles');
  await page.goto('/embed/letter-tiles?words=ship,caf%C3%A9');
  await expect(el(page, 'verse-letter-tiles').getByRole('alert')).toHaveText('"café" has a letter with no tile at Level 1. Laying out the word list instead.');
});

test('Alphabetical Order relaxed: no countdown; Name It relaxed: first to 10, with Finish', async ({ page }) => {
  await page.goto('/embed/alphabetical-order?pace=relaxed');
  const ao = el(page, 'verse-alphabetical-order');
  await expect(ao.locator('.ao-card').first()).toBeVisible();
  await expect(ao.getByRole('timer', { name: 'Get ready' })).toHaveCount(0);
  // The timed pace's 1.6 s countdown is the element's own rule (element.test.ts): on a busy machine
  // it may be over before a page is taken over, so here only that the URL's pace reached the tool.
  await expect(ao).toHaveAttribute('pace', 'relaxed');

  await page.goto('/embed/name-it?pace=relaxed');
  const ni = el(page, 'verse-name-it');
  await ni.getByRole('button', { name: 'Start' }).click();
  await expect(ni.getByText('First to 10').first()).toBeVisible();
  await expect(ni.getByRole('timer')).toHaveCount(0);
  const result = (await nextComplete(page)).detail;
  await ni.getByRole('button', { name: 'Finish' }).click();
  await expect(ni.getByRole('group', { name: 'Game over' })).toBeVisible();
  expect(await result).toMatchObject({ tool: 'name-it', verb: 'completed', pace: 'relaxed' });
});
