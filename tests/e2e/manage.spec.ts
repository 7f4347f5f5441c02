import { axeOn } from './axe';
import { confirmAs, holdFirstOpenTime, holding } from './booking-steps';
import { expect, shot, test, testNow, type Locator, type Page } from './fixtures';
import { consentChosen } from './visitor';

// After booking: the manage link from the confirmation email in the outbox opens the booking, which
// the parent moves with the booking calendar (the new time on the page and in the new invite) and
// then cancels; no reminder goes out for it. At a desktop's width and, from another time zone, a phone's.

type Mail = { kind: string; to_address: string; text_body: string; ics: string | null };

async function mailTo(page: Page, address: string): Promise<Mail[]> {
  const response = await page.request.get('/api/dev/outbox?limit=200');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { outbox: Mail[] }).outbox.filter((m) => m.to_address === address);
}

const axe = async (page: Page) => (await axeOn(page).include('main').analyze()).violations;

/** Takes the first open time of the first open day after today: far enough ahead to move it online. */
async function holdTimeOnALaterDay(panel: Locator) {
  await panel.getByRole('button', { name: /^(?!.*today)[A-Z][a-z]+day, .*, \d+ open times?$/ }).first().click();
  await panel.getByRole('list', { name: /^Open times on/ }).getByRole('button').first().click();
  await expect(holding(panel)).toBeVisible();
}

/**
 * Books the first open time of the first open day after today as `name` on the start page's
 * dialog, and lands on the thank-you page.
 */
async function bookOnALaterDay(page: Page, name: string, phone: string, email: string) {
  await page.goto('/start-here?open=consultation');
  const dialog = page.getByRole('dialog', { name: 'Schedule a Free Consultation' });
  await expect(dialog.getByText(/^Next available:/)).toBeVisible();
  await holdTimeOnALaterDay(dialog);
  await confirmAs(dialog, name, phone, email);
  await expect(page).toHaveURL(/\/thank-you\/consultation$/);
}

/** "20261201T150000" (MT wall clock, as the invite's DTSTART;TZID=America/Denver has it) → "3:00 PM". */
function clockOf(stamp: string): string {
  const hour = Number(stamp.slice(9, 11));
  const minute = stamp.slice(11, 13);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}
const eventStart = (ics: string) => /BEGIN:VEVENT[\s\S]*?\r\nDTSTART;TZID=America\/Denver:(\d{8}T\d{6})\r\n/.exec(ics)![1]!;

