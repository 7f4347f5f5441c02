import { expect, test, type Locator, type Page } from './fixtures';

// The lead forms agree with each other and with the server: one name, rule and limit per field,
// counters on every limited area, buttons that are what they look like, Lexend shipped with the
// element (also on a partner's page), no text under 16 px, and a failed contact send that stays
// readable beside its button. Each at the width where a parent met the problem.

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const toasts = (page: Page) => page.locator('[data-verse-toasts]');
const AGE_RULE = "Please enter the student's age in whole years, from 3 to 21.";

const failWith = (page: Page, path: string, status: number) =>
  page.route(`**${path}`, (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error: 'Nope.' }) }));

/**
 * Whether a POST to `path` was made while `act` ran and until `settled` (the page's visible answer
 * to the attempt, awaited with a retrying assertion) held, and a rendered frame after it: a form
 * sends in the same turn as it shows its answer, so nothing it would send comes later.
 */
async function sendsTo(page: Page, path: string, act: () => Promise<void>, settled: () => Promise<void>): Promise<boolean> {
  let sent = false;
  const watch = (request: { url: () => string; method: () => string }) => (sent ||= request.url().endsWith(path) && request.method() === 'POST');
  page.on('request', watch);
  await act();
  await settled();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  page.off('request', watch);
  return sent;
}

async function fillParent(form: Locator, age: string) {
  await form.getByRole('textbox', { name: 'Parent/Guardian Name' }).fill('Maria Gonzalez');
  await form.getByRole('textbox', { name: 'Email' }).fill('maria.gonzalez@example.com');
  await form.getByRole('textbox', { name: 'Phone' }).fill('(801) 555-0199');
  await form.getByRole('textbox', { name: 'Student Age' }).fill(age);
}

/** The forms with a student's age: where each is, its element, its submit button. */
const AGE_FORMS = [
  { path: '/embed/intake-form', tag: 'verse-intake-form', submit: 'Submit Intake Form', school: true },
  { path: '/embed/assessment-request', tag: 'verse-intake-form', submit: 'Submit Assessment Request', school: false },
  { path: '/embed/consultation-request', tag: 'verse-consultation-request', submit: 'Schedule Consultation', school: false },
];

test.describe('one field, one name, rule and limit (1280 px)', () => {
  test.use({ viewport: DESKTOP });

  for (const { path, tag, submit, school } of AGE_FORMS) {
    test(`${path}: 'Student Age' takes whole years from 3 to 21 and refuses 'abc', as the server does`, async ({ page }) => {
      await page.goto(path);
      const form = page.locator(tag);
      const age = form.getByRole('textbox', { name: 'Student Age' });
      await expect(age).toHaveAttribute('maxlength', '2');
      await expect(age).toHaveAttribute('inputmode', 'numeric');
      await expect(form.getByRole('textbox', { name: 'Parent/Guardian Name' })).toHaveAttribute('maxlength', '100');
      await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('maxlength', '254');
      await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('maxlength', '40');

      await fillParent(form, 'abc');
      await expect(age).toHaveValue('ab');
      if (school) await form.getByRole('textbox', { name: 'School' }).fill('Lincoln Elementary');
      const sent = await sendsTo(
        page,
        path.includes('consultation') ? '/api/bookConsultation' : '/api/intakeForms',
        () => form.getByRole('button', { name: submit }).click(),
        () => expect(age).toHaveAttribute('aria-invalid', 'true'),
      );
      expect(sent).toBe(false);
      await expect(age).toHaveAttribute('aria-invalid', 'true');
      await expect(age).toHaveAccessibleDescription(AGE_RULE);

      await age.fill('22');
      await form.getByRole('button', { name: submit }).click();
      await expect(age).toHaveAccessibleDescription(AGE_RULE);
      await age.fill('21');
      await form.getByRole('button', { name: submit }).click();
      await expect(toasts(page).or(form.getByRole('status')).getByText(/Consultation Scheduled!|Information Received!|Intake form submitted successfully!/)).toBeVisible();
    });
  }

  test('the server refuses the same ages with the same message', async ({ request }) => {
    const body = { leadSource: 'landing_page_intake', parentName: 'Dana', email: 'dana@example.net', phone: '801-555-0123', recaptchaToken: 'local:intake_form' };
    for (const studentAge of ['abc', '2', '22', '7.5']) {
      const response = await request.post('/api/intakeForms', { data: { ...body, studentAge } });
      expect(response.status()).toBe(400);
      expect((await response.json()).fields).toEqual({ studentAge: AGE_RULE });
    }
    const missing = await request.post('/api/intakeForms', { data: { ...body, studentAge: ' ' } });
    expect((await missing.json()).fields).toEqual({ studentAge: "Please enter the student's age." });
  });

  const AREA_FORMS = [
    { path: '/embed/intake-form', tag: 'verse-intake-form', areas: { Strengths: 250, 'Tell us more about these struggles': 250, Goals: 250, 'Additional information': 250 } },
    { path: '/embed/assessment-request', tag: 'verse-intake-form', areas: { 'Learning struggles': 250, Goals: 250 } },
    { path: '/embed/consultation-request', tag: 'verse-consultation-request', areas: { 'Primary Concerns': 200 } },
    { path: '/embed/contact-form', tag: 'verse-contact-form', areas: { Message: 5000 } },
  ];

  for (const { path, tag, areas } of AREA_FORMS) {
    test(`${path}: every limited text area counts 'n/max characters' as it is typed`, async ({ page }) => {
      await page.goto(path);
      const form = page.locator(tag);
      const all = form.locator('textarea:visible');
      await expect(all).toHaveCount(Object.keys(areas).length);
      for (const [label, max] of Object.entries(areas)) {
        const area = form.getByRole('textbox', { name: label, exact: true });
        await expect(area).toHaveAttribute('maxlength', String(max));
        await area.fill('Reads slowly.');
        await expect(area).toHaveAccessibleDescription(new RegExp(`13/${max} characters`));
        await expect(form.getByText(`13/${max} characters`).first()).toBeVisible();
      }
    });
  }
});

