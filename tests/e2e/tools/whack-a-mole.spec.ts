import { expect, test, type Frame, type Page } from '../base';
import { frameInLesson } from './lesson-page';
import { focusedName, nextComplete, tabUntil } from './checks';
import { pausedClock, reducedMotionPhone, timedGame } from './timed-game';

// Whack-a-mole as a student plays it: a round to its end by mouse and by keyboard alone (keys 1-9
// like a phone keypad, arrows and Enter), on Playwright's clock; a 360 px phone under reduced
// motion; and the embed page framed by a lesson page on another origin.

const { tool, holes, timer, status, started, axe, open, round, playAgainIsBack, fitsPhone } = timedGame('verse-whack-a-mole', 'Molehills, keys 1 to 9');
const over = (scope: Page | Frame, hits: number) => tool(scope).getByRole('group', { name: 'Round over' }).getByText(`Time's up! You whacked ${hits} words.`);

/** Each hole's word while its mole is up (not yet whacked), else null. */
const upWords = (scope: Page | Frame) =>
  holes(scope).evaluateAll((buttons) => buttons.map((b) => /^Hole \d, (?!empty$)([a-z]+)$/.exec(b.getAttribute('aria-label') ?? '')?.[1] ?? null));

/** The prompt's target, as shown (the settings panel's options hold the same words, hidden). */
const prompt = (scope: Page | Frame, text: string) => tool(scope).getByText(text, { exact: true }).filter({ visible: true });

test('by mouse: Start, whack words with sh (hit and miss), the 30 s timer ends the round', async ({ page }) => {
  // A whole round, step by step on the clock: long on a busy machine.
  test.setTimeout(240_000);
  await open(page, '/embed/whack-a-mole?list=with-sh&time=30');
  await expect(page).toHaveTitle('Whack-a-mole - VERSE');
  await expect(prompt(page, 'words with sh')).toBeVisible();
  await expect(timer(page)).toHaveText('Time 0:30');
  await expect(holes(page)).toHaveCount(9);
  const boxes = await Promise.all((await holes(page).all()).map(async (hole) => (await hole.boundingBox())!));
  for (const box of boxes) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);

  await tool(page).getByRole('button', { name: 'Start' }).click();
  await started(page);
  const result = (await nextComplete(page)).detail;
  let hits = 0;
  let missed = false;
  await round(page, async () => {
    const words = await upWords(page);
    let at = words.findIndex((w) => w?.includes('sh'));
    if (at < 0 && !missed) at = words.findIndex((w) => w !== null);
    if (at < 0) return;
    const word = words[at]!;
    const box = boxes[at]!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const hit = word.includes('sh');
    await expect(holes(page).nth(at)).toHaveAccessibleName(`Hole ${at + 1}, ${word}: ${hit ? 'hit' : 'miss'}`);
    if (hit) {
      hits++;
      await expect(tool(page).getByText(`Score ${hits}`, { exact: true })).toBeVisible();
    } else {
      missed = true;
      // The live region speaks 60 ms after a change.
      await page.clock.runFor(100);
      await expect(status(page)).toHaveText(`Miss: ${word} is not words with sh.`);
    }
    // A few hits and a miss make the path; the clock then runs the round out.
    return hits >= 4 && missed;
  });
  await expect(over(page, hits)).toBeVisible();
  await expect(timer(page)).toHaveText('Time 0:00');
  expect(hits).toBeGreaterThanOrEqual(4);
  expect(await result).toMatchObject({ tool: 'whack-a-mole', verb: 'completed', score: hits, max: hits + 1, success: true });
  await axe(page);
  await tool(page).getByRole('button', { name: 'Play again' }).click();
  await expect(timer(page)).toHaveText('Time 0:30');
});

