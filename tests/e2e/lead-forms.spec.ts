import { axeOn } from './axe';
import { type Request } from '@playwright/test';
import { expect, test, testNow, type Locator, type Page } from './fixtures';

/** The page-wide toast stack: toasts show there, outside the form, so closing a dialog cannot hide them. */
const toasts = (page: Page) => page.locator('[data-verse-toasts]');

// The lead forms as a parent meets them: alone on their /embed pages, and on a partner's page that
// loads /embed.js from another origin. Failures are made at the network: a 500 from the API, or the
// bot check's configuration (/api/config) not reachable, which is how a blocked reCAPTCHA looks.

const parent = { name: 'Maria Gonzalez', email: 'maria.gonzalez@example.com', phone: '(801) 555-0199' };

async function axe(page: Page) {
  const { violations } = await axeOn(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Resolves with the detail of the next `submitted` event the page hears. */
function nextSubmitted(page: Page) {
  return page.evaluate(
    () => new Promise((resolve) => document.addEventListener('submitted', (event) => resolve((event as CustomEvent).detail), { once: true })),
  );
}

const failWith = (page: Page, path: string, status: number) =>
  page.route(`**${path}`, (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error: 'Nope.' }) }));

/** The bot check cannot start: its configuration does not load. */
const blockBotCheck = (page: Page) => page.route('**/api/config', (route) => route.abort());

const posted = (page: Page, path: string) => page.waitForRequest((request: Request) => request.url().endsWith(path) && request.method() === 'POST');

/** The element focused now, looking through shadow roots. */
function focusedName(page: Page) {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('name') ?? active?.textContent?.trim() ?? '';
  });
}

/** Types each value into the text box of `form` named by its key (its label). */
async function fillIn(form: Locator, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) await form.getByRole('textbox', { name }).fill(value);
}

/** The parent and child of the consultation request (and of the partner page's). */
const jordan = { 'Parent/Guardian Name': 'Jordan Rivera', Email: 'jordan.rivera@example.com', Phone: '801-555-0142', 'Student Age': '8' };
/** The parent and child of the assessment request. */
const dana = { 'Parent/Guardian Name': 'Dana Whitfield', Email: 'dana@example.net', Phone: '801-555-0123', 'Student Age': '7' };

const session = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

