// The teacher workspace end to end (issue 22): a teacher creates an account, makes an Anagram from
// their own words, switches it to Whack-a-mole and back, creates a class of three and assigns it; in
// a second browser a student opens the class link, taps their name and plays to the end; the result
// appears in Track Assignments (by itself), in the class grid by pattern and in the CSV; a second
// teacher sees none of it. Also
// by keyboard alone at 360 px, with axe on every screen.
import { axeOn } from './axe';
import type { Browser } from '@playwright/test';
import { waitForTakeover } from './base';
import { expect, test, testNow, type Page } from './fixtures';
import { frameInLesson } from './tools/lesson-page';
import lesson5 from '../../phonics/generated/banks/05.json' with { type: 'json' };
import { confirmationLink, confirmTeacher, consentChosen, newEmail, visit } from './visitor';

const PASSWORD = 'phonics every day';
test.beforeEach(({ context }) => consentChosen(context));

async function expectAccessible(page: Page) {
  const { violations } = await axeOn(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// Each person here is on a device of their own: the teachers and the students have their own client
// addresses, so the sign-ups of the rest of the suite (one address, 20 an hour) are not theirs.
const client = (n: number) => ({ 'CF-Connecting-IP': `203.0.113.${n}` });
test.use({ extraHTTPHeaders: client(21) });

const main = (page: Page) => page.getByRole('main');
const card = (page: Page, title: string) => main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** A teacher account made through the API as the portal makes it (sign-up, then sign-in), signed in on `page`. */
async function teacherSignedUp(page: Page, name: string) {
  const email = newEmail('teacher', 'school.example');
  await visit(page, '/');
  const headers = { Origin: new URL(page.url()).origin };
  const register = await page.request.post('/api/teacher/register', { headers, data: { name, email, password: PASSWORD, school: null, recaptchaToken: 'local:register' } });
  expect(register.status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { headers, data: { email, password: PASSWORD, recaptchaToken: 'local:login' } })).status()).toBe(200);
  await confirmTeacher(page.request, headers.Origin, email);
  return email;
}

/** A student's browser: another context, on Playwright's clock so a timed round ends when the test says. */
async function studentPage(browser: Browser, width: number): Promise<Page> {
  const context = waitForTakeover(await browser.newContext({ viewport: { width, height: 800 }, timezoneId: 'America/Denver', locale: 'en-US', extraHTTPHeaders: client(22) }));
  await consentChosen(context);
  const page = await context.newPage();
  await page.clock.install({ time: testNow() });
  return page;
}

/** Plays an Anagram of `words` to its end: each word's letters tapped in order, the next word coming by itself. */
async function playAnagram(page: Page, words: readonly string[]) {
  const tool = page.locator('verse-anagram');
  const pool = tool.getByRole('group', { name: 'Letters', exact: true }).getByRole('button');
  for (const [index, word] of words.entries()) {
    await expect(tool.getByText(`Word ${index + 1} of ${words.length}`, { exact: true })).toBeVisible();
    for (const letter of word) {
      // Each tap once the one before has left the pool, as a child taps.
      const left = await pool.count();
      await pool.getByText(letter, { exact: true }).first().click();
      await expect(pool).toHaveCount(left - 1);
    }
    await expect(tool.getByText(`Right! ${word}`, { exact: true })).toBeVisible();
    await page.clock.runFor(2_100);
  }
}