test.describe('buttons are what they look like (1280 px)', () => {
  test.use({ viewport: DESKTOP });

  const opacity = (button: Locator) => button.evaluate((element) => Number(getComputedStyle(element).opacity));

  test('the intake submit is always pressable: with fields missing it sends nothing and points to each one; filled, it sends', async ({ page }) => {
    // A family of its own: the suite's other intake forms come from one address, 10 an hour.
    await page.context().setExtraHTTPHeaders({ 'CF-Connecting-IP': '203.0.113.41' });
    await page.goto('/embed/intake-form');
    const form = page.locator('verse-intake-form');
    const submit = form.getByRole('button', { name: 'Submit Intake Form' });
    await expect(submit).toBeEnabled();
    expect(await opacity(submit)).toBe(1);
    await form.getByRole('textbox', { name: 'Parent/Guardian Name' }).fill('Maria Gonzalez');
    const sent = await sendsTo(
      page,
      '/api/intakeForms',
      () => submit.click(),
      () => expect(form.locator('[aria-invalid="true"]').first()).toBeVisible(),
    );
    expect(sent).toBe(false);
    await expect(form.getByRole('textbox', { name: 'Parent/Guardian Name' })).not.toHaveAttribute('aria-invalid', 'true');

    await fillParent(form, '9');
    await form.getByRole('textbox', { name: 'School' }).fill('Lincoln Elementary');
    await submit.click();
    await expect(form.getByText('Intake form submitted successfully!')).toBeVisible();
  });

  for (const { path, tag, submit } of [...AGE_FORMS.slice(1), { path: '/embed/contact-form', tag: 'verse-contact-form', submit: 'Send Message' }]) {
    test(`${path}: a working submit button is not greyed out`, async ({ page }) => {
      await page.goto(path);
      const button = page.locator(tag).getByRole('button', { name: submit });
      await expect(button).toBeEnabled();
      expect(await opacity(button)).toBe(1);
    });
  }

  test("the contact fallback's greyed-out button does nothing without a phone", async ({ page }) => {
    await page.route('**/api/config', (route) => route.abort());
    await page.goto('/embed/contact-form', { waitUntil: 'domcontentloaded' });
    const form = page.locator('verse-contact-form');
    await form.getByRole('textbox', { name: 'Name' }).fill('Priya Natarajan');
    await form.getByRole('textbox', { name: 'Email' }).fill('priya@example.org');
    await form.getByRole('combobox', { name: 'Subject' }).selectOption('Educational Support');
    await form.getByRole('textbox', { name: 'Message' }).fill('Do you tutor over the summer?');
    await form.getByRole('button', { name: 'Use Alternative Verification' }).click();
    const dialog = form.getByRole('dialog', { name: 'Alternative Verification' });
    const button = dialog.getByRole('button', { name: 'Send for Manual Review' });
    await expect(button).toBeDisabled();
    expect(await opacity(button)).toBeLessThan(1);
    const sent = await sendsTo(
      page,
      '/api/contactForms',
      () => button.click({ force: true }),
      async () => {
        await expect(dialog).toBeVisible();
        await expect(button).toBeDisabled();
      },
    );
    expect(sent).toBe(false);
    await expect(dialog.getByRole('textbox', { name: 'Phone' })).not.toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('801 555 0177');
    await expect(button).toBeEnabled();
    expect(await opacity(button)).toBe(1);
  });
});

