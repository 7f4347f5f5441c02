import { axeOn } from './axe';
import { signInAsAdmin } from './staff';
import { waitForTakeover } from './base';
import { expect, shot, test, type Page } from './fixtures';
import { consentChosen } from './visitor';

// Staff at /admin/teachers, by keyboard: a teacher who signed up is listed with what they keep;
// Disable signs them out and stops their workspace; Enable brings it back.


// Making an admin runs wrangler (some 10-20 s on a busy 2-core machine).
test.describe.configure({ timeout: 150_000 });

test.beforeEach(({ context }) => consentChosen(context));

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('staff see a teacher and disable and enable them by keyboard', async ({ page, browser }) => {
  const origin = test.info().project.use.baseURL!;
  const name = `Ms Keyboard ${unique()}`;
  const email = `teacher-${unique()}@example.com`;
  // The teacher signs up and signs in in a browser of their own.
  // A teacher's own device: the suite's other sign-ups (one address, 20 an hour) are not theirs.
  const teacher = waitForTakeover(await browser.newContext({ baseURL: origin, extraHTTPHeaders: { 'CF-Connecting-IP': '203.0.113.30' } }));
  const register = await teacher.request.post('/api/teacher/register', { headers: { Origin: origin }, data: { name, email, password: 'phonics-rule-9', school: 'Maple Demo Elementary', recaptchaToken: 'local:register' } });
  expect(register.status()).toBe(201);
  expect((await teacher.request.post('/api/auth/login', { headers: { Origin: origin }, data: { email, password: 'phonics-rule-9', recaptchaToken: 'local:login' } })).status()).toBe(200);
  expect((await teacher.request.get('/api/teacher/me')).status()).toBe(200);

  await signInAsAdmin(page);
  await page.goto('/admin/teachers');
  await expect(page.getByRole('heading', { name: 'Teachers', level: 2 })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: email });
  await expect(card).toContainText(name);
  await expect(card).toContainText('Maple Demo Elementary');
  await expect(card).toContainText('0 activities · 0 classes · 0 students');
  await expect(card).toContainText('Active');
  const { violations } = await axeOn(page).include('main').analyze();
  expect(violations).toEqual([]);
  // VERSE_SHOTS=<folder>: screenshots of the screen at 1280 and 360 px, to look at.
  if (process.env.VERSE_SHOTS) {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await shot(page, `admin-teachers-${width}.png`, { fullPage: true });
    }
  }

  const disable = card.getByRole('button', { name: `Disable ${name}` });
  await disable.focus();
  await expect(disable).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.admin-success')).toHaveText(`${name}: disabled. They are signed out and their links and class codes stop working.`);
  await expect(card).toContainText('Disabled');
  expect((await teacher.request.get('/api/teacher/me')).status()).toBe(401);

  await card.getByRole('button', { name: `Enable ${name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.admin-success')).toHaveText(`${name}: enabled again.`);
  await expect(card).toContainText('Active');
  await teacher.close();
});
