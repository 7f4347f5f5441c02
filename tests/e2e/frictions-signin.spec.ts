import { expect, shot, test, type Page } from './fixtures';
import { consentChosen, newEmail, visit } from './visitor';

// What a parent tripped on when signing in: /login at 360 px (a phone), the header's Members Login
// dialog at 1280 px.

const PASSWORD = 'reading is fun';

test.beforeEach(({ context }) => consentChosen(context));

const main = (page: Page) => page.getByRole('main');
const header = (page: Page) => page.getByRole('banner');

test.describe('/login at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("shows the site's inline errors, not the browser's bubbles, and focuses the first bad field", async ({ page }) => {
    await visit(page, '/login');
    const form = main(page).locator('form');
    await expect(form).toHaveAttribute('novalidate', '');
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(main(page).getByText('Please enter your email address.')).toBeVisible();
    await expect(main(page).getByText('Please enter your password.')).toBeVisible();
    const email = main(page).getByLabel('Email');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter your email address.');
    await email.fill('jordan@example');
    await expect(main(page).getByText('Please enter your email address.')).toBeHidden();
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(main(page).getByText('Please enter a valid email address.')).toBeVisible();
    await shot(page, 'login-errors-360.png');

    // A new account needs a password of 8 characters or more, said inline too.
    await page.getByRole('button', { name: "Don't have an account? Create one" }).click();
    await email.fill(newEmail());
    await main(page).getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(main(page).getByText('Please use at least 8 characters.')).toBeVisible();
    await expect(main(page).getByLabel('Password')).toBeFocused();
  });

  test('a Show toggle reveals the password and hides it again', async ({ page }) => {
    await visit(page, '/login');
    const password = main(page).getByLabel('Password');
    await password.fill(PASSWORD);
    await expect(password).toHaveAttribute('type', 'password');
    await main(page).getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue(PASSWORD);
    await main(page).getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('creating an account says welcome, by name, on the page the member goes on to', async ({ page }) => {
    await visit(page, '/login');
    await page.getByRole('button', { name: "Don't have an account? Create one" }).click();
    await main(page).getByLabel('Your name').fill('Dana');
    await main(page).getByLabel('Email').fill(newEmail());
    await main(page).getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL('/');
    await expect(header(page).getByRole('status')).toHaveText('Welcome to VERSE, Dana! Your account is ready.');
    await header(page).getByRole('button', { name: 'Dismiss welcome' }).click();
    await expect(header(page).getByText(/Welcome to VERSE/)).toHaveCount(0);
    // Said once: a reload does not say it again.
    await visit(page, '/');
    await expect(header(page).getByText('Dana', { exact: true })).toBeVisible();
    await expect(header(page).getByText(/Welcome to VERSE/)).toHaveCount(0);
  });
});

test.describe('Members Login at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens on the email field, so Enter does not close it', async ({ page }) => {
    await visit(page, '/');
    await header(page).getByRole('button', { name: 'Members Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Members Login' });
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Please enter your email address.')).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();
  });

  test('after a failed sign-in, focus is on the message saying why, not on the page body', async ({ page }) => {
    await visit(page, '/');
    await header(page).getByRole('button', { name: 'Members Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Members Login' });
    await dialog.getByLabel('Email').fill(newEmail());
    await dialog.getByLabel('Password').fill('not the password');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveText('The email or password is not correct.');
    await expect(alert).toBeFocused();
    await dialog.getByRole('button', { name: 'Show password' }).click();
    await expect(dialog.getByLabel('Password')).toHaveAttribute('type', 'text');
  });
});
