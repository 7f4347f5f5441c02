import { axeOn } from './axe';
import { signInAsAdmin } from './staff';
import { type APIRequestContext } from '@playwright/test';
import { expect, test, testNow, type Page } from './fixtures';
import { consentChosen, visit } from './visitor';

// Staff at /admin/bookings and /admin/availability: confirm a request into a slot, cancel a
// booking (the parent's cancellation is in the outbox), change the hours and see the preview follow.

const TOKEN = 'local:consultation_booking';
const ZONE = 'America/Denver';

// Making an admin runs wrangler (some 10-20 s on a busy 2-core machine), and axe reads long pages.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(({ context }) => consentChosen(context));

/** The calendar date `days` after today in MT, moved on to a weekday the default hours open (not a holiday). */
async function openWeekday(api: APIRequestContext, minDays: number, weekdays = [1, 2, 3, 4, 5]): Promise<{ date: string; slots: { start: string; label: string }[] }> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(testNow());
  const from = new Date(`${today}T12:00:00Z`);
  from.setUTCDate(from.getUTCDate() + minDays);
  const to = new Date(from);
  to.setUTCDate(to.getUTCDate() + 20);
  const answer = await api.post('/api/getAvailabilityV2', { data: { startDateISO: from.toISOString().slice(0, 10), endDateISO: to.toISOString().slice(0, 10), recaptchaToken: TOKEN } });
  const { availability } = (await answer.json()) as { availability: { date: string; slots: { start: string; end: string; label: string }[] }[] };
  const day = availability.find((d) => weekdays.includes(new Date(`${d.date}T12:00:00Z`).getUTCDay()) && d.slots.length >= 18);
  if (!day) throw new Error('no open weekday found');
  return day;
}

const parent = (name: string) => ({ parentName: name, phone: '(801) 555-0142', email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`, notes: 'Reads slowly.' });

/** A request from the simpler form: a date and no time. */
async function request(api: APIRequestContext, name: string, date: string) {
  const response = await api.post('/api/bookConsultation', { data: { ...parent(name), dateISO: date, recaptchaToken: TOKEN } });
  expect(response.status()).toBe(200);
}

/** A booking through a hold, as the booking widget makes one. */
async function booking(api: APIRequestContext, name: string, date: string, slot: { start: string; end: string; label: string }) {
  const body = { startISO: slot.start, endISO: slot.end, label: slot.label, dateISO: date, recaptchaToken: TOKEN };
  const held = await api.post('/api/holdSlot', { data: body });
  expect(held.status()).toBe(200);
  const { lockId } = (await held.json()) as { lockId: string };
  const booked = await api.post('/api/bookConsultation', { data: { ...parent(name), ...body, lockId } });
  expect(booked.status()).toBe(200);
}

const axe = (page: Page) => axeOn(page).include('main').analyze();

test('an admin confirms a request into a slot, and cancels a booking whose cancellation is in the outbox', async ({ page }) => {
  await visit(page, '/');
  await signInAsAdmin(page);
  const day = await openWeekday(page.request, 3);
  const requester = `Casey Request ${Date.now() % 100000}`;
  const booker = `Robin Booked ${Date.now() % 100000}`;
  await request(page.request, requester, day.date);
  const bookedSlot = day.slots.at(-1)! as { start: string; end: string; label: string };
  await booking(page.request, booker, day.date, bookedSlot);

  await visit(page, '/admin/bookings');
  await expect(page.getByRole('heading', { level: 2, name: 'Bookings' })).toBeVisible();
  const requestCard = page.getByRole('listitem').filter({ has: page.getByText(requester) });
  await expect(requestCard.getByText('Requested', { exact: true })).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);

  // By keyboard: open the slot picker, keep the request's date, take its second open time.
  await requestCard.getByRole('button', { name: 'Confirm into a slot' }).focus();
  await page.keyboard.press('Enter');
  const picker = requestCard.getByRole('form', { name: 'Confirm booking' });
  await expect(picker.getByLabel('Date')).toBeFocused();
  const time = picker.getByLabel('Time (MT)');
  await expect(time.locator('option')).not.toHaveCount(0);
  const chosen = day.slots[1]!;
  await time.selectOption(chosen.start);
  expect((await axe(page)).violations).toEqual([]);
  await picker.getByRole('button', { name: 'Confirm booking' }).press('Enter');
  const done = page.getByRole('status').filter({ hasText: `Booked ${requester}` });
  await expect(done).toBeFocused();
  await expect(done).toContainText(`${chosen.label} MT`);
  const confirmedCard = page.getByRole('listitem').filter({ has: page.getByText(requester) });
  await expect(confirmedCard.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(confirmedCard.getByRole('heading')).toContainText(chosen.label);

  // The slot is gone for parents.
  const after = await page.request.post('/api/getAvailabilityV2', { data: { startDateISO: day.date, endDateISO: day.date, recaptchaToken: TOKEN } });
  const offered = ((await after.json()) as { availability: { slots: { start: string }[] }[] }).availability.flatMap((d) => d.slots.map((s) => s.start));
  expect(offered).not.toContain(chosen.start);

  // Cancel the widget's booking: the parent's cancellation, with its calendar cancel, is queued.
  const bookedCard = page.getByRole('listitem').filter({ has: page.getByText(booker) });
  await bookedCard.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(bookedCard.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await bookedCard.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Cancelled the consultation of ${booker}` })).toBeFocused();
  await expect(page.getByRole('listitem').filter({ has: page.getByText(booker) })).toHaveCount(0);

  const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as unknown;
  const messages = (Array.isArray(outbox) ? outbox : ((outbox as { outbox?: unknown[]; messages?: unknown[] }).outbox ?? (outbox as { messages: unknown[] }).messages)) as Record<string, unknown>[];
  const to = parent(booker).email;
  const cancellation = messages.find((m) => JSON.stringify(m).includes(to) && JSON.stringify(m).includes('consultation_cancelled'));
  expect(cancellation, 'the cancellation in the outbox').toBeTruthy();
  expect(JSON.stringify(cancellation)).toContain('METHOD:CANCEL');

  // Leave the slot free for the specs that follow.
  const listing = (await (await page.request.get('/api/admin/bookings')).json()) as { upcoming: { id: string; parentName: string }[] };
  const confirmedId = listing.upcoming.find((b) => b.parentName === requester)!.id;
  const origin = new URL(page.url()).origin;
  expect((await page.request.post(`/api/admin/bookings/${confirmedId}/cancel`, { headers: { Origin: origin }, data: {} })).status()).toBe(200);
});