test.describe("a failed contact send stays beside its button (360 px, /contact)", () => {
  test.use({ viewport: PHONE });

  test('the error stays after the 5 s toast has gone, and leaves at the next attempt', async ({ page }) => {
    // The first send fails; the next one waits for the test to let it through.
    let calls = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contactForms', async (route) => {
      calls += 1;
      if (calls === 1) return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Nope.' }) });
      await held;
      await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ id: 'c-1' }) });
    });
    await page.goto('/contact');
    const form = page.locator('verse-contact-form');
    const send = form.getByRole('button', { name: 'Send Message' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Priya Natarajan');
    await form.getByRole('textbox', { name: 'Email' }).fill('priya@example.org');
    await form.getByRole('combobox', { name: 'Subject' }).selectOption('Educational Support');
    await form.getByRole('textbox', { name: 'Message' }).fill('Do you tutor over the summer?');
    await send.click();

    const text = 'There was an error sending your message. Please try again or contact us directly.';
    await expect(toasts(page).getByText(text)).toBeVisible();
    const beside = form.locator('#send-error');
    await expect(beside).toContainText(text);
    await expect(send).toHaveAccessibleDescription(new RegExp(text.replace(/[.?]/g, '\\$&')));
    // The toast leaves after 5 s; the message beside the button does not.
    await expect(toasts(page).getByText(text)).toBeHidden({ timeout: 8000 });
    await expect(beside).toBeVisible();
    await expect(beside).toBeInViewport();
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Do you tutor over the summer?');

    // The next attempt takes it away.
    await send.click();
    await expect(beside).toBeHidden();
    release();
    await page.waitForURL('**/thank-you/contact');
  });
});

test.describe('Lexend ships with the element (1280 px, a partner page on another origin)', () => {
  test.use({ viewport: DESKTOP });

  const partner = (page: Page) => `http://localhost:${new URL(test.info().project.use.baseURL ?? page.url()).port}/embed-demo/forms.html`;
  const fontOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontFamily);

  test('the forms render in Lexend fetched from the VERSE origin, and --verse-font overrides it', async ({ page, baseURL }) => {
    const fonts: string[] = [];
    const refused: string[] = [];
    page.on('request', (request) => request.resourceType() === 'font' && fonts.push(request.url()));
    page.on('console', (message) => /font/i.test(message.text()) && refused.push(message.text()));
    await page.goto(partner(page));
    const consultation = page.locator('verse-consultation-request');
    const name = consultation.getByRole('textbox', { name: 'Parent/Guardian Name' });
    await expect(name).toBeVisible();
    expect(await fontOf(name)).toMatch(/^"?Lexend Variable"?, system-ui, sans-serif$/);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Lexend Variable"') && [...document.fonts].some((face) => face.family.includes('Lexend') && face.status === 'loaded'))).toBe(true);
    expect(fonts.length).toBeGreaterThan(0);
    for (const url of fonts) expect(new URL(url).origin).toBe(new URL(baseURL!).origin);
    expect(refused).toEqual([]);

    await consultation.evaluate((element) => (element as HTMLElement).style.setProperty('--verse-font', 'Georgia, serif'));
    expect(await fontOf(name)).toBe('Georgia, serif');
  });
});

/** Visible text, and controls, inside an element's shadow root set under 16 px: each with its size. */
const textUnder16 = (host: Locator) =>
  host.evaluate((host) => {
    const out: string[] = [];
    for (const element of host.shadowRoot!.querySelectorAll<HTMLElement>('*')) {
      const own = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      const control = element.matches('input, textarea, select, button');
      if (!own && !control) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest('[aria-hidden="true"], dialog:not([open])')) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < 16) out.push(`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${element.className} "${element.textContent!.trim().slice(0, 20)}" ${size}px`);
    }
    return out;
  });

test.describe('the booking calendar on a partner page (360 px)', () => {
  test.use({ viewport: PHONE });

  test('renders in Lexend from the VERSE origin, weekday headers and every other text at 16 px or more', async ({ page, baseURL }) => {
    const fonts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'font' && fonts.push(request.url()));
    await page.goto(`${baseURL!.replace('127.0.0.1', 'localhost')}/embed-demo/`);
    const booking = page.locator('verse-booking');
    const weekday = booking.getByRole('columnheader').first();
    await expect(weekday).toBeVisible();
    expect(await weekday.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Lexend Variable"?, system-ui, sans-serif$/);
    await expect.poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Lexend') && face.status === 'loaded'))).toBe(true);
    expect(fonts.length).toBeGreaterThan(0);
    for (const url of fonts) expect(new URL(url).origin).toBe(new URL(baseURL!).origin);
    const small = await textUnder16(booking);
    expect(small).toEqual([]);
  });
});

test.describe('no text under 16 px (360 px)', () => {
  test.use({ viewport: PHONE });

  for (const { path, tag, submit } of [...AGE_FORMS, { path: '/embed/contact-form', tag: 'verse-contact-form', submit: 'Send Message' }]) {
    test(`${path}: hints, counters, labels and errors are 16 px or more, even on a page with a 12 px root`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => (document.documentElement.style.fontSize = '12px'));
      const form = page.locator(tag);
      await form.getByRole('textbox').first().focus();
      // With the errors of an empty form showing, where its button lets it be sent.
      await form.getByRole('button', { name: submit }).click({ force: true });
      const small = await textUnder16(form);
      expect(small).toEqual([]);
      await expect(form.locator('.hint').first()).toBeVisible();
    });
  }
});