test.describe('verse-intake-form, full variant (/embed/intake-form)', () => {
  const form = (page: Page) => page.locator('verse-intake-form');
  const submit = (page: Page) => form(page).getByRole('button', { name: 'Submit Intake Form' });

  const fillRequired = (page: Page) =>
    fillIn(form(page), { 'Parent/Guardian Name': parent.name, Email: parent.email, Phone: parent.phone, 'Student Age': '9', School: 'Lincoln Elementary' });

  test('a parent fills every part of the form and it is stored', async ({ page }) => {
    await page.goto('/embed/intake-form');
    await expect(form(page).getByRole('heading', { name: 'Student Intake Form' })).toBeVisible();
    // Always pressable (forms-agree.spec.ts presses it with fields missing); the hint says what it needs.
    await expect(form(page).getByText('All required fields must be completed to submit')).toBeVisible();

    await fillRequired(page);
    await expect(form(page).getByText('All required fields must be completed to submit')).toBeHidden();

    await form(page).getByRole('radio', { name: 'Text' }).check();
    await form(page).getByRole('textbox', { name: 'Strengths' }).fill('Loves stories.');
    await expect(form(page).getByText('14/250 characters')).toBeVisible();

    await expect(form(page).getByRole('textbox', { name: 'Other struggle' })).toBeHidden();
    await form(page).getByRole('checkbox', { name: 'Reading' }).check();
    await form(page).getByRole('checkbox', { name: 'Other' }).check();
    await form(page).getByRole('textbox', { name: 'Other struggle' }).fill('Handwriting');

    await expect(form(page).getByRole('textbox', { name: 'Previous tutoring details' })).toBeHidden();
    await form(page).getByRole('radio', { name: 'Yes' }).check();
    await form(page).getByRole('textbox', { name: 'Previous tutoring details' }).fill('A semester with a reading specialist.');
    await form(page).getByRole('textbox', { name: 'Goals' }).fill('Read chapter books on his own.');

    const request = posted(page, '/api/intakeForms');
    const submitted = nextSubmitted(page);
    await submit(page).click();
    expect((await request).postDataJSON()).toMatchObject({
      leadSource: 'intake_form',
      parentName: parent.name,
      email: parent.email,
      phone: parent.phone,
      contactMethod: 'text',
      studentAge: '9',
      school: 'Lincoln Elementary',
      strengths: 'Loves stories.',
      struggles: ['reading', 'other'],
      strugglesOther: 'Handwriting',
      previousTutor: 'yes',
      previousTutorDetails: 'A semester with a reading specialist.',
      goals: 'Read chapter books on his own.',
      recaptchaToken: 'local:intake_form',
    });
    await expect(form(page).getByText('Intake form submitted successfully!')).toBeVisible();
    expect(await submitted).toEqual({ id: expect.any(String), email: parent.email, phone: parent.phone, leadSource: 'intake_form' });
    // The element only reports; the host page sets the flag (the embed page has no thank-you step).
    expect(await session(page, 'intakeSubmitted')).toBeNull();
    // The form starts over.
    await expect(form(page).getByRole('textbox', { name: 'Parent/Guardian Name' })).toHaveValue('');
    await expect(form(page).getByRole('radio', { name: 'Email' })).toBeChecked();
    await expect(form(page).getByRole('textbox', { name: 'Other struggle' })).toBeHidden();

    const outbox = JSON.stringify(await (await page.request.get('/api/dev/outbox')).json());
    expect(outbox).toContain(`New intake form: ${parent.name}`);
  });

  test('says the spam check failed when no token can be had', async ({ page }) => {
    await blockBotCheck(page);
    await page.goto('/embed/intake-form');
    await fillRequired(page);
    await submit(page).click();
    await expect(form(page).getByText('reCAPTCHA verification failed. Please try again.')).toBeVisible();
  });

  test('marks a bad email and sends the parent to it', async ({ page }) => {
    await page.goto('/embed/intake-form');
    await fillRequired(page);
    const email = form(page).getByRole('textbox', { name: 'Email' });
    await email.fill('maria@example');
    await submit(page).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect.poll(() => focusedName(page)).toBe('email');
    await axe(page);
  });

  test('can be filled and sent with the keyboard alone', async ({ page }) => {
    await page.goto('/embed/intake-form');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedName(page)).toBe('parentName');
    await page.keyboard.type(parent.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(parent.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(parent.phone);
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedName(page)).toBe('contactMethod');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await page.keyboard.type('9');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lincoln Elementary');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedName(page)).toBe('struggles');
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(form(page).getByRole('textbox', { name: 'Other struggle' })).toBeVisible();

    await page.keyboard.press('Tab');
    await expect.poll(() => focusedName(page)).toBe('strugglesOther');
    await page.keyboard.type('Handwriting');
    const request = posted(page, '/api/intakeForms');
    await page.keyboard.press('Enter');
    expect((await request).postDataJSON()).toMatchObject({ contactMethod: 'text', struggles: ['other'] });
    await expect(form(page).getByText('Intake form submitted successfully!')).toBeVisible();
  });
});