// At a phone's width, the parent in New York below takes the same path.
test('at 1280 px: book, open the manage link from the email, reschedule, cancel, and no reminder goes out', async ({ page }) => {
  const width = 1280;
  test.setTimeout(120_000);
  await page.setViewportSize({ width, height: 900 });
  const email = `manage-${width}@example.com`;

  await bookOnALaterDay(page, 'Casey Morgan', '801-555-0177', email);
  const fromThankYou = await page.getByRole('link', { name: 'Manage your booking' }).getAttribute('href');

  // The link in the confirmation email (the outbox), the same as the thank-you page's.
  const [confirmation] = (await mailTo(page, email)).filter((m) => m.kind === 'consultation_confirmation');
  const link = /https?:\/\/[^\s]+\/manage\/([A-Za-z0-9_-]{43})/.exec(confirmation!.text_body)!;
  expect(fromThankYou).toBe(`/manage/${link[1]}`);
  await page.goto(new URL(link[0]).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Your free consultation' })).toBeVisible();
  const when = page.locator('.booked-details dd').first();
  const before = eventStart(confirmation!.ics!);
  await expect(when).toContainText(`${clockOf(before)} -`);
  await expect(page.locator('.booked-details')).toContainText(/801.?555.?0177/);
  await expect(page.getByRole('link', { name: 'Calendar file (.ics)' })).toBeVisible();
  expect(await axe(page)).toEqual([]);

  // Reschedule with the booking calendar: hold another time, move there.
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const calendar = page.locator('verse-manage-reschedule');
  await holdFirstOpenTime(calendar);
  expect(await axe(page)).toEqual([]);
  await shot(page, `reschedule-held-${width}.png`, { fullPage: true });
  await calendar.getByRole('button', { name: 'Move my call to this time' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done: your call is now on' })).toBeVisible();
  const moved = (await mailTo(page, email)).filter((m) => m.kind === 'consultation_rescheduled');
  expect(moved).toHaveLength(1);
  const after = eventStart(moved[0]!.ics!);
  expect(after).not.toBe(before);
  expect(moved[0]!.ics).toContain('\r\nMETHOD:REQUEST\r\n');
  expect(moved[0]!.ics).toContain('\r\nSEQUENCE:1\r\n');
  await expect(when).toContainText(`${clockOf(after)} -`);
  // The same link, opened again, shows the new time.
  await page.reload();
  await expect(page.locator('.booked-details dd').first()).toContainText(`${clockOf(after)} -`);

  // Cancel, with a reason.
  await page.getByRole('button', { name: 'Cancel consultation' }).click();
  await page.getByRole('textbox', { name: /Reason/ }).fill('We found a time that suits us better.');
  await page.getByRole('button', { name: 'Yes, cancel my consultation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This consultation is cancelled' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a new time' })).toBeVisible();
  await shot(page, `cancelled-${width}.png`, { fullPage: true });
  const cancelled = (await mailTo(page, email)).filter((m) => m.kind === 'consultation_cancelled');
  expect(cancelled).toHaveLength(1);
  expect(cancelled[0]!.ics).toContain('\r\nMETHOD:CANCEL\r\n');
  expect(await axe(page)).toEqual([]);

  // The schedule runs (as the Cron Trigger does): nothing for a cancelled booking.
  const run = await page.request.post('/api/dev/scheduled');
  expect(run.ok()).toBe(true);
  expect((await mailTo(page, email)).filter((m) => m.kind.startsWith('consultation_reminder'))).toEqual([]);
});

test('a bad link gets a clear page', async ({ page }) => {
  await page.goto('/manage/not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not open a booking' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a consultation' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

test('"Delete my data" from the manage page: a link by email, and only its confirmation starts the deletion', async ({ page }) => {
  const token = 'local:consultation_booking';
  // The next 20 days as the run's clock has them (the worker's), in MT, where the calendar is kept.
  const today = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(testNow())}T12:00:00Z`);
  const range = { startDateISO: today.toISOString().slice(0, 10), endDateISO: new Date(today.getTime() + 20 * 864e5).toISOString().slice(0, 10) };
  const { availability } = (await (await page.request.post('/api/getAvailabilityV2', { data: { ...range, recaptchaToken: token } })).json()) as {
    availability: { date: string; slots: { start: string; end: string; label: string }[] }[];
  };
  const day = availability.filter((open) => open.slots.length).at(-1);
  if (!day) throw new Error(`No open time between ${range.startDateISO} and ${range.endDateISO}`);
  const slot = day.slots.at(-1)!;
  const slotBody = { startISO: slot.start, endISO: slot.end, label: slot.label, dateISO: day.date, recaptchaToken: token };
  const { lockId } = (await (await page.request.post('/api/holdSlot', { data: slotBody })).json()) as { lockId: string };
  const email = 'delete-me@example.com';
  const booked = await page.request.post('/api/bookConsultation', { data: { ...slotBody, lockId, parentName: 'Robin Vale', phone: '(801) 555-0166', email } });
  const { manageToken } = (await booked.json()) as { manageToken: string };

  await page.goto(`/manage/${manageToken}`);
  await page.getByRole('button', { name: 'Delete my data' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We emailed a confirmation link to d•••@example.com' })).toBeVisible();
  const [confirmation] = (await mailTo(page, email)).filter((m) => m.kind === 'data_deletion_confirm');
  const link = new URL(/https?:\/\/\S+\/delete-my-data\/[A-Za-z0-9_-]{43}/.exec(confirmation!.text_body)![0]).pathname;
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Delete your data?' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  expect((await mailTo(page, email)).filter((m) => m.kind === 'data_deletion_acknowledged')).toEqual([]);
  await page.getByRole('button', { name: 'Yes, delete my data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your request is confirmed' })).toBeVisible();
  expect((await mailTo(page, email)).filter((m) => m.kind === 'data_deletion_acknowledged')).toHaveLength(1);
  expect(await axe(page)).toEqual([]);
});

test('My consultations: nothing until the address is verified by its emailed link, then the bookings', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const email = `member-${Date.now()}@example.com`;
  const auth = (path: string) =>
    page.request.post(`/api/auth/${path}`, { data: { email, password: 'reading-is-fun', recaptchaToken: `local:${path}` }, headers: { Origin: origin } });
  expect((await auth('register')).status()).toBe(201);
  expect((await auth('login')).status()).toBe(200);

  // The header's name is the way to the member's own page.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: email }).click();
  await expect(page).toHaveURL(/\/my-consultations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My consultations' })).toBeVisible();
  await expect(page.getByText(`we show them once you confirm that ${email} is your address`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming' })).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: 'Email me a confirmation link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We emailed a confirmation link to ${email}` })).toBeVisible();
  const [verification] = (await mailTo(page, email)).filter((m) => m.kind === 'email_verification');
  await page.goto(new URL(/https?:\/\/\S+\/verify-email\/[A-Za-z0-9_-]{43}/.exec(verification!.text_body)![0]).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'See my consultations' }).click();
  await expect(page.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
  await expect(page.getByText('No upcoming consultation.')).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

test.describe('a parent in New York on a phone', () => {
  test.use({ viewport: { width: 360, height: 640 }, timezoneId: 'America/New_York', hasTouch: true });
  // A parent who already answered the cookie banner: the screenshots show the page itself.
  test.beforeEach(({ context }) => consentChosen(context));

  test('the thank-you page says the call is booked and where to move it; rescheduling is one card with the month on one line and the hold bar over no time; the cancelled page strikes out both times', async ({ page }) => {
    test.setTimeout(120_000);
    const email = 'manage-phone-ny@example.com';
    await bookOnALaterDay(page, 'Robin Ellis', '212-555-0134', email);
    const main = page.getByRole('main');
    await expect(main.getByText('Your call is booked.', { exact: false })).toBeVisible();
    const next = main.getByRole('region', { name: 'What happens next' });
    await expect(next).toContainText('Need another time? Move or cancel it yourself with the link in your email, or call us at (801) 555-0143');
    const manage = await next.getByRole('link', { name: 'the link in your email' }).getAttribute('href');
    expect(manage).toBe(await main.getByRole('link', { name: 'Manage your booking' }).getAttribute('href'));

    await page.goto(manage!);
    await expect(page.getByRole('heading', { level: 1, name: 'Your free consultation' })).toBeVisible();
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const calendar = page.locator('verse-manage-reschedule');
    const card = page.getByRole('region', { name: 'Your free consultation' });
    const month = calendar.getByRole('heading', { level: 3, name: /^[A-Z][a-z]+ \d{4}$/ });
    await expect(month).toBeVisible();
    // One line: no taller than its line height allows.
    const lines = await month.evaluate((title) => title.getBoundingClientRect().height / parseFloat(getComputedStyle(title).lineHeight));
    expect(lines).toBeLessThan(1.5);
    // The calendar uses the page's card as its own: no second card inside it, its full width given to the days.
    const [cardBox, gridBox] = [(await card.boundingBox())!, (await calendar.getByRole('grid').boundingBox())!];
    expect(gridBox.width).toBeGreaterThan(cardBox.width - 2 * 20);
    const panelEdge = await calendar.evaluate((host) => getComputedStyle(host.shadowRoot!.querySelector('.panel')!).borderTopWidth);
    expect(panelEdge).toBe('0px');

    await holdTimeOnALaterDay(calendar);
    const bar = holding(calendar);
    const times = calendar.getByRole('list', { name: /^Open times on/ }).getByRole('button');
    // Wherever the page is scrolled, the bar covers no time button.
    for (const at of ['first', 'last'] as const) {
      await times[at]().scrollIntoViewIfNeeded();
      const barBox = (await bar.boundingBox())!;
      for (const time of await times.all()) {
        const box = (await time.boundingBox())!;
        expect(box.y + box.height <= barBox.y || barBox.y + barBox.height <= box.y, `${await time.textContent()} under the bar`).toBe(true);
      }
    }
    await shot(page, 'reschedule-held-360-ny.png', { fullPage: true });
    await calendar.getByRole('button', { name: 'Move my call to this time' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Done: your call is now on' })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel consultation' }).click();
    await page.getByRole('button', { name: 'Yes, cancel my consultation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This consultation is cancelled' })).toBeVisible();
    const was = page.getByRole('definition').first();
    await expect(was).toContainText('MT');
    await expect(was).toContainText('your time');
    // Both the MT time and the parent's own are struck through.
    const struck = await was.evaluate((dd) => [...dd.children].map((child) => [child.textContent, getComputedStyle(child).textDecorationLine]));
    expect(struck).toHaveLength(2);
    for (const [text, line] of struck) expect(line, text!).toBe('line-through');
    expect(await axe(page)).toEqual([]);
    await shot(page, 'cancelled-360-ny.png', { fullPage: true });
  });
});
