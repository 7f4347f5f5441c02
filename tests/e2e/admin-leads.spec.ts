import { axeOn } from './axe';
import { signInAsAdmin } from './staff';
import { expect, test, testNow, type Page } from './fixtures';
import { consentChosen, visit } from './visitor';

// Staff at /admin/leads, /admin/follow-ups and /admin/deletion, by keyboard: triage a new intake
// to "contacted" with a note and a follow-up date; delete a family's data and see it gone.

const ZONE = 'America/Denver';

// Making an admin runs wrangler (some 10-20 s on a busy 2-core machine), and axe reads long pages.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(({ context }) => consentChosen(context));

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A family's intake form, as the start page sends it. */
async function sendIntake(page: Page, parentName: string, email: string) {
  const response = await page.request.post('/api/intakeForms', {
    headers: { 'CF-Connecting-IP': `198.51.100.${Math.floor(Math.random() * 250)}` },
    data: {
      leadSource: 'intake_form',
      parentName,
      email,
      phone: '(801) 555-0188',
      contactMethod: 'call',
      studentAge: '9',
      school: 'Sample Elementary',
      strengths: 'Loves drawing.',
      struggles: ['reading', 'spelling'],
      strugglesDetails: 'Reads slowly.',
      previousTutor: 'no',
      previousTutorDetails: '',
      goals: 'Read chapter books on her own.',
      additionalInfo: '',
      recaptchaToken: 'local:intake_form',
    },
  });
  expect(response.status()).toBe(201);
}

async function expectAccessible(page: Page) {
  const { violations } = await axeOn(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(testNow());
const main = (page: Page) => page.getByRole('main');

test('an admin triages a new intake to contacted, with a note and a follow-up date, by keyboard', async ({ page }) => {
  const family = `Paloma Testfamily ${unique()}`;
  await sendIntake(page, family, `${family.toLowerCase().replace(/\W+/g, '.')}@example.com`);
  await signInAsAdmin(page);

  await visit(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  // Search by name, from the keyboard.
  await main(page).getByLabel('Search name, email or phone').focus();
  await page.keyboard.type(family);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/leads\?q=/);
  const row = main(page).getByRole('row').filter({ hasText: family });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Intake form');
  await expect(row).toContainText('New');
  await row.getByRole('link', { name: family }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: family })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: family })).toBeFocused();
  const sent = main(page).getByRole('region', { name: 'What the family sent' });
  await expect(sent).toContainText('Reading, Spelling');
  await expect(sent).toContainText('Read chapter books on her own.');
  await expectAccessible(page);

  const followUp = main(page).getByRole('region', { name: 'Follow-up' });
  await followUp.getByLabel('Status').focus();
  await page.keyboard.press('ArrowDown'); // New → Contacted
  await expect(followUp.getByLabel('Status')).toHaveValue('contacted');
  await followUp.getByLabel('Next follow-up').fill(today());
  await followUp.getByLabel('Add a note').focus();
  await page.keyboard.type('Called; mom wants a Tuesday consultation.');
  await page.keyboard.press('Tab');
  await expect(followUp.getByRole('button', { name: 'Save changes' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(followUp.getByRole('status')).toContainText('Saved at');
  await expect(followUp.getByRole('button', { name: 'Save changes' })).toBeFocused();
  await expect(main(page).getByRole('region', { name: 'Notes' })).toContainText('Called; mom wants a Tuesday consultation.');
  await expect(main(page).getByRole('region', { name: 'Notes' })).toContainText('Dana Staff');
  const history = main(page).getByRole('region', { name: 'History' });
  await expect(history).toContainText('Status New → Contacted');
  await expect(history).toContainText('added a note');
  await expect(followUp.getByLabel('Last contact')).toHaveValue(today());

  // It stays so after a reload, and it is due today in the follow-ups. On a slow line the staff
  // list comes after the lead: what was typed meanwhile stays, and the assignee shows once it is in.
  const slowStaff = '**/api/admin/staff';
  await page.route(slowStaff, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.reload();
  const reloaded = main(page).getByRole('region', { name: 'Follow-up' });
  await expect(reloaded.getByLabel('Status')).toHaveValue('contacted');
  await reloaded.getByLabel('Add a note').fill('Left a voicemail.');
  await expect(reloaded.getByLabel('Assigned to').getByRole('option', { name: 'Dana Staff' })).toBeAttached();
  await expect(reloaded.getByLabel('Add a note')).toHaveValue('Left a voicemail.');
  await page.unroute(slowStaff);
  await main(page).getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Follow-ups' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Follow-ups' })).toBeFocused();
  await expect(main(page).getByRole('region', { name: /Due today/ })).toContainText(family);
  await expectAccessible(page);

  // The inbox's status filter finds it; on a phone the list fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `/admin/leads?status=contacted&q=${encodeURIComponent(family)}`);
  await expect(main(page).getByRole('link', { name: family })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('an admin deletes everything stored about a family, and it is gone', async ({ page }) => {
  const family = `Ines Deleteme ${unique()}`;
  const email = `${family.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  await sendIntake(page, family, email);
  await sendIntake(page, `${family} again`, email.toUpperCase());
  await signInAsAdmin(page);

  await visit(page, '/admin/deletion');
  await expect(page.getByRole('heading', { level: 2, name: 'Data deletion' })).toBeVisible();
  await main(page).getByLabel('Email address').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');

  const found = main(page).getByRole('region', { name: `Stored about ${email}` });
  await expect(found.getByRole('heading')).toBeFocused();
  await expect(found.getByRole('listitem').filter({ hasText: 'Intake form' })).toHaveCount(2);
  await expect(found).toContainText('emails sent to or about this family');
  await expectAccessible(page);

  // The confirmation must repeat the address.
  await found.getByLabel('To confirm, type the address again').fill('someone.else@example.com');
  await found.getByRole('button', { name: 'Delete all of it' }).press('Enter');
  await expect(found.getByRole('alert')).toHaveText('Type the same address again to confirm.');
  await found.getByLabel('To confirm, type the address again').fill(email);
  await found.getByLabel('To confirm, type the address again').press('Enter');

  await expect(main(page).getByRole('status').filter({ hasText: 'Deleted everything stored about' })).toContainText('2 intake forms');
  await expect(main(page).getByRole('region', { name: 'Recent deletions' })).toContainText('2 intake forms');
  await expect(main(page).getByRole('region', { name: 'Recent deletions' })).not.toContainText(email);

  // Nothing is found any more, in the deletion search or in the inbox.
  await main(page).getByLabel('Email address').fill(email);
  await main(page).getByLabel('Email address').press('Enter');
  await expect(main(page).getByRole('region', { name: `Stored about ${email}` })).toContainText('Nothing is stored about this address.');
  await visit(page, `/admin/leads?q=${encodeURIComponent(email)}`);
  await expect(main(page).getByText('No lead matches these filters.')).toBeVisible();
});
