import { axeOn } from './axe';
import { fillDetails, holdFirstOpenTime, holding } from './booking-steps';
import { expect, test, testNow, type Locator, type Page } from './fixtures';

const DIALOG = { name: 'Schedule a Free Consultation' } as const;

/** The element focused now, looking through shadow roots. */
function deepFocus(page: Page) {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return { label: '', tag: 'body', id: '' };
    return { label: active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '', tag: active.localName, id: active.id };
  });
}

async function outbox(page: Page) {
  const response = await page.request.get('/api/dev/outbox');
  expect(response.ok()).toBe(true);
  return JSON.stringify(await response.json());
}

test('a parent books on /start-here?open=consultation, lands on the thank-you page once', async ({ page }) => {
  await page.goto('/start-here?open=consultation');
  const dialog = page.getByRole('dialog', DIALOG);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Next available:/)).toBeVisible();

  const confirm = dialog.getByRole('button', { name: 'Confirm Consultation' });
  await holdFirstOpenTime(dialog);
  await expect(confirm).toBeDisabled();
  await fillDetails(dialog);
  await dialog.getByRole('textbox', { name: /Notes/ }).fill('Reads slowly; reverses b and d.');
  await expect(dialog.getByText('31/200')).toBeVisible();
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(/\/thank-you\/consultation$/);
  await expect(page.getByRole('heading', { name: 'Thanks! Your consultation request is confirmed.' })).toBeVisible();
  const mail = await outbox(page);
  expect(mail).toContain('jordan.rivera@example.com');
  expect(mail).toContain('BEGIN:VCALENDAR');

  // The session flag was consumed on view: a second visit is sent back to Start Here.
  await page.goto('/thank-you/consultation');
  await expect(page).toHaveURL(/\/start-here$/);
});

test('validation messages are the spec\'s, and a bad email keeps the dialog open', async ({ page }) => {
  await page.goto('/start-here?open=consultation');
  const dialog = page.getByRole('dialog', DIALOG);
  await holdFirstOpenTime(dialog);
  await fillDetails(dialog);
  await dialog.getByRole('textbox', { name: 'Email' }).fill('jordan@example');
  await dialog.getByRole('button', { name: 'Confirm Consultation' }).click();
  await expect(dialog.getByText('Please enter a valid email address.').first()).toBeVisible();
  await expect(dialog).toBeVisible();
  // Closing releases the hold: the time is open again for the next visitor.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a partner page on another origin books through /embed.js under a strict CSP', async ({ page, baseURL }) => {
  const partner = baseURL!.replace('127.0.0.1', 'localhost');
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(`${partner}/embed-demo/`);
  expect(new URL(page.url()).origin).not.toBe(new URL(baseURL!).origin);
  expect(response!.headers()['content-security-policy']).toContain("style-src 'self'");
  expect(await page.locator('script[src$="/embed.js"]').getAttribute('src')).toBe(`${baseURL}/embed.js`);

  const panel = page.locator('verse-booking');
  await expect(panel.getByRole('heading', { name: 'Schedule a Free Consultation' })).toBeVisible();
  await holdFirstOpenTime(panel);
  await fillDetails(panel, 'Sam Partner');
  await panel.getByRole('button', { name: 'Confirm Consultation' }).click();
  await expect(panel.getByText('Consultation scheduled successfully!')).toBeVisible();
  await expect(page.locator('#event-log')).toContainText('booked: {"bookingId":');
  expect(violations).toEqual([]);
});