test.describe("verse-intake-form variant=simple (/embed/assessment-request)", () => {
  const form = (page: Page) => page.locator('verse-intake-form');
  const submit = (page: Page) => form(page).getByRole('button', { name: 'Submit Assessment Request' });

  const fill = (page: Page) => fillIn(form(page), { ...dana, 'Learning struggles': 'Sounding out words' });

  test('a parent asks for an assessment', async ({ page }) => {
    await page.goto('/embed/assessment-request');
    await expect(form(page).getByRole('heading', { name: "Get Your Child's Assessment" })).toBeVisible();
    await expect(form(page).getByRole('textbox', { name: 'School' })).toHaveCount(0);
    await fill(page);
    const request = posted(page, '/api/intakeForms');
    const submitted = nextSubmitted(page);
    await submit(page).click();
    expect((await request).postDataJSON()).toEqual({
      leadSource: 'landing_page_intake',
      parentName: 'Dana Whitfield',
      email: 'dana@example.net',
      phone: '801-555-0123',
      studentAge: '7',
      struggles: 'Sounding out words',
      goals: '',
      recaptchaToken: 'local:intake_form',
    });
    const toast = toasts(page).getByRole('status').filter({ hasText: 'Information Received!' });
    await expect(toast).toContainText("Thank you! We'll review your information and contact you soon.");
    expect(await submitted).toMatchObject({ leadSource: 'landing_page_intake', email: 'dana@example.net' });
    await expect(form(page).getByRole('textbox', { name: 'Parent/Guardian Name' })).toHaveValue('');
    await expect(toast).toBeHidden({ timeout: 7000 });
  });

  test('names the missing fields instead of sending', async ({ page }) => {
    await page.goto('/embed/assessment-request');
    let sent = false;
    page.on('request', (request) => (sent ||= request.url().endsWith('/api/intakeForms')));
    await submit(page).click();
    const name = form(page).getByRole('textbox', { name: 'Parent/Guardian Name' });
    await expect(name).toHaveAccessibleDescription("Please enter the parent or guardian's name.");
    await expect(form(page).getByRole('textbox', { name: 'Student Age' })).toHaveAccessibleDescription("Please enter the student's age.");
    await expect.poll(() => focusedName(page)).toBe('parentName');
    expect(sent).toBe(false);
    await axe(page);
  });

  test('passes axe with a toast showing', async ({ page }) => {
    await page.goto('/embed/assessment-request');
    await fill(page);
    await submit(page).click();
    await expect(toasts(page).getByText('Information Received!')).toBeVisible();
    // A toast stays while the pointer rests on it, however long axe takes on a busy machine.
    await toasts(page).getByText('Information Received!').hover();
    await axe(page);
    await expect(toasts(page).getByText('Information Received!')).toBeVisible();
  });
});