test('by keyboard alone: Tab to Start, Enter; keys 1-9 like a phone keypad, arrows and Enter whack', async ({ page }) => {
  test.setTimeout(240_000);
  await open(page, '/embed/whack-a-mole?list=with-ing&time=30&speed=slow');
  await expect(prompt(page, 'words with ing')).toBeVisible();
  await tabUntil(page, 'Start', 10);
  await page.keyboard.press('Enter');
  await page.clock.runFor(100);
  await expect.poll(() => focusedName(page)).toBe('Hole 1, empty');
  const result = (await nextComplete(page)).detail;
  let hits = 0;
  let arrows = false;
  await round(page, async () => {
    const words = await upWords(page);
    const at = words.findIndex((w) => w?.includes('ing'));
    if (at < 0) return;
    if (!arrows && at > 0) {
      // From hole 1: → along the row, ↓ down a row, Enter whacks.
      await page.keyboard.press('Home');
      for (let k = 0; k < at % 3; k++) await page.keyboard.press('ArrowRight');
      for (let k = 0; k < Math.floor(at / 3); k++) await page.keyboard.press('ArrowDown');
      await expect.poll(() => focusedName(page)).toBe(`Hole ${at + 1}, ${words[at]}`);
      await page.keyboard.press('Enter');
      arrows = true;
    } else await page.keyboard.press(String(at + 1));
    await expect(holes(page).nth(at)).toHaveAccessibleName(`Hole ${at + 1}, ${words[at]}: hit`);
    hits++;
    // Keys and arrows both used: the clock then runs the round out.
    return hits >= 4 && arrows;
  });
  expect(arrows).toBe(true);
  expect(hits).toBeGreaterThanOrEqual(4);
  await expect(over(page, hits)).toBeVisible();
  expect(await result).toMatchObject({ tool: 'whack-a-mole', score: hits, max: hits, success: true });
  await playAgainIsBack(page);
});

test('a 360 px phone under reduced motion: moles appear without rising; no axe violations, settings open', async ({ page }) => {
  await reducedMotionPhone(page);
  await open(page, '/embed/whack-a-mole?list=short-a&speed=fast');
  await tool(page).getByRole('button', { name: 'Start' }).click();
  await started(page);
  await page.clock.runFor(700);
  const up = tool(page).getByRole('button', { name: /^Hole \d, (?!empty)[a-z]+$/ }).first();
  await expect(up).toBeVisible();
  expect(await up.evaluate((hole) => getComputedStyle(hole.querySelector('svg + span > span')!).animationName)).toBe('none');
  await fitsPhone(page);
  await axe(page);
  await tool(page).getByRole('button', { name: 'Settings' }).click();
  await expect(tool(page).getByRole('combobox', { name: 'Words' })).toHaveValue('short-a');
  await expect(tool(page).getByRole('radio', { name: 'Fast' })).toBeChecked();
  await expect(tool(page).getByRole('radio', { name: '60 s' })).toBeChecked();
  await axe(page);
});

test('framed by a lesson page on another origin: height, the H5P handshake and the result', async ({ page, baseURL }) => {
  await pausedClock(page);
  const heard = await frameInLesson(page, baseURL!, { path: '/embed/whack-a-mole?list=with-ch&time=30', title: 'Whack-a-mole - VERSE' });
  await expect.poll(async () => (await heard()).some((m) => m.subject === 'lti.frameResize' && Number(m.height) > 300)).toBe(true);
  await expect
    .poll(async () => (await heard()).filter((m) => m.context === 'h5p').map((m) => m.action))
    .toEqual(expect.arrayContaining(['hello', 'prepareResize', 'resize']));
  const frame = page.frames().find((f) => f.url().includes('/embed/whack-a-mole'))!;
  await page.clock.runFor(200);
  await expect(prompt(frame, 'words with ch')).toBeVisible();
  await tool(frame).getByRole('button', { name: 'Start' }).click();
  await started(frame);
  let hits = 0;
  await round(page, async () => {
    const at = (await upWords(frame)).findIndex((w) => w?.includes('ch'));
    if (at < 0) return;
    await holes(frame).nth(at).click();
    return ++hits >= 3;
  });
  await expect(over(frame, hits)).toBeVisible();
  await expect
    .poll(async () => (await heard()).find((m) => m.type === 'verse:result' && (m.statement as { verb: { display: Record<string, string> } }).verb.display['en-US'] === 'completed'))
    .toMatchObject({
      type: 'verse:result',
      tool: 'whack-a-mole',
      statement: { verb: { display: { 'en-US': 'completed' } }, result: { completion: true, success: true, score: { raw: hits, max: hits } } },
    });
  // Each hit was an answer before it: its statement names what the child was to find.
  const answered = (await heard()).map((m) => m.statement as { verb: { display: Record<string, string> }; result: { response?: string; success?: boolean } } | undefined).filter((s) => s?.verb.display['en-US'] === 'answered');
  expect(answered.map((s) => s!.result)).toEqual(Array.from({ length: hits }, () => expect.objectContaining({ response: 'words with ch', success: true })));
});
