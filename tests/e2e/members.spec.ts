// Members (issue 26): "Forgot password" by an emailed link, the header modal's "Create an
// account", and a signed-in member's booking form filled in for them.
import { axeOn } from './axe';
import { waitForTakeover } from './base';
import { holdFirstOpenTime } from './booking-steps';
import { expect, test, type Page } from './fixtures';
import { consentChosen, newEmail, visit } from './visitor';

const PASSWORD = 'reading is fun';
const NEW_PASSWORD = 'a brand new sentence';

test.beforeEach(({ context }) => consentChosen(context));

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const axe = (page: Page) => axeOn(page).include('main').analyze();

/** An account made through the API as the site makes it (sign-up, then sign-in), signed in on `page`. */
async function signedUp(page: Page, displayName?: string) {
  const email = newEmail('member');
  await visit(page, '/');
  const headers = { Origin: new URL(page.url()).origin };
  expect((await page.request.post('/api/auth/register', { headers, data: { email, password: PASSWORD, displayName, recaptchaToken: 'local:register' } })).status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { headers, data: { email, password: PASSWORD, recaptchaToken: 'local:login' } })).status()).toBe(200);
  return email;
}

/** The newest reset link mailed to `email`, from the local outbox. */
async function resetLink(page: Page, email: string): Promise<string | undefined> {
  const { outbox } = (await (await page.request.get('/api/dev/outbox?limit=200')).json()) as { outbox: { kind: string; to_address: string; text_body: string }[] };
  const mail = outbox.find((row) => row.kind === 'password_reset' && row.to_address === email);
  return mail && /https?:\/\/\S+\/reset-password#\S+/.exec(mail.text_body)?.[0];
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 800 : 900 } });

    test("the header modal's Create an account opens the create view", async ({ page }) => {
      await visit(page, '/dyslexia');
      await header(page).getByRole('button', { name: 'Members Login' }).click();
      const dialog = page.getByRole('dialog', { name: 'Members Login' });
      await dialog.getByRole('link', { name: 'Create an account' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL('/login?mode=create');
      await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Create Account' })).toBeVisible();
      // The toggle still goes back to signing in.
      await page.getByRole('button', { name: /already have an account/i }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(page).toHaveURL('/login');
    });
  });
}

test('a member who forgot the password resets it by the emailed link; the link works once and every other session ends', async ({ page, browser }) => {
  const email = await signedUp(page);
  // The same member signed in on a second device.
  const laptop = waitForTakeover(await browser.newContext());
  await consentChosen(laptop);
  const other = await laptop.newPage();
  await visit(other, '/login');
  await main(other).getByLabel('Email').fill(email);
  await main(other).getByLabel('Password').fill(PASSWORD);
  await main(other).getByRole('button', { name: 'Sign In' }).click();
  await expect(header(other).getByRole('button', { name: 'Logout' })).toBeVisible();

  // This browser signs out and has forgotten the password: the modal leads to the reset.
  await page.context().clearCookies();
  await visit(page, '/');
  await header(page).getByRole('button', { name: 'Members Login' }).click();
  await page.getByRole('dialog', { name: 'Members Login' }).getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/login?mode=forgot');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await main(page).getByLabel('Email').fill(`  ${email.toUpperCase()} `);
  await main(page).getByRole('button', { name: 'Email Me a Link' }).click();
  const note = main(page).getByRole('status');
  await expect(note).toContainText('Check your email');
  await expect(note).toContainText(`If there is a VERSE account for ${email.toUpperCase()}, we have emailed it a link`);
  await expect(note).toContainText('works once, within an hour');
  expect((await axe(page)).violations).toEqual([]);

  const link = await resetLink(page, email);
  expect(link, 'the reset email in the outbox').toBeTruthy();
  const linkPath = new URL(link!).pathname + new URL(link!).hash;
  await visit(page, linkPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  // The token leaves the address at once, before the page view reports it.
  await expect(page).toHaveURL('/reset-password');
  const token = new URL(link!).hash.slice(1);
  const reported = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []));
  expect(reported).toContain('page_view');
  expect(reported).not.toContain(token);
  await main(page).getByLabel('New password').fill('short');
  await main(page).getByRole('button', { name: 'Set New Password' }).click();
  await expect(main(page).getByText('Please use at least 8 characters.')).toBeVisible();
  await expect(main(page).getByLabel('New password')).toBeFocused();
  await main(page).getByLabel('New password').fill(NEW_PASSWORD);
  await main(page).getByRole('button', { name: 'Set New Password' }).click();
  await expect(main(page).getByRole('status')).toContainText('Your password is changed');
  await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);

  // The other device is signed out.
  await visit(other, '/');
  await expect(header(other).getByRole('button', { name: 'Members Login' })).toBeVisible();
  // The old password no longer signs in; the new one does.
  await visit(other, '/login');
  await main(other).getByLabel('Email').fill(email);
  await main(other).getByLabel('Password').fill(PASSWORD);
  await main(other).getByRole('button', { name: 'Sign In' }).click();
  await expect(other.getByRole('alert')).toHaveText('The email or password is not correct.');
  await main(other).getByLabel('Password').fill(NEW_PASSWORD);
  await main(other).getByRole('button', { name: 'Sign In' }).click();
  await expect(header(other).getByRole('button', { name: 'Logout' })).toBeVisible();

  // The link works once.
  await visit(other, linkPath);
  await main(other).getByLabel('New password').fill('yet another sentence');
  await main(other).getByRole('button', { name: 'Set New Password' }).click();
  await expect(main(other).getByRole('alert')).toHaveText('This reset link has expired or was already used. Please ask for a new one.');
  await expect(main(other).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/login?mode=forgot');
  await laptop.close();
});

test('an address without an account gets the same answer, and no email', async ({ page }) => {
  const stranger = newEmail('member');
  await visit(page, '/login');
  await main(page).getByRole('link', { name: 'Forgot your password?' }).click();
  await main(page).getByLabel('Email').fill(stranger);
  await main(page).getByRole('button', { name: 'Email Me a Link' }).click();
  await expect(main(page).getByRole('status')).toContainText(`If there is a VERSE account for ${stranger}, we have emailed it a link`);
  expect(await resetLink(page, stranger)).toBeUndefined();
});

test('a reset link without its token says what to do', async ({ page }) => {
  await visit(page, '/reset-password');
  await expect(main(page).getByRole('alert')).toHaveText(
    'This reset link is not complete. Please open the link from the email again, or ask for a new one.',
  );
  await main(page).getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
});

test("a signed-in member's booking form is filled with their name and email (360 px)", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const email = await signedUp(page, 'Robin Parent');
  await visit(page, '/start-here?open=consultation');
  const dialog = page.getByRole('dialog', { name: 'Schedule a Free Consultation' });
  await holdFirstOpenTime(dialog);
  await expect(dialog.getByRole('textbox', { name: 'Parent/Guardian Name' })).toHaveValue('Robin Parent');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('801-555-0123');
  await expect(dialog.getByRole('button', { name: 'Confirm Consultation' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
});

test('a visitor who is not signed in gets an empty booking form', async ({ page }) => {
  await visit(page, '/start-here?open=consultation');
  const dialog = page.getByRole('dialog', { name: 'Schedule a Free Consultation' });
  await holdFirstOpenTime(dialog);
  await expect(dialog.getByRole('textbox', { name: 'Parent/Guardian Name' })).toHaveValue('');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  await dialog.getByRole('button', { name: 'Close' }).click();
});