test('an admin changes the hours and sees the preview of what parents see change, then saves', async ({ page }) => {
  await visit(page, '/');
  await signInAsAdmin(page);
  // The hours are shared by every spec of the run: put them back however this test ends.
  const origin = new URL(page.url()).origin;
  const { settings } = (await (await page.request.get('/api/admin/availability')).json()) as { settings: unknown };
  test.info().attach('settings before', { body: JSON.stringify(settings), contentType: 'application/json' });
  try {
    await changeHours(page);
  } finally {
    const restored = await page.request.put('/api/admin/availability', { headers: { Origin: origin }, data: settings });
    expect(restored.status()).toBe(200);
  }
});

async function changeHours(page: Page) {
  await visit(page, '/admin/availability');
  await expect(page.getByRole('heading', { level: 2, name: 'Availability' })).toBeVisible();
  const preview = page.getByRole('region', { name: 'What parents will see: the next two weeks' });
  await expect(preview).toContainText('As saved.');
  expect((await axe(page)).violations).toEqual([]);

  // Saturday opens 9:00-11:00 with hour-long slots.
  const saturday = page.getByRole('group', { name: 'Saturday' });
  await saturday.getByRole('button', { name: 'Open on Saturday' }).click();
  await saturday.getByLabel('Saturday From').fill('09:00');
  await saturday.getByLabel('Saturday To').fill('11:00');
  await page.getByLabel('Slot length (minutes)').selectOption('60');
  await expect(preview).toContainText('Preview of your changes (not saved yet).');
  const saturdayRow = preview.getByRole('listitem').filter({ hasText: /^Sat, / });
  await expect(saturdayRow.first()).toContainText('2 times, 9:00 AM to 11:00 AM');
  expect((await axe(page)).violations).toEqual([]);

  await page.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. Parents see the new availability now.' })).toBeFocused();
  await expect(preview).toContainText('As saved.');
  await expect(saturdayRow.first()).toContainText('2 times, 9:00 AM to 11:00 AM');
}