test('a teacher makes a game, a class and an assignment; a student plays it; the report, its grid by pattern and the CSV show it; another teacher sees none of it', async ({ page, browser }) => {
  // Two browsers and a 60 s round on the clock: minutes on a busy 2-core machine.
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = newEmail('teacher', 'school.example');

  // Signed out: sign in, or create a teacher account.
  await visit(page, '/teacher-portal');
  await expect(main(page).getByRole('heading', { name: 'Sign in to the Teacher Portal' })).toBeVisible();
  await expectAccessible(page);
  await main(page).getByRole('button', { name: 'New here? Create a teacher account' }).click();
  await expect(main(page).getByRole('heading', { name: 'Create a teacher account' })).toBeVisible();
  await main(page).getByLabel('Your name').fill('Ms Rivera');
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main(page).getByLabel('School (optional)').fill('Maple Elementary');
  await main(page).getByRole('button', { name: 'Create Teacher Account' }).click();

  // Signed in, the workspace waits for the address to be confirmed: the link is in the welcome email.
  await expect(main(page).getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Email Me a New Link' })).toBeVisible();
  await expectAccessible(page);
  await visit(page, await confirmationLink(page.request, email));
  await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the Teacher Portal' }).click();

  // Signed in: the spec's layout, the teacher's email in the top bar.
  await expect(main(page).getByText(email, { exact: true })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  for (const tab of ['Create', 'Admin', 'Create Games', 'Track Assignments', 'My Students']) await expect(page.getByRole('tab', { name: tab, exact: true })).toBeVisible();
  for (const title of ['Anagram - Unscramble Letters', 'Place Value Showdown', 'Sentence Sense - Unscramble Words', 'Sort Categories', 'Spinner Wheel', 'Whack A Mole'])
    await expect(card(page, title).getByRole('button', { name: 'Create Game' })).toBeVisible();
  await expect(card(page, 'Anagram - Unscramble Letters').getByRole('link', { name: 'Try it' })).toHaveAttribute('href', '/student-apps/anagram');
  await expect(main(page).getByText('No games yet.')).toBeVisible();
  await expectAccessible(page);

  // An Anagram from the teacher's own words, with its live preview.
  await card(page, 'Anagram - Unscramble Letters').getByRole('button', { name: 'Create Game' }).click();
  await expect(main(page).getByRole('heading', { name: 'New game: Anagram - Unscramble Letters' })).toBeFocused();
  await main(page).getByRole('button', { name: 'Save Game' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Please give the game a title.');
  await main(page).getByLabel('Title').fill('Digraph words');
  await main(page).getByLabel('Your words').fill('ship\nchop\nthin');
  const preview = main(page).locator('.preview verse-anagram');
  await expect(preview).toHaveAttribute('words', 'ship\nchop\nthin');
  await expect(preview.getByRole('heading', { name: 'Anagram - Unscramble Letters' })).toBeVisible();
  await expectAccessible(page);
  await main(page).getByRole('button', { name: 'Save Game' }).click();
  const row = main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Digraph words' }) });
  await expect(row).toContainText('Anagram - Unscramble Letters · 3 items');

  // Switch template: the same words as Whack-a-mole.
  await row.getByRole('button', { name: 'Switch template' }).click();
  await row.getByLabel('Play the same words as').selectOption({ label: 'Whack A Mole' });
  await row.getByRole('button', { name: 'Switch', exact: true }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Digraph words now plays as Whack A Mole.' })).toBeVisible();
  await expect(row).toContainText('Whack A Mole · 3 items');

  // A Spinner Wheel from a lesson, chosen by its name: no words typed, the lesson's words on the wheel.
  await card(page, 'Spinner Wheel').getByRole('button', { name: 'Create Game' }).click();
  await main(page).getByLabel('Title').fill('Short e words');
  await main(page).getByRole('button', { name: 'Save Game' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Type at least one word, or choose a lesson.');
  await main(page).getByLabel('Lesson', { exact: true }).selectOption({ label: 'Lesson 5: Short e' });
  await expect(main(page).locator('.preview verse-spinner-wheel').getByRole('list', { name: 'On the wheel' }).getByRole('listitem')).toHaveText(lesson5.real.slice(0, 12));
  // Four of the lesson's words, then one of her own that needs a later lesson: marked, and replaced by a word of the lesson.
  await main(page).getByLabel('How many words').fill('4');
  await main(page).getByRole('button', { name: 'Use lesson 5' }).click();
  const list = main(page).getByLabel('Your words');
  await expect(list).toHaveValue(lesson5.real.slice(0, 4).join('\n'));
  await list.fill(`${lesson5.real.slice(0, 4).join('\n')}\nnight`);
  await expect(main(page).locator('.word-mark')).toHaveText(/night: igh comes in lesson 40/);
  await expectAccessible(page);
  await main(page).getByRole('button', { name: /^Replace night with / }).click();
  await expect(main(page).getByRole('status').filter({ hasText: /^Replaced night with [a-z]+\.$/ })).toBeVisible();
  await expect(list).not.toHaveValue(/night/);
  await main(page).getByRole('button', { name: 'Save Game' }).click();
  await expect(main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Short e words' }) })).toContainText('Spinner Wheel · 5 items');

  // Share: one press gives the link, QR, embed code; unsharing makes the link say so.
  await row.getByRole('button', { name: 'Share' }).click();
  const shareLink = await row.getByLabel('Link for students').inputValue();
  expect(shareLink).toMatch(/\/play\/[0-9A-HJKMNP-TV-Z]{8}$/);
  await expect(row.getByRole('img', { name: 'QR code for Digraph words' })).toBeVisible();
  await expect(row.getByLabel('Embed in a class page or slide')).toHaveValue(/<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\/play\/[0-9A-Z]{8}"/);
  await expectAccessible(page);
  const anonymous = await studentPage(browser, 1280);
  await anonymous.goto(shareLink);
  await expect(anonymous.locator('verse-whack-a-mole')).toBeVisible();
  await expect(anonymous.locator('verse-whack-a-mole')).toHaveAttribute('words', 'ship\nchop\nthin');
  await expect(anonymous).toHaveTitle('Digraph words - VERSE');
  await expect(anonymous.locator('verse-whack-a-mole').getByRole('heading', { name: 'Digraph words' })).toBeVisible();
  await expectAccessible(anonymous);
  await row.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(row.getByRole('button', { name: 'Share again' })).toBeVisible();
  await anonymous.goto(shareLink);
  await expect(anonymous.getByRole('heading', { name: 'This activity is no longer shared' })).toBeVisible();
  await anonymous.context().close();
  // And back to Anagram, which the class plays: each word comes back in the report by name.
  await row.getByRole('button', { name: 'Switch template' }).click();
  await row.getByLabel('Play the same words as').selectOption({ label: 'Anagram - Unscramble Letters' });
  await row.getByRole('button', { name: 'Switch', exact: true }).click();
  await expect(row).toContainText('Anagram - Unscramble Letters · 3 items');

  // My Students: a class of three, first names (and an initial) only.
  await page.getByRole('tab', { name: 'My Students' }).click();
  await expect(main(page).getByText('No classes yet.')).toBeVisible();
  await main(page).getByLabel('New class').fill('Room 12');
  await main(page).getByRole('button', { name: 'Create Class' }).click();
  await expect(main(page).getByRole('heading', { name: 'Room 12' })).toBeVisible();
  await main(page).getByLabel('Add students').fill('ava@home.example, Ben');
  await main(page).getByRole('button', { name: 'Add Students' }).click();
  await expect(main(page).getByRole('alert')).toContainText('“ava@home.example”: Use a first name');
  await main(page).getByLabel('Add students').fill('Ava\nBen T.\nCleo');
  await main(page).getByRole('button', { name: 'Add Students' }).click();
  await expect(main(page).getByText('Added 3 students.')).toBeVisible();
  const students = main(page).locator('.student-name');
  await expect(students).toHaveText(['Ava', 'Ben T.', 'Cleo']);
  await expectAccessible(page);
  await main(page).getByRole('button', { name: 'Sign-in cards' }).click();
  await expect(main(page).getByRole('img', { name: /^QR code for / })).toHaveCount(3);
  await expectAccessible(page);
  await main(page).getByRole('button', { name: 'Close cards' }).click();

  // Track Assignments: assign it to the class, best attempt counts.
  await page.getByRole('tab', { name: 'Track Assignments' }).click();
  await main(page).getByLabel('Game', { exact: true }).selectOption({ label: 'Digraph words (Anagram - Unscramble Letters)' });
  await main(page).getByLabel('Class', { exact: true }).selectOption({ label: 'Room 12 (3 students)' });
  await main(page).getByLabel('Best attempt counts').check();
  await main(page).getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Assigned Digraph words to Room 12. It is on the class page now. Its report is below.' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Digraph words · Room 12' })).toBeFocused();
  await expect(main(page).getByLabel('Class', { exact: true })).toHaveValue('');
  await expect(main(page).getByText('0 of 3 students have played.')).toBeVisible();
  await expectAccessible(page);
  const classLink = await main(page).getByRole('textbox', { name: 'Class link' }).inputValue();
  expect(classLink).toMatch(/\/play\/[0-9A-Z]{8}$/);

  // The student: opens the link, taps their name, plays the round to its end.
  const student = await studentPage(browser, 1280);
  await student.goto(classLink);
  await expect(student.getByRole('heading', { name: 'Digraph words: who is playing?' })).toBeVisible();
  await expect(student.getByRole('button', { name: /Ava|Ben T\.|Cleo/ })).toHaveCount(3);
  await student.getByRole('button', { name: 'Ben T.' }).click();
  await expect(student.getByText('Playing as Ben T.')).toBeVisible();
  expect(new URL(student.url()).search).not.toContain('Ben');
  await playAnagram(student, ['ship', 'chop', 'thin']);
  await expect(student.getByText('Well done! Your teacher can see your score.')).toBeVisible();
  await student.context().close();

  // The report shows it by itself (it refreshes while the class plays), and so does the CSV.
  await expect(main(page).getByText('1 of 3 students have played.')).toBeVisible({ timeout: 25_000 });
  await expect(main(page).getByRole('button', { name: /Digraph words/, pressed: true })).toContainText('1 of 3 played');
  const benRow = main(page).getByRole('row').filter({ has: page.getByRole('button', { name: 'Ben T.: history' }) });
  await expect(benRow.getByRole('cell').first()).toHaveText('Played');
  await expect(main(page).getByRole('row').filter({ has: page.getByRole('button', { name: 'Ava: history' }) }).getByRole('cell').first()).toHaveText('Not yet');
  // Each whack is an answer of the report, named by the word it asked for.
  const asked = main(page).getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Asked' }) }).getByRole('rowheader');
  await expect(asked).not.toHaveCount(0);
  for (const prompt of await asked.allTextContents()) expect(['ship', 'chop', 'thin']).toContain(prompt);
  const csvHref = await main(page).getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  const csv = await (await page.request.get(csvHref!)).text();
  // One row per attempt (and one for each student who has not played): Ben's counted attempt.
  expect(csv).toMatch(/^"Ben T\.","1","yes","\d+","[1-9]\d*",/m);
  expect(csv).toMatch(/^"Ava","0",/m);
  // By pattern: the class grid names each pattern by its lesson, Ben's numbers in every cell.
  const grid = main(page).getByRole('table', { name: /right of tried for each pattern/ });
  await expect(grid.getByRole('columnheader')).toHaveText(['Student', 'Short i short-i', 'Short o short-o', 'sh digraph-sh', 'th digraph-th', 'ch digraph-ch']);
  await expect(grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Ben T.' }) }).getByRole('cell')).toHaveText(['2/2', '1/1', '1/1', '1/1', '1/1']);
  await main(page).getByRole('button', { name: 'Ben T.: history' }).click();
  await expect(main(page).getByRole('heading', { name: 'Ben T. · Room 12' })).toBeFocused();
  await expect(main(page).getByRole('table', { name: 'Ben T.’s words by pattern, weakest first' }).getByRole('row')).toHaveCount(6);
  await expectAccessible(page);

  // A second teacher sees none of it: not in their portal, and the first one's ids answer 404.
  const assignmentId = /\/api\/teacher\/assignments\/([^/]+)\/export/.exec(csvHref!)![1]!;
  const other = waitForTakeover(await browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: client(23) }));
  await consentChosen(other);
  const otherPage = await other.newPage();
  await teacherSignedUp(otherPage, 'Mr Chen');
  await visit(otherPage, '/teacher-portal');
  await expect(main(otherPage).getByText('No games yet.')).toBeVisible();
  expect((await otherPage.request.get(`/api/teacher/assignments/${assignmentId}/report`)).status()).toBe(404);
  expect((await otherPage.request.get(csvHref!)).status()).toBe(404);
  await otherPage.getByRole('tab', { name: 'My Students' }).click();
  await expect(main(otherPage).getByText('No classes yet.')).toBeVisible();
  await other.close();

  // Logout goes home, signed out.
  await main(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await visit(page, '/teacher-portal');
  await expect(main(page).getByRole('heading', { name: 'Sign in to the Teacher Portal' })).toBeVisible();
});

/** Presses Tab until the focused control is called `name` (and, for one of several alike, described by `describedBy`). */
async function tabTo(page: Page, name: string, describedBy?: string) {
  for (let press = 0; press < 120; press++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const active = document.activeElement as HTMLInputElement | null;
      if (!active) return { name: '', by: '' };
      const label = active.labels?.[0]?.textContent ?? '';
      return { name: (active.getAttribute('aria-label') ?? (label || active.textContent || '')).replace(/\s+/g, ' ').trim(), by: active.getAttribute('aria-describedby') ?? '' };
    });
    if (focused.name === name && (!describedBy || focused.by === describedBy)) return;
  }
  throw new Error(`Tab never reached “${name}”`);
}

test('by keyboard alone at 360 px: a game, a class, an assignment, a student picking their name, and the teacher’s own account', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const email = await teacherSignedUp(page, 'Ms Okafor');
  await visit(page, '/teacher-portal');
  await expect(main(page).getByText(email, { exact: true })).toBeVisible();
  await expectAccessible(page);

  // A Spinner Wheel of the teacher's own words.
  await tabTo(page, 'Create Game', 'game-spinner-wheel');
  await page.keyboard.press('Enter');
  await expect(main(page).getByRole('heading', { name: 'New game: Spinner Wheel' })).toBeFocused();
  await tabTo(page, 'Title');
  await page.keyboard.type('Colour words');
  await tabTo(page, 'Your words');
  await page.keyboard.type('red, blue, green');
  await expect(main(page).locator('.preview verse-spinner-wheel')).toHaveAttribute('words', 'red\nblue\ngreen');
  await expectAccessible(page);
  await tabTo(page, 'Save Game');
  await page.keyboard.press('Enter');
  await expect(main(page).getByRole('heading', { name: 'My activities' })).toBeFocused();
  await expect(main(page).getByText('Saved Colour words.')).toBeVisible();

  // My Students: a class of two, typed.
  await page.getByRole('tab', { name: 'Create Games' }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'My Students' })).toBeFocused();
  await tabTo(page, 'New class');
  await page.keyboard.type('Owls');
  await page.keyboard.press('Enter');
  await expect(main(page).getByRole('heading', { name: 'Owls' })).toBeVisible();
  await tabTo(page, 'Add students');
  await page.keyboard.type('Mia\nNoah');
  await tabTo(page, 'Add Students');
  await page.keyboard.press('Enter');
  await expect(main(page).locator('.student-name')).toHaveText(['Mia', 'Noah']);
  await expectAccessible(page);

  // Track Assignments: choose with the arrow keys, assign. On a slow line the form waits for the
  // teacher's games and classes instead of offering lists that hold only their placeholders.
  const slowClasses = '**/api/teacher/classes';
  await page.route(slowClasses, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('tab', { name: 'My Students' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Track Assignments' })).toBeFocused();
  await expect(main(page).getByRole('status').filter({ hasText: 'Loading your games and classes…' })).toBeVisible();
  await expect(main(page).getByLabel('Game', { exact: true })).toHaveCount(0);
  await expect(main(page).getByLabel('Game', { exact: true }).getByRole('option')).toHaveText(['Choose a game', 'Colour words (Spinner Wheel)']);
  await expect(main(page).getByLabel('Class', { exact: true }).getByRole('option')).toHaveText(['Choose a class', 'Owls (2 students)']);
  await page.unroute(slowClasses);
  await tabTo(page, 'Game');
  await page.keyboard.press('ArrowDown');
  await tabTo(page, 'Class');
  await page.keyboard.press('ArrowDown');
  await tabTo(page, 'Assign');
  await page.keyboard.press('Enter');
  await expect(main(page).getByText('0 of 2 students have played.')).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Colour words · Owls' })).toBeVisible();
  await expectAccessible(page);
  const classLink = await main(page).getByRole('textbox', { name: 'Class link' }).inputValue();

  // A student at 360 px finds their name by keyboard.
  const student = await studentPage(browser, 360);
  await student.goto(classLink);
  await expect(student.getByRole('heading', { name: 'Colour words: who is playing?' })).toBeFocused();
  await expectAccessible(student);
  await tabTo(student, 'Noah');
  await student.keyboard.press('Enter');
  await expect(student.getByText('Playing as Noah')).toBeVisible();
  await expect(student.locator('verse-spinner-wheel')).toHaveAttribute('words', 'red\nblue\ngreen');
  await student.context().close();

  // Admin: the teacher's own account: name, password, and deleting it all.
  await page.getByRole('tab', { name: 'Create', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Admin' })).toBeFocused();
  await tabTo(page, 'Display name');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Ms A. Okafor');
  await tabTo(page, 'Save');
  await page.keyboard.press('Enter');
  await expect(main(page).getByText('Saved.')).toBeVisible();
  await tabTo(page, 'Current password');
  await page.keyboard.type(PASSWORD);
  await tabTo(page, 'New password');
  await page.keyboard.type('a longer new sentence');
  await tabTo(page, 'Change Password');
  await page.keyboard.press('Enter');
  await expect(main(page).getByText(/Your password is changed/)).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, 'Delete my account');
  await page.keyboard.press('Enter');
  await expect(main(page).getByLabel('Your password')).toBeFocused();
  await page.keyboard.type('a longer new sentence');
  await tabTo(page, 'Delete everything for good');
  await page.keyboard.press('Enter');
  await expect(main(page).getByRole('alert')).toHaveText('Type DELETE to confirm.');
  await tabTo(page, 'Type DELETE to confirm');
  await page.keyboard.type('DELETE');
  await tabTo(page, 'Delete everything for good');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  // The class link no longer opens anything.
  await page.goto(classLink);
  await expect(page.getByRole('heading', { name: 'Game not found' })).toBeVisible();
});

test('/teacher-portal signed out is drawn with the page, its sign-in before any script; a teacher coming back never sees that sign-in', async ({ page, browser, baseURL }) => {
  // No script at all: the sign-in is in the page as it arrives.
  const still = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const stillPage = await still.newPage();
  await stillPage.goto('/teacher-portal');
  await expect(main(stillPage).getByRole('heading', { name: 'Sign in to the Teacher Portal' })).toBeVisible();
  await expect(main(stillPage).getByRole('textbox', { name: 'Email' })).toBeVisible();
  // Until the script has taken over, Sign In cannot send the form anywhere.
  await expect(main(stillPage).getByRole('button', { name: 'Sign In' })).toBeDisabled();
  await expect(main(stillPage).getByRole('status')).toHaveCount(0);
  await still.close();

  // With script, the same sign-in stays and comes alive; the page never showed a spinner first.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('.portal .spinner')) seen.push('spinner');
      if (document.querySelector('[data-signed-out]')) seen.push('sign-in');
    }).observe(document, { childList: true, subtree: true });
  });
  const seen = () => page.evaluate(() => [...new Set((window as unknown as { seen: string[] }).seen)]);
  await visit(page, '/teacher-portal');
  await expect(main(page).getByRole('button', { name: 'Sign In' })).toBeEnabled();
  expect(await seen()).toEqual(['sign-in']);
  await main(page).getByRole('button', { name: 'New here? Create a teacher account' }).click();
  await expect(main(page).getByRole('heading', { name: 'Create a teacher account' })).toBeVisible();

  // Signed in, the page is served without the sign-in: the workspace follows the spinner.
  const email = await teacherSignedUp(page, 'Mr Lindqvist');
  expect(await (await page.request.get('/teacher-portal')).text()).not.toContain('Sign in to the Teacher Portal');
  await visit(page, '/teacher-portal');
  await expect(main(page).getByText(email, { exact: true })).toBeVisible();
  expect(await seen()).toEqual(['spinner']);
});

test('/embed/play/<code> in a lesson page on another origin: both resize dialects, and the finished game as an xAPI statement', async ({ page, baseURL }) => {
  await teacherSignedUp(page, 'Mr Diaz');
  const headers = { Origin: new URL(baseURL!).origin };
  const created = await page.request.post('/api/teacher/activities', { headers, data: { title: 'One word', template: 'anagram', content: { kind: 'words', words: ['ship'] }, settings: {} } });
  expect(created.status()).toBe(201);
  const { activity } = (await created.json()) as { activity: { id: string } };
  const shared = (await (await page.request.post(`/api/teacher/activities/${activity.id}/share`, { headers })).json()) as { activity: { shareCode: string } };
  const code = shared.activity.shareCode;

  const heard = await frameInLesson(page, baseURL!, { path: `/embed/play/${code}`, title: 'One word' });
  const frame = page.frameLocator('iframe');
  const game = frame.locator('verse-anagram');
  await expect(game).toHaveAttribute('words', 'ship');
  await expect.poll(async () => (await heard()).some((m) => m.subject === 'lti.frameResize' && typeof m.height === 'number')).toBe(true);
  await expect.poll(async () => (await heard()).some((m) => m.context === 'h5p' && m.action === 'resize')).toBe(true);
  for (const letter of 'ship') await game.getByRole('group', { name: 'Letters' }).getByText(letter, { exact: true }).first().click();
  await expect
    .poll(async () => (await heard()).find((m) => m.type === 'verse:result' && (m.statement as { verb: { display: Record<string, string> } }).verb.display['en-US'] === 'completed'))
    .toMatchObject({ tool: 'anagram', statement: { object: { id: `${baseURL}/embed/play/${code}` } } });
});
