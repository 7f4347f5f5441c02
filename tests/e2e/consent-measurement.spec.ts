import { createHash } from 'node:crypto';
import { axeOn } from './axe';
import { expect, test, type Page } from './fixtures';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const DENIED = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
const GRANTED = { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };

/** window.dataLayer, with gtag's Arguments entries as arrays. */
function tagLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );
}

async function consentCommands(page: Page) {
  return (await tagLayer(page)).filter((entry) => Array.isArray(entry) && entry[0] === 'consent');
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and your privacy' });

test('first visit: denied default before anything else; Accept grants all four signals, remembered on return', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  const first = await tagLayer(page);
  expect(first[0]).toEqual(['consent', 'default', { ...DENIED, wait_for_update: 500 }]);
  expect(await consentCommands(page)).toHaveLength(1);

  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
    ['consent', 'update', GRANTED],
  ]);
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('verse.consent.v2')))!);
  expect(stored).toMatchObject(GRANTED);
  expect(typeof stored.ts).toBe('number');

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
    ['consent', 'update', GRANTED],
  ]);
  // No tag ID is configured in this build: no Google script may load at all.
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
});

test('first visit: the banner is drawn with the page before any script; once answered, pages come without it; a device that forgot the answer is asked again', async ({ page, context, browser, baseURL }) => {
  // No script at all: the banner is in the page as it arrives, a picture until its element takes over.
  const still = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const stillPage = await still.newPage();
  await stillPage.goto('/dyslexia');
  const picture = stillPage.locator('verse-consent-banner section');
  await expect(picture).toBeVisible();
  await expect(picture.locator('h2')).toHaveText('Cookies and your privacy');
  await expect(picture.locator('p')).toContainText("We'd like cookies to measure our site and ads. The site works either way.");
  await expect(picture).toHaveAttribute('inert', '');
  await still.close();

  const first = await page.goto('/dyslexia');
  expect(await first!.text()).toContain('Cookies and your privacy');
  await banner(page).getByRole('button', { name: 'Deny' }).click();
  await expect(banner(page)).toBeHidden();
  expect((await context.cookies()).find((cookie) => cookie.name === 'verse-consent')).toMatchObject({ value: 'chosen', path: '/', sameSite: 'Lax' });

  // Answered: the next pages are served without the banner at all.
  const next = await page.goto('/student-apps/grammar');
  expect(await next!.text()).not.toContain('Cookies and your privacy');
  await expect(page.locator('verse-grammar').getByRole('button', { name: 'Check' })).toBeVisible();
  await expect(page.locator('verse-consent-banner section')).toHaveCount(0);

  // The device forgot the answer (storage cleared): the banner asks again, and the pages carry it again.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/contact');
  await expect(banner(page)).toBeVisible();
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'verse-consent')).toBe(false);
  const again = await page.goto('/start-here');
  expect(await again!.text()).toContain('Cookies and your privacy');
  await expect(banner(page)).toBeVisible();
});

test('Deny stores all four signals denied and the return visit repeats them as an update', async ({ page }) => {
  await page.goto('/start-here');
  await banner(page).getByRole('button', { name: 'Deny' }).click();
  await expect(banner(page)).toBeHidden();
  expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', DENIED]);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('verse.consent.v2')))!)).toMatchObject(DENIED);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Start Here' })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
    ['consent', 'update', DENIED],
  ]);
});

test("the footer's Cookie settings re-opens the banner, focus goes there and comes back; show() does the same", async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: 'Privacy Policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Deny' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  await expect(settings).toBeFocused();
  expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', DENIED]);

  await page.evaluate(() => document.querySelector('verse-consent-banner')!.show());
  await expect(banner(page)).toBeVisible();
});

test('the banner passes axe, at 1280 px and at 360 px where it stays one readable column', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  const wide = await axeOn(page).include('verse-consent-banner').analyze();
  expect(wide.violations).toEqual([]);

  await page.setViewportSize({ width: 360, height: 740 });
  const box = (await banner(page).boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(360);
  expect(box.height).toBeLessThan(740 / 2);
  for (const name of ['Accept', 'Deny']) {
    const button = (await banner(page).getByRole('button', { name }).boundingBox())!;
    expect(button.height).toBeGreaterThanOrEqual(44);
    expect(button.x + button.width).toBeLessThanOrEqual(360);
  }
  const narrow = await axeOn(page).include('verse-consent-banner').analyze();
  expect(narrow.violations).toEqual([]);
});

