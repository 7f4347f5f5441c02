import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { waitForTakeover } from './base';
import { expect, test, type Page } from './fixtures';
import { consentChosen, newEmail, visit } from './visitor';

const root = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'reading is fun';

test.beforeEach(({ context }) => consentChosen(context));

const header = (page: Page) => page.getByRole('banner');
/** The page's own content, not the header's (closed) Members Login modal. */
const main = (page: Page) => page.getByRole('main');

/** Creates an account through /login, which signs in and goes to /. */
async function registerThroughPage(page: Page, email: string, name?: string) {
  await visit(page, '/login');
  await page.getByRole('button', { name: "Don't have an account? Create one" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  if (name) await main(page).getByLabel('Your name').fill(name);
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/');
  await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();
}

async function logOut(page: Page) {
  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(header(page).getByRole('button', { name: 'Members Login' })).toBeVisible();
}


test('a parent creates an account, logs out and signs in again', async ({ page }) => {
  const email = newEmail();
  await registerThroughPage(page, email, 'Dana');
  await expect(header(page).getByText('Dana', { exact: true })).toBeVisible();

  await logOut(page);
  await visit(page);
  await expect(header(page).getByRole('button', { name: 'Members Login' })).toBeVisible();

  await visit(page, '/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password').fill(PASSWORD);
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');
  await expect(header(page).getByText('Dana', { exact: true })).toBeVisible();

  // The session survives a full page load: the cookie is kept on http://127.0.0.1.
  await visit(page);
  await expect(header(page).getByText('Dana', { exact: true })).toBeVisible();
});

test('the login page toggles between sign in and create account', async ({ page }) => {
  await visit(page, '/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: /don't have an account/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByRole('button', { name: /already have an account/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('Members Login - VERSE');
});

test('a wrong password is explained on the login page, with Loading... while busy', async ({ page }) => {
  const email = newEmail();
  await registerThroughPage(page, email);
  await logOut(page);

  await visit(page, '/login');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password').fill('not the password');
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(main(page).getByRole('button', { name: 'Loading...' })).toBeDisabled();
  release();
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
  await expect(main(page).getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect(page).toHaveURL('/login');
});

test('without a security token the login page says so', async ({ page }) => {
  await page.route('**/api/config', (route) => route.abort());
  await visit(page, '/login');
  await main(page).getByLabel('Email').fill(newEmail());
  await main(page).getByLabel('Password').fill(PASSWORD);
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Security verification failed. Please try again.');
});

test('an email that already has an account is refused with a clear message', async ({ page, browser }) => {
  const email = newEmail();
  await registerThroughPage(page, email);
  // Another browser, signed out.
  const context = waitForTakeover(await browser.newContext());
  await consentChosen(context);
  const other = await context.newPage();
  await visit(other, '/login');
  await other.getByRole('button', { name: "Don't have an account? Create one" }).click();
  await main(other).getByLabel('Email').fill(email.toUpperCase());
  await main(other).getByLabel('Password').fill('another passphrase');
  await other.getByRole('button', { name: 'Create Account' }).click();
  await expect(other.getByRole('alert')).toHaveText('An account with this email already exists. Please sign in instead.');
  await context.close();
});

test('Members Login in the header signs a member in, with the email trimmed', async ({ page }) => {
  const email = newEmail();
  await registerThroughPage(page, email, 'Morgan');
  await logOut(page);

  await header(page).getByRole('button', { name: 'Members Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Members Login' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(`  ${email}  `);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
  await expect(header(page).getByText('Morgan', { exact: true })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Logout' })).toBeFocused();
});

test('Members Login shows a failure in the modal; Escape closes it and focus returns', async ({ page }) => {
  await visit(page, '/');
  const opener = header(page).getByRole('button', { name: 'Members Login' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Members Login' });
  await dialog.getByLabel('Email').fill(newEmail());
  await dialog.getByLabel('Password').fill('not the password');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The email or password is not correct.');
  await expect(dialog).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(header(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test('a signed-in member who opens /login is sent to /', async ({ page }) => {
  await registerThroughPage(page, newEmail());
  await visit(page, '/login');
  await expect(page).toHaveURL('/');
});

test('/admin: visitors and members are sent to /login, an admin gets in', async ({ page }) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });

  await visit(page, '/admin');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  const email = newEmail();
  await registerThroughPage(page, email);
  visited.length = 0;
  await visit(page, '/admin');
  // A member is sent to /login, which sends anyone signed in on to /.
  await expect(page).toHaveURL('/');
  expect(visited).toContain('/login');
  await expect(page.getByRole('heading', { name: /admin/i })).toHaveCount(0);

  execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/grant-admin.ts', email, '--local', '--state', process.env.E2E_STATE ?? '.wrangler/e2e-state'], {
    cwd: root,
    stdio: 'pipe',
  });
  await visit(page, '/admin');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: /admin/i })).toBeVisible();
});