test.describe('verse-consultation-request (/embed/consultation-request)', () => {
  const form = (page: Page) => page.locator('verse-consultation-request');
  const submit = (page: Page) => form(page).getByRole('button', { name: 'Schedule Consultation' });

  const fill = (page: Page) => fillIn(form(page), { ...jordan, 'Primary Concerns': 'Reading is hard for him.' });

  test('a parent asks for a consultation: a request for tomorrow, without a hold', async ({ page }) => {
    await page.goto('/embed/consultation-request');
    await expect(form(page).getByRole('heading', { name: 'Schedule My Free Consultation' })).toBeVisible();
    await fill(page);
    await expect(form(page).getByText('24/200 characters')).toBeVisible();
    const request = posted(page, '/api/bookConsultation');
    const response = page.waitForResponse((r) => r.url().endsWith('/api/bookConsultation'));
    const submitted = nextSubmitted(page);
    const before = testNow().getTime();
    await submit(page).click();
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({
      parentName: 'Jordan Rivera',
      email: 'jordan.rivera@example.com',
      phone: '801-555-0142',
      notes: 'Reading is hard for him.',
      dateISO: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      recaptchaToken: 'local:consultation_booking',
    });
    expect(body).not.toHaveProperty('lockId');
    expect(body).not.toHaveProperty('childAge');
    const start = Date.parse(body.startISO);
    expect(Math.abs(start - before - 24 * 3600_000)).toBeLessThan(60_000);
    expect(Date.parse(body.endISO) - start).toBe(3600_000);
    expect(await (await response).json()).toMatchObject({ status: 'requested' });

    await expect(toasts(page).getByText('Consultation Scheduled!')).toBeVisible();
    await expect(toasts(page).getByText("We'll contact you within 24 hours to confirm your consultation time.")).toBeVisible();
    expect(await submitted).toMatchObject({ status: 'requested', email: 'jordan.rivera@example.com' });
    await expect(form(page).getByRole('textbox', { name: 'Student Age' })).toHaveValue('');
    await expect(submit(page)).toHaveText('Schedule Consultation');
  });

  test('shows a closable error toast on failure', async ({ page }) => {
    await failWith(page, '/api/bookConsultation', 500);
    await page.goto('/embed/consultation-request');
    await fill(page);
    await submit(page).click();
    const toast = toasts(page).getByText('There was an error scheduling your consultation. Please try again.');
    await expect(toast).toBeVisible();
    // A toast stays while focus is in it (a keyboard user on its Close), however long axe takes.
    await toasts(page).getByRole('button', { name: 'Close: Error' }).focus();
    await axe(page);
    await expect(toast).toBeVisible();
    await toasts(page).getByRole('button', { name: 'Close: Error' }).click();
    await expect(toast).toBeHidden();
    await expect(form(page).getByRole('textbox', { name: 'Parent/Guardian Name' })).toHaveValue('Jordan Rivera');
  });

  test('can be filled and sent with the keyboard alone', async ({ page }) => {
    await page.goto('/embed/consultation-request');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Jordan Rivera');
    await page.keyboard.press('Tab');
    await page.keyboard.type('jordan.rivera@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('801-555-0142');
    await page.keyboard.press('Tab');
    await page.keyboard.type('8');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Spelling');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedName(page)).toBe('Schedule Consultation');
    await page.keyboard.press('Enter');
    await expect(toasts(page).getByText('Consultation Scheduled!')).toBeVisible();
  });
});

test.describe('verse-contact-form (/embed/contact-form)', () => {
  const form = (page: Page) => page.locator('verse-contact-form');
  const send = (page: Page) => form(page).getByRole('button', { name: 'Send Message' });
  const panel = (page: Page) => form(page).getByRole('region', { name: 'Security Verification Issue' });
  const dialog = (page: Page) => form(page).getByRole('dialog', { name: 'Alternative Verification' });

  async function fill(page: Page) {
    await fillIn(form(page), { Name: 'Priya Natarajan', Email: 'priya@example.org', Message: 'Do you tutor over the summer?' });
    await form(page).getByRole('combobox', { name: 'Subject' }).selectOption('Educational Support');
  }

  test('a parent sends a message with where they came from', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('verse.attribution', JSON.stringify({ utm_source: 'google', utm_medium: 'cpc', gclid: 'abc', ts: 1767225600000 })),
    );
    await page.goto('/embed/contact-form');
    await expect(form(page).getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', 'Tell us how we can help you...');
    await expect(form(page).getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '6');
    await expect(form(page).getByRole('combobox', { name: 'Subject' }).locator('option:not([disabled])')).toHaveText([
      'General Inquiry',
      'Technical Support',
      'Educational Support',
      'Billing Question',
      'Partnership Opportunity',
    ]);
    await fill(page);
    await expect(send(page)).toBeEnabled();
    const request = posted(page, '/api/contactForms');
    const submitted = nextSubmitted(page);
    await send(page).click();
    expect((await request).postDataJSON()).toEqual({
      name: 'Priya Natarajan',
      email: 'priya@example.org',
      subject: 'educational',
      message: 'Do you tutor over the summer?',
      recaptchaToken: 'local:contact_form',
      attribution: { utm_source: 'google', utm_medium: 'cpc', gclid: 'abc', ts: 1767225600000 },
    });
    await expect(toasts(page).getByText('Message Sent Successfully!')).toBeVisible();
    await expect(toasts(page).getByText('Thank you for contacting us. We will get back to you shortly.')).toBeVisible();
    expect(await submitted).toEqual({ id: expect.any(String), email: 'priya@example.org', submissionType: 'standard' });
    // The element only reports; the host page sets the flag (the embed page has no thank-you step).
    expect(await session(page, 'contactSubmitted')).toBeNull();
    await expect(form(page).getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  test('offers the alternative verification when the spam check fails, and sends for manual review', async ({ page }) => {
    await blockBotCheck(page);
    await page.goto('/embed/contact-form', { waitUntil: 'domcontentloaded' });
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toContainText('We encountered an issue with security verification.');
    await expect(panel(page).getByRole('link', { name: 'support@verse.example' })).toHaveAttribute('href', 'mailto:support@verse.example');
    await expect(panel(page).getByRole('link', { name: '(801) 555-0143' })).toHaveAttribute('href', 'tel:8015550143');
    await expect(send(page)).toBeDisabled();

    // Try Again hides the panel and checks again; still blocked, the panel returns.
    await panel(page).getByRole('button', { name: 'Try Again' }).click();
    await expect(panel(page)).toBeVisible();

    // The message must be complete before the alternative is offered.
    await panel(page).getByRole('button', { name: 'Use Alternative Verification' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(form(page).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Please enter your name.');

    await fill(page);
    await panel(page).getByRole('button', { name: 'Use Alternative Verification' }).click();
    await expect(dialog(page)).toBeVisible();
    const submitFallback = dialog(page).getByRole('button', { name: 'Send for Manual Review' });
    await expect(submitFallback).toBeDisabled();
    await axe(page);
    await dialog(page).getByRole('textbox', { name: 'Phone' }).fill('801 555 0177');
    await expect(submitFallback).toBeEnabled();
    await dialog(page).getByRole('textbox', { name: 'Reason' }).fill('My network blocks Google.');

    const request = posted(page, '/api/contactForms');
    const submitted = nextSubmitted(page);
    await submitFallback.click();
    expect((await request).postDataJSON()).toEqual({
      name: 'Priya Natarajan',
      email: 'priya@example.org',
      subject: 'educational',
      message: 'Do you tutor over the summer?',
      attribution: null,
      submissionType: 'fallback',
      fallbackVerification: { phone: '801 555 0177', alternateEmail: '', reason: 'My network blocks Google.' },
    });
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByText('Thank you for contacting us. We will verify and respond to your message shortly.')).toBeVisible();
    expect(await submitted).toMatchObject({ submissionType: 'fallback', email: 'priya@example.org' });
    expect(await session(page, 'contactSubmitted')).toBeNull();
    await expect(form(page).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    const outbox = JSON.stringify(await (await page.request.get('/api/dev/outbox')).json());
    expect(outbox).toContain('Message to verify by phone: Educational Support from Priya Natarajan');
  });

  test('shows the fallback failure toast inside the dialog, keeping what was typed', async ({ page }) => {
    await blockBotCheck(page);
    await failWith(page, '/api/contactForms', 500);
    await page.goto('/embed/contact-form', { waitUntil: 'domcontentloaded' });
    await fill(page);
    await panel(page).getByRole('button', { name: 'Use Alternative Verification' }).click();
    await dialog(page).getByRole('textbox', { name: 'Phone' }).fill('801 555 0177');
    await dialog(page).getByRole('button', { name: 'Send for Manual Review' }).click();
    // The toast (in the dialog's live region) and the same message kept beside the button.
    await expect(dialog(page).getByRole('status').getByText('There was an error sending your message. Please contact us directly.')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Send for Manual Review' })).toHaveAccessibleDescription(/There was an error sending your message\. Please contact us directly\./);
    await expect(dialog(page).getByRole('textbox', { name: 'Phone' })).toHaveValue('801 555 0177');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(form(page).getByRole('textbox', { name: 'Message' })).toHaveValue('Do you tutor over the summer?');
  });

  test('shows the panel when the server refuses the token', async ({ page }) => {
    await failWith(page, '/api/contactForms', 403);
    await page.goto('/embed/contact-form');
    await fill(page);
    await send(page).click();
    await expect(panel(page)).toBeVisible();
    await expect.poll(() => focusedName(page)).toBe('Security Verification Issue');
  });

  test('can be filled and sent with the keyboard alone', async ({ page }) => {
    await page.goto('/embed/contact-form');
    await expect(send(page)).toBeEnabled();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Priya Natarajan');
    await page.keyboard.press('Tab');
    await page.keyboard.type('priya@example.org');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedName(page)).toBe('subject');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hello from the keyboard.');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedName(page)).toBe('Send Message');
    const request = posted(page, '/api/contactForms');
    await page.keyboard.press('Enter');
    expect((await request).postDataJSON()).toMatchObject({ subject: 'general', message: 'Hello from the keyboard.' });
    await expect(toasts(page).getByText('Message Sent Successfully!')).toBeVisible();
  });

  test('the alternative verification works with the keyboard alone', async ({ page }) => {
    await blockBotCheck(page);
    await page.goto('/embed/contact-form', { waitUntil: 'domcontentloaded' });
    await fill(page);
    await panel(page).getByRole('button', { name: 'Use Alternative Verification' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect.poll(() => focusedName(page)).toBe('phone');
    await page.keyboard.type('801 555 0177');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Thank you for contacting us. We will verify and respond to your message shortly.')).toBeVisible();
  });

  test('passes axe, and with the verification panel showing', async ({ page }) => {
    await page.goto('/embed/contact-form');
    await expect(send(page)).toBeEnabled();
    await axe(page);
    await blockBotCheck(page);
    await page.reload();
    await expect(panel(page)).toBeVisible();
    await axe(page);
  });
});

test.describe('the simpler forms on a partner page (/embed-demo/forms.html)', () => {
  const PARTNER = (port: string) => `http://localhost:${port}/embed-demo/forms.html`;
  const partnerUrl = (page: Page) => PARTNER(new URL(test.info().project.use.baseURL ?? page.url()).port);

  test('loads both forms from another origin under a strict CSP, and they send', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => response.status() >= 400 && !response.url().endsWith('/favicon.ico') && errors.push(`${response.status()} ${response.url()}`));
    page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && errors.push(message.text()));
    await page.goto(partnerUrl(page));
    const consultation = page.locator('verse-consultation-request');
    const assessment = page.locator('verse-intake-form');
    await expect(consultation.getByRole('heading', { name: 'Schedule My Free Consultation' })).toBeVisible();
    await expect(assessment.getByRole('heading', { name: "Get Your Child's Assessment" })).toBeVisible();
    await axe(page);

    await fillIn(consultation, jordan);
    await consultation.getByRole('button', { name: 'Schedule Consultation' }).click();
    await expect(toasts(page).getByText('Consultation Scheduled!')).toBeVisible();

    await fillIn(assessment, dana);
    await assessment.getByRole('button', { name: 'Submit Assessment Request' }).click();
    await expect(toasts(page).getByText('Information Received!')).toBeVisible();

    const log = page.getByRole('region', { name: 'Events received by this page' });
    await expect(log.getByRole('listitem')).toHaveCount(2);
    await expect(log).toContainText('"status":"requested"');
    await expect(log).toContainText('"leadSource":"landing_page_intake"');
    expect(errors).toEqual([]);
  });

  test('the consultation request goes with the keyboard alone', async ({ page }) => {
    await page.goto(partnerUrl(page));
    const consultation = page.locator('verse-consultation-request');
    await expect(consultation.getByRole('heading', { name: 'Schedule My Free Consultation' })).toBeVisible();
    await consultation.getByRole('textbox', { name: 'Parent/Guardian Name' }).focus();
    await page.keyboard.type(jordan['Parent/Guardian Name']);
    for (const text of [jordan.Email, jordan.Phone, jordan['Student Age']]) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(text);
    }
    await page.keyboard.press('Enter');
    await expect(toasts(page).getByText('Consultation Scheduled!')).toBeVisible();
  });
});