test('360 px phone: the banner takes at most a fifth of the first screen, the keyboard reaches it right after the skip link, and focus never hides behind it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(banner(page)).toBeVisible();
  const box = (await banner(page).boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(800 / 5);
  expect(box.y + box.height).toBeCloseTo(800, 0);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: 'Privacy Policy' })).toBeFocused();

  // Through the page by keyboard: every focused control stays clear of the banner.
  await page.getByRole('main').focus();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    // Once the page has settled (the browser's scroll, then the banner's), the control shows.
    const clear = () =>
      page.evaluate(() => {
        const focused = document.activeElement!;
        if (focused.closest('verse-consent-banner')) return true;
        const top = document.querySelector('verse-consent-banner')!.getBoundingClientRect().top;
        return focused.getBoundingClientRect().bottom <= top + 1;
      });
    await expect.poll(clear, { message: `focus ${i + 1} clear of the banner`, timeout: 2000 }).toBe(true);
  }
  // The end of the page is not under the banner either.
  await page.keyboard.press('End');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerBottom = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom);
  expect(footerBottom).toBeLessThanOrEqual(box.y + 1);

  await banner(page).getByRole('button', { name: 'Deny' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('.site')!).paddingBottom)).toBe('0px');
});

test('page_view on every route change, with title, location and path; attribution kept across visits', async ({ page }) => {
  await page.goto('/?utm_source=google&utm_campaign=fall&gclid=abc123');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const views = (await tagLayer(page)).filter((entry) => Array.isArray(entry) && entry[1] === 'page_view');
  expect(views.map((view) => (view as [string, string, { page_path: string }])[2].page_path)).toEqual(['/', '/contact']);
  expect((views[1] as unknown[])[2]).toEqual({
    page_title: 'Contact Us - VERSE',
    page_location: expect.stringMatching(/\/contact$/),
    page_path: '/contact',
  });

  await page.goto('/dyslexia?utm_campaign=winter');
  const attribution = JSON.parse((await page.evaluate(() => localStorage.getItem('verse.attribution')))!);
  expect(attribution).toMatchObject({ utm_source: 'google', utm_campaign: 'winter', gclid: 'abc123' });
});

/** The parent fills the intake form of Start Here, as a parent would, and sends it. */
async function sendIntake(page: Page) {
  await page.goto('/start-here');
  await page.getByRole('button', { name: 'Start Intake Form' }).click();
  const dialog = page.getByRole('dialog', { name: 'Student Intake Form' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL('/start-here?open=intake');
  const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  await field('Parent/Guardian Name').fill('Dana Parent');
  await field('Email').fill('  Dana.Parent@Example.COM ');
  await field('Phone').fill('(801) 555-0143');
  await field('Student Age').fill('9');
  await field('School').fill('Maple Grove Elementary');
  await dialog.getByRole('button', { name: 'Submit Intake Form' }).click();
  await expect(page).toHaveURL('/thank-you/intake');
  await expect(page.getByRole('heading', { level: 1, name: 'Thanks! We received your intake form.' })).toBeVisible();
}

test('intake with ad_user_data denied: the conversion is pushed but no hash is made, kept or sent', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Deny' }).click();
  await sendIntake(page);
  // The thank-you page pushes from an effect, which may run just after its heading shows.
  await expect.poll(() => tagLayer(page)).toContainEqual({ event: 'thank_you_page', conversion_type: 'intake' });
  const layer = await tagLayer(page);
  expect(layer).toContainEqual({ event: 'conversion', conversion_type: 'intake' });
  expect(layer.some((entry) => Array.isArray(entry) && entry[0] === 'set' && entry[1] === 'user_data')).toBe(false);
  expect(JSON.stringify(layer)).not.toContain(sha256('dana.parent@example.com'));
  expect(await page.evaluate(() => sessionStorage.getItem('verse.enhancedConversion'))).toBeNull();
});

test('intake with consent granted: SHA-256 of the trimmed, lower-cased email and of the phone, before the conversion', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await sendIntake(page);
  const userData = { sha256_email_address: sha256('dana.parent@example.com'), sha256_phone_number: sha256('+18015550143') };
  const userDataSets = (layer: unknown[]) => layer.filter((entry) => Array.isArray(entry) && entry[0] === 'set' && entry[1] === 'user_data');
  // The thank-you page pushes from an effect, which may run just after its heading shows.
  await expect.poll(async () => userDataSets(await tagLayer(page)).length).toBe(2);
  const layer = await tagLayer(page);
  const sets = userDataSets(layer);
  // Once with the submission, once more from the thank-you page's enhanced-conversion helper.
  expect(sets).toEqual([
    ['set', 'user_data', userData],
    ['set', 'user_data', userData],
  ]);
  const conversionAt = layer.findIndex((entry) => (entry as { event?: string }).event === 'conversion');
  expect(layer.indexOf(sets[0]!)).toBeLessThan(conversionAt);
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('verse.enhancedConversion')))!)).toEqual(userData);
});

