// Parents on a phone (issue 26): the booking form after a tapped time, the phone menu, the
// thank-you pages.
import { axeOn } from './axe';
import { expect, shot, test, type Locator, type Page } from './fixtures';

const DIALOG = { name: 'Schedule a Free Consultation' } as const;

const times = (dialog: Locator) => dialog.getByRole('list', { name: /^Open times on/ }).getByRole('button');
const axe = (page: Page, include = 'body') => axeOn(page).include(include).analyze();

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.y < b.y + b.height && b.y < a.y + a.height;

/** The element's box in the viewport, and whether all of it is on screen and clear of the hold bar. */
async function clearOfBar(page: Page, target: Locator, bar: Locator) {
  const [box, barBox] = [await target.boundingBox(), await bar.boundingBox()];
  const height = page.viewportSize()!.height;
  return Boolean(box && barBox && box.y >= 0 && box.y + box.height <= height && !overlaps(box, barBox));
}

for (const viewport of [
  { width: 360, height: 800 },
  { width: 360, height: 640 },
]) {
  test(`after a tapped time, the 2.5 s scroll and the 2 s focus bring the form's first field into view clear of the hold bar (${viewport.width}x${viewport.height})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/start-here?open=consultation');
    const dialog = page.getByRole('dialog', DIALOG);
    await dialog.getByRole('button', { name: 'Show this day' }).click();
    const tapped = Date.now();
    await times(dialog).first().click();
    const bar = dialog.getByText(/Holding slot for [0-5]:\d\d min/).locator('xpath=ancestor::div[contains(@class,"hold")][1]');
    await expect(bar).toBeVisible();
    const heading = dialog.getByRole('heading', { name: 'Your details' });
    const first = dialog.getByRole('textbox', { name: 'Parent/Guardian Name' });

    // The scroll (at 2.5 s) brings the heading and the first field in, neither under the bar.
    await expect.poll(async () => (await clearOfBar(page, heading, bar)) && (await clearOfBar(page, first, bar)), { timeout: 6000 }).toBe(true);
    expect(Date.now() - tapped).toBeGreaterThanOrEqual(2400);
    // The focus (2 s later) leaves them so.
    await expect(first).toBeFocused({ timeout: 6000 });
    expect(Date.now() - tapped).toBeGreaterThanOrEqual(4400);
    expect(await clearOfBar(page, heading, bar)).toBe(true);
    expect(await clearOfBar(page, first, bar)).toBe(true);
    await shot(page, `form-in-view-${viewport.height}.png`);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });
}

test.describe('the phone menu at 360 px', () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true });

  test('prices, contact and the consultation are on the first screen of the drawer; the games fold', async ({ page }) => {
    await page.goto('/dyslexia');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    await expect.poll(async () => Math.round((await drawer.boundingBox())!.x)).toBe(0);
    const onFirstScreen = async (name: RegExp) => {
      const box = await drawer.getByRole('link', { name }).boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 640;
    };
    expect(await drawer.evaluate((element) => element.scrollTop)).toBe(0);
    expect(await onFirstScreen(/^Services Tutoring and prices$/)).toBe(true);
    expect(await onFirstScreen(/^Contact Call or email/)).toBe(true);
    expect(await onFirstScreen(/^Book a Free Consultation$/)).toBe(true);

    // The games are behind one disclosure, closed.
    const games = drawer.getByRole('button', { name: /^Games and tools/ });
    await expect(games).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByRole('link', { name: 'Whack-a-mole' })).toBeHidden();
    await expect(drawer.getByRole('link', { name: 'Student Apps' })).toBeVisible();
    const folded = await drawer.evaluate((element) => element.scrollHeight);
    // Was about 1,870 px with every game listed.
    expect(folded).toBeLessThan(1500);
    await shot(page, 'drawer-first-screen.png');
    await games.click();
    await expect(games).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Whack-a-mole' })).toBeVisible();
    expect(await drawer.evaluate((element) => element.scrollHeight)).toBeGreaterThan(folded + 500);
    await drawer.getByRole('link', { name: 'Whack-a-mole' }).click();
    await expect(page).toHaveURL('/student-apps/whack-a-mole');
    await expect(drawer).toBeHidden();
  });

  test('the drawer passes axe with the games open', async ({ page }) => {
    await page.goto('/');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await drawer.getByRole('button', { name: /^Games and tools/ }).click();
    expect((await axe(page, '#site-drawer')).violations).toEqual([]);
    await shot(page, 'drawer-games-open.png');
  });
});

test.describe('the thank-you pages at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  /** Arrives on a thank-you page as after its form (the flag the form sets). */
  async function arrive(page: Page, kind: 'consultation' | 'intake' | 'contact') {
    const flag = { consultation: 'consultationConfirmed', intake: 'intakeSubmitted', contact: 'contactSubmitted' }[kind];
    await page.goto('/');
    await page.evaluate((name) => sessionStorage.setItem(name, '1'), flag);
    await page.goto(`/thank-you/${kind}`);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  }

  test('consultation: when the team calls, how to change it, and the intake form as the next step', async ({ page }) => {
    await arrive(page, 'consultation');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Thanks! Your consultation request is confirmed.' })).toBeVisible();
    // The spec's title; under it, one state: the call is booked (not a request waiting for an answer).
    await expect(main.getByText('Your call is booked. A confirmation email with the meeting details and a calendar invite is on its way.')).toBeVisible();
    await expect(main).not.toContainText('Reply to the confirmation email');
    const next = main.getByRole('region', { name: 'What happens next' });
    await expect(next).toContainText('We call you at the time you booked');
    await expect(next).toContainText('Need another time? Use the link in your confirmation email, or call us at (801) 555-0143 (Mon-Fri, 8am-5pm MT).');
    // The spec's two buttons stay; the intake form is offered as the next step.
    await expect(main.getByRole('link', { name: 'Back to Start Here' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    expect((await axe(page, 'main')).violations).toEqual([]);
    await shot(page, 'thank-you-consultation-360.png', { fullPage: true });
    await main.getByRole('link', { name: 'Fill In the Intake Form' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: /intake/i }).first()).toBeVisible();
  });

  test('intake and contact: when the team replies', async ({ page }) => {
    await arrive(page, 'intake');
    await expect(page.getByRole('heading', { level: 1, name: 'Thanks! We received your intake form.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What happens next' })).toContainText('We reply within one business day (Mon-Fri, 8am-5pm MT)');
    await expect(page.getByRole('link', { name: 'Schedule a Consultation' })).toBeVisible();
    await shot(page, 'thank-you-intake-360.png', { fullPage: true });

    await arrive(page, 'contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for reaching out!' })).toBeVisible();
    await expect(page.getByText('Your message has been sent.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'What happens next' })).toContainText('We reply within one business day (Mon-Fri, 8am-5pm MT), by email.');
    expect((await axe(page, 'main')).violations).toEqual([]);
    await shot(page, 'thank-you-contact-360.png', { fullPage: true });
  });
});

test.describe('the intake form at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 }, hasTouch: true });

  test('Submit is always pressable and points to each missing field, then sends once they are filled', async ({ page }) => {
    await page.goto('/start-here?open=intake');
    const dialog = page.getByRole('dialog', { name: 'Student Intake Form' });
    const submit = dialog.getByRole('button', { name: 'Submit Intake Form' });
    await expect(submit).toBeVisible();
    await expect(dialog.getByText('All required fields must be completed to submit')).toBeVisible();
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
    const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
    await field('Parent/Guardian Name').fill('Dana Parent');
    await field('Phone').fill('(801) 555-0143');

    await submit.tap();
    // Each missing field says what it needs; focus goes to the first, where a phone scrolls it into view.
    await expect(field('Email')).toBeFocused();
    for (const name of ['Email', 'Student Age', 'School']) await expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    for (const name of ['Parent/Guardian Name', 'Phone']) await expect(field(name)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText("Please enter your child's school.")).toBeVisible();
    expect((await axe(page, 'verse-intake-form')).violations).toEqual([]);
    await shot(page, 'intake-missing-fields-360.png');

    await field('Email').fill('dana@example.com');
    await field('Student Age').fill('9');
    await field('School').fill('Maple Grove Elementary');
    await expect(dialog.getByText('All required fields must be completed to submit')).toBeHidden();
    await submit.tap();
    await expect(page).toHaveURL('/thank-you/intake');
  });
});
