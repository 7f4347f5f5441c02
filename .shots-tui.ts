import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.ts';

const base = 'http://127.0.0.1:8841';
const out = '/work/helpers/shots-teacher-ui';
const browser = await chromium.launch(chromiumLaunchOptions);

async function shot(page: Page, name: string, width: number) {
  await page.waitForTimeout(700);
  if (process.env.ONLY && !name.startsWith(process.env.ONLY)) return;
  await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
}

for (const width of [360, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript(() => {
    const denied = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
    localStorage.setItem('verse.consent.v2', JSON.stringify({ ...denied, ts: Date.now() }));
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`${base}/teacher-portal`);
  await page.getByRole('heading', { name: 'Sign in to the Teacher Portal' }).waitFor();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await shot(page, '01-signed-out', width);
  await page.getByRole('button', { name: 'New here? Create a teacher account' }).click();
  await shot(page, '02-create-account', width);
  await page.getByRole('button', { name: 'Already have a teacher account? Sign in' }).click();
  await page.locator('#teacher-email').fill('demo-teacher@example.com');
  await page.locator('#teacher-password').fill('demo-teacher-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Logout' }).waitFor({ timeout: 8000 }).catch(async () => console.log(await page.locator('main').innerText()));
  await page.getByRole('heading', { name: 'My activities' }).waitFor();
  await shot(page, '03-create-games', width);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Digraph words (demo)' }) });
  await row.getByRole('button', { name: 'Share' }).click();
  await row.getByLabel('Link for students').waitFor();
  await shot(page, '04-share', width);
  await row.getByRole('button', { name: 'Switch template' }).click();
  await shot(page, '05-switch', width);
  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Whack A Mole', exact: true }) }).getByRole('button', { name: 'Create Game' }).click();
  await page.getByLabel('Title').fill('Vowel teams');
  await page.getByLabel('Your words').fill('rain\nboat\nfeet\npie');
  await page.locator('.preview verse-whack-a-mole').waitFor({ state: 'attached' });
  await page.waitForTimeout(1500);
  await shot(page, '06-editor-whack', width);
  await page.getByRole('button', { name: 'Back to games' }).click();
  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Place Value Showdown', exact: true }) }).getByRole('button', { name: 'Create Game' }).click();
  await page.waitForTimeout(1500);
  await shot(page, '07-editor-place-value', width);
  await page.getByRole('button', { name: 'Back to games' }).click();
  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Sort Categories', exact: true }) }).getByRole('button', { name: 'Create Game' }).click();
  await page.getByLabel('Group 1 name').fill('short a');
  await page.getByLabel('Group 1 items (one a line)').fill('cat\nmap\nbag');
  await page.getByLabel('Group 2 name').fill('short i');
  await page.getByLabel('Group 2 items (one a line)').fill('pig\nsit\nlid');
  await page.waitForTimeout(1500);
  await shot(page, '08-editor-sort', width);
  await page.getByRole('button', { name: 'Back to games' }).click();

  await page.getByRole('tab', { name: 'My Students' }).click();
  await page.locator('.student-name').first().waitFor();
  await shot(page, '09-my-students', width);
  await page.getByRole('button', { name: 'Rename', exact: true }).first().click();
  await shot(page, '10-rename-student', width);
  await page.getByRole('button', { name: 'Sign-in cards' }).click();
  await page.locator('.sign-in-card').first().waitFor();
  await shot(page, '11-sign-in-cards', width);
  await page.emulateMedia({ media: 'print' });
  await shot(page, '12-sign-in-cards-print', width);
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Close cards' }).click();

  await page.getByRole('tab', { name: 'Track Assignments' }).click();
  await page.getByText(/students have played/).waitFor();
  await shot(page, '13-track', width);
  const link = await page.getByRole('textbox', { name: 'Class link' }).inputValue();
  await page.locator('.student-link').first().click();
  await page.getByRole('heading', { name: /·/ }).last().waitFor();
  await shot(page, '14-history', width);

  await page.getByRole('tab', { name: 'Admin' }).click();
  await page.getByLabel('Display name').waitFor();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await shot(page, '15-admin', width);

  const student = await context.newPage();
  await student.goto(link);
  await student.getByRole('heading', { name: /who is playing/ }).waitFor();
  await shot(student, '16-play-picker', width);
  await student.locator('.picker-name').nth(1).click();
  await student.waitForTimeout(1500);
  await shot(student, '17-play-as-student', width);
  const joinCode = await page.evaluate(async () => {
    const list = await (await fetch('/api/teacher/classes')).json();
    return list.classes[0].joinCode as string;
  });
  await student.goto(`${base}/play/${joinCode}`);
  await student.getByRole('heading', { name: /who is playing/ }).waitFor();
  await student.locator('.picker-name').first().click();
  await shot(student, '18-class-page-games', width);
  await student.goto(`${base}/play/DEM0A7Q2`);
  await student.waitForTimeout(1500);
  await shot(student, '19-play-shared-anonymous', width);
  await student.goto(`${base}/play/ZZZZZZZZ`);
  await student.waitForTimeout(800);
  await shot(student, '20-play-not-found', width);
  await student.goto(`${base}/embed/play/DEM0A7Q2`);
  await student.waitForTimeout(1500);
  await shot(student, '21-embed-play', width);
  await context.close();
}
await browser.close();