test('thank-you pages: without the flag they redirect (replace); with it they show once, noindex, and pass axe', async ({ page }) => {
  for (const [path, otherwise] of [
    ['/thank-you/intake', '/start-here'],
    ['/thank-you/contact', '/contact'],
  ] as const) {
    await page.goto('/');
    await page.goto(path);
    await expect(page).toHaveURL(otherwise);
    await page.goBack();
    await expect(page).toHaveURL('/');
  }

  await page.evaluate(() => sessionStorage.setItem('intakeSubmitted', '1'));
  await page.goto('/thank-you/intake');
  await expect(page.getByRole('heading', { level: 1, name: 'Thanks! We received your intake form.' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const intake = page.getByRole('main');
  await expect(intake.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', '/start-here?open=consultation');
  await expect(intake.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(intake.getByRole('link', { name: 'support@verse.example' })).toHaveAttribute('href', 'mailto:support@verse.example');
  await expect.poll(() => tagLayer(page)).toContainEqual({ event: 'thank_you_page', conversion_type: 'intake' });
  expect(await page.evaluate(() => sessionStorage.getItem('intakeSubmitted'))).toBeNull();
  expect((await axeOn(page).include('main').analyze()).violations).toEqual([]);
  await page.reload();
  await expect(page).toHaveURL('/start-here');

  await page.evaluate(() => sessionStorage.setItem('contactSubmitted', '1'));
  await page.goto('/thank-you/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for reaching out!' })).toBeVisible();
  const contact = page.getByRole('main');
  await expect(contact.getByText('Your message has been sent.')).toBeVisible();
  await expect(contact.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(contact.getByRole('link', { name: 'Start Here' })).toHaveAttribute('href', '/start-here');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect.poll(() => tagLayer(page)).toContainEqual({ event: 'thank_you_page', conversion_type: 'contact' });
  expect((await axeOn(page).include('main').analyze()).violations).toEqual([]);
  await page.reload();
  await expect(page).toHaveURL('/contact');
});

test('contact page: the Get in touch card, and a sent message leads to the thank-you page with the email hashed', async ({ page }) => {
  await page.goto('/contact');
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  const card = page.getByRole('complementary', { name: 'Get in touch' });
  await expect(card.getByRole('link', { name: 'support@verse.example' })).toHaveAttribute('href', 'mailto:support@verse.example');
  await expect(card.getByRole('link', { name: '(801) 555-0143' })).toHaveAttribute('href', 'tel:8015550143');
  await expect(card.getByText('Mon-Fri, 8am-5pm MT')).toBeVisible();

  // The form's own behaviour is tested with the form; here, what the page does with its event.
  await page.locator('verse-contact-form').evaluate((form) =>
    form.dispatchEvent(
      new CustomEvent('submitted', { bubbles: true, composed: true, detail: { id: 'c1', email: 'Parent@Example.com', submissionType: 'standard' } }),
    ),
  );
  await expect(page).toHaveURL('/thank-you/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for reaching out!' })).toBeVisible();
  const layer = await tagLayer(page);
  expect(layer).toContainEqual({ event: 'conversion', conversion_type: 'contact' });
  expect(layer).toContainEqual(['set', 'user_data', { sha256_email_address: sha256('parent@example.com') }]);
});

test("pages made for children (a tool, a teacher's game or class page, an embed) show no banner and keep no cookie or identifier", async ({ page, context }) => {
  // A child opening a game from a link (an ad's click ID on it): no banner, nothing kept about the visit.
  for (const path of ['/student-apps/grammar?gclid=abc123&utm_source=google', '/student-apps', '/play', '/play/AB12CD34', '/embed/letter-tiles']) {
    const response = await page.goto(path);
    expect(await response!.text(), path).not.toContain('Cookies and your privacy');
    await expect(page.locator('verse-consent-banner')).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
  }
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /attribution|consent/.test(key)))).toEqual([]);
  // No script outside VERSE's own origin may load (none is configured in this build; the unit tests
  // of site/lib/measurement.ts show the advertising tags stay out when they are).
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
});

test("a child's page view goes out with every signal denied, even after a parent accepted on their own page, which keeps the banner and gets the choice back", async ({ page }) => {
  await page.goto('/student-apps/grammar');
  const views = async () =>
    (await tagLayer(page)).filter((entry) => Array.isArray(entry) && (entry[0] === 'consent' || entry[1] === 'page_view')).map((entry) => {
      const [command, what, details] = entry as [string, string, Record<string, string>];
      return command === 'consent' ? [what, details.ad_storage] : [what, details.page_path];
    });
  expect(await views()).toEqual([
    ['default', 'denied'],
    ['page_view', '/student-apps/grammar'],
  ]);

  // A parent's page asks, as the spec has it; once they accept, the student apps (their index too)
  // still send their page views denied, and the parent's own pages have their choice again.
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Free Student Apps' }).click();
  await expect(page).toHaveURL('/student-apps');
  await expect(page.locator('verse-consent-banner')).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: /^Grammar/ }).first().click();
  await expect(page).toHaveURL('/student-apps/grammar');
  await expect(page.locator('verse-consent-banner')).toHaveCount(0);
  await page.getByRole('link', { name: 'All games' }).click();
  await expect(page).toHaveURL('/student-apps');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL('/contact');
  await expect.poll(views).toEqual([
    ['default', 'denied'],
    ['page_view', '/'],
    ['update', 'granted'],
    ['update', 'denied'],
    ['page_view', '/student-apps'],
    ['page_view', '/student-apps/grammar'],
    ['page_view', '/student-apps'],
    ['update', 'granted'],
    ['page_view', '/contact'],
  ]);
});