test('keyboard only: open, pick a day and time, fill in, confirm', async ({ page }) => {
  const focused = async () => (await deepFocus(page)).label;
  /** Presses Tab until the focused control's name matches, at most `limit` times, then waits for it to hold. */
  async function tabTo(name: string | RegExp, limit: number) {
    const matches = (label: string) => (typeof name === 'string' ? label === name : name.test(label));
    for (let i = 0; i < limit && !matches(await focused()); i++) await page.keyboard.press('Tab');
    await expect.poll(focused).toMatch(typeof name === 'string' ? new RegExp(`^${name}$`) : name);
  }

  await page.goto('/start-here');
  const dialog = page.getByRole('dialog', DIALOG);
  await expect(page.getByRole('button', { name: 'Book a Free Consultation' }).first()).toBeVisible();
  await tabTo('Book a Free Consultation', 40);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();

  // Escape closes and gives focus back to the trigger; Enter opens again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(focused).toBe('Book a Free Consultation');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();

  await expect(dialog.getByRole('button', { name: 'Show this day' })).toBeVisible();
  await tabTo('Show this day', 10);
  await page.keyboard.press('Enter');
  // Focus moves to the chosen day's times instead of being lost with the vanished button.
  await expect.poll(async () => (await deepFocus(page)).id).toBe('times-title');
  await expect(dialog.getByRole('list', { name: /^Open times on/ }).getByRole('button').first()).toBeVisible();
  await tabTo(/ MT/, 60);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/^Holding slot for/)).toBeVisible();

  await expect(dialog.getByRole('textbox', { name: 'Parent/Guardian Name' })).toBeVisible();
  for (let i = 0; i < 60 && (await deepFocus(page)).id !== 'f-parentName'; i++) await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Parent/Guardian Name' })).toBeFocused();
  await page.keyboard.type('Casey Keys');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Phone' })).toBeFocused();
  await page.keyboard.type('801 555 0123');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type('casey@example.com');
  await expect(dialog.getByRole('button', { name: 'Confirm Consultation' })).toBeEnabled();
  await tabTo('Confirm Consultation', 5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/thank-you\/consultation$/);
});

test('the calendar grid moves by arrows, Home/End and PageUp/PageDown', async ({ page }) => {
  await page.goto('/start-here?open=consultation');
  const dialog = page.getByRole('dialog', DIALOG);
  const grid = dialog.getByRole('grid');
  await expect(grid).toBeVisible();
  const monthHeading = dialog.locator('#cal-title');
  // The month's open times are in: a day's name is read once it says how many it has.
  await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  const startMonth = (await monthHeading.textContent())!.trim();
  await grid.locator('button[tabindex="0"]').focus();
  const label = async () => (await deepFocus(page)).label;
  await expect.poll(label).not.toBe('');
  const first = await label();
  await page.keyboard.press('ArrowRight');
  await expect.poll(label).not.toBe(first);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(label).toBe(first);
  await page.keyboard.press('PageDown');
  await expect(monthHeading).not.toHaveText(startMonth);
  await page.keyboard.press('PageUp');
  await expect(monthHeading).toHaveText(startMonth);
  await page.keyboard.press('End');
  await expect.poll(label).toMatch(/^Saturday/);
  await page.keyboard.press('Home');
  await expect.poll(label).toMatch(/^Sunday/);
});

test('the hold counts down and ends at zero (mocked clock)', async ({ page }) => {
  // Installed at the run's moment (the worker's clock reads the same), so the page's timers obey runFor.
  await page.clock.install({ time: testNow() });
  await page.goto('/start-here?open=consultation');
  await page.evaluate(() => {
    (window as unknown as { expired: number }).expired = 0;
    document.addEventListener('holdexpired', () => (window as unknown as { expired: number }).expired++);
  });
  const dialog = page.getByRole('dialog', DIALOG);
  await holdFirstOpenTime(dialog);
  await fillDetails(dialog);
  // The clock runs on while the details are typed (slowly on a busy machine): read where it is.
  const left = async () => {
    const text = (await dialog.getByText(/^Holding slot for \d+:\d\d min/).first().textContent()) ?? '';
    const [, minutes, seconds] = /(\d+):(\d\d) min/.exec(text)!;
    return Number(minutes) * 60 + Number(seconds);
  };
  const start = await left();
  expect(start).toBeGreaterThan(200);
  expect(start).toBeLessThanOrEqual(300);
  await page.clock.runFor(61_000);
  // A minute and a second later by the page's clock (and at most a few real seconds more).
  const later = await left();
  expect(start - later).toBeGreaterThanOrEqual(61);
  expect(start - later).toBeLessThanOrEqual(66);
  await page.clock.runFor(later * 1000);
  await expect(dialog.getByText('Your hold on this time has ended. Please pick the time again to keep it.').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm Consultation' })).toBeDisabled();
  expect(await page.evaluate(() => (window as unknown as { expired: number }).expired)).toBe(1);
});

test('axe finds no violations in the open dialog, with and without the form', async ({ page }) => {
  await page.goto('/start-here?open=consultation');
  const dialog = page.getByRole('dialog', DIALOG);
  await expect(dialog.getByRole('grid')).toBeVisible();
  expect((await axeOn(page).include('verse-booking').analyze()).violations).toEqual([]);
  await holdFirstOpenTime(dialog);
  await dialog.getByRole('button', { name: 'Confirm Consultation' }).click({ force: true });
  expect((await axeOn(page).include('verse-booking').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
});
