// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../runtime';
import { VerseBooking } from './element';
import { loadLater } from './Panel';
import { advance, useFakeClock } from '../runtime/testing';

// Saturday 21 November 2026, 10:00 AM MT. Open: Monday 23rd at 9:00 and 9:30 AM MT.
const NOW = new Date('2026-11-21T17:00:00.000Z');
const nine = { start: '2026-11-23T16:00:00.000Z', end: '2026-11-23T16:30:00.000Z', label: '9:00 AM - 9:30 AM' };
const nineThirty = { start: '2026-11-23T16:30:00.000Z', end: '2026-11-23T17:00:00.000Z', label: '9:30 AM - 10:00 AM' };

type Reply = [number, unknown];
type Handler = (body: Record<string, unknown>) => Reply | Promise<Reply>;
let calls: { path: string; body: Record<string, unknown>; keepalive?: boolean; contentType?: string }[] = [];

function mockApi(handlers: Record<string, Handler> = {}) {
  const defaults: Record<string, Handler> = {
    '/api/config': () => [200, { botCheck: { mode: 'local' } }],
    '/api/getAvailabilityV2': () => [200, { availability: [{ date: '2026-11-23', slots: [nine, nineThirty] }] }],
    '/api/holdSlot': () => [200, { lockId: 'lock-1', expiresInSeconds: 300 }],
    '/api/releaseSlot': () => [200, { released: true }],
    '/api/bookConsultation': () => [200, { bookingId: 'booking-1', status: 'confirmed' }],
  };
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://test.local').pathname;
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      const contentType = new Headers(init?.headers).get('Content-Type') ?? undefined;
      if (path !== '/api/config') calls.push({ path, body, keepalive: init?.keepalive, contentType });
      const [status, json] = await (handlers[path] ?? defaults[path]!)(body);
      return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

/** An answer the mocked API holds back until the test calls `answer()`. */
function heldBack(reply: Reply): { handler: Handler; answer: () => void } {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  return { handler: async () => (await answered, reply), answer };
}

/**
 * Lets the mocked API answer and the element render it: 100 ms of fake time, for Preact runs each
 * render's effects a frame later, and an answer or a dialog takes a few renders in a row.
 */
const settle = () => advance(100);

defineElement('test-booking', VerseBooking);
// The time buttons, hold and details step load with the first interaction with the panel; loaded up front here, so each test's settle() covers
// only the element's own steps.
beforeAll(() => loadLater());
let host: HTMLElement;
const $ = <T extends Element = HTMLElement>(selector: string) => host.shadowRoot!.querySelector<T>(selector as never) as T;
const byText = (selector: string, text: string) =>
  [...host.shadowRoot!.querySelectorAll<HTMLElement>(selector)].find((el) => el.textContent?.includes(text))!;
const type = (selector: string, value: string) => {
  const input = $<HTMLInputElement>(selector);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

async function mount(attributes: Record<string, string> = {}) {
  host = document.createElement('test-booking');
  host.setAttribute('api-base', 'http://test.local');
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  document.body.append(host);
  await settle();
  return host;
}

async function chooseNine() {
  $('[data-date="2026-11-23"]').click();
  await settle();
  byText('.slot', '9:00 AM').click();
  await settle();
}

// The whole clock is fake, not only the date: the hold's countdown ticks only when a test says.
useFakeClock({ now: NOW });
beforeEach(() => mockApi());

afterEach(() => {
  host?.remove();
  vi.unstubAllGlobals();
});

describe('verse-booking inline', () => {
  it('loads the 42-day grid and the next 30 days, and says when the next opening is', async () => {
    await mount();
    const ranges = calls.filter((c) => c.path === '/api/getAvailabilityV2').map((c) => [c.body.startDateISO, c.body.endDateISO]);
    expect(ranges).toContainEqual(['2026-11-01', '2026-12-12']);
    expect(ranges).toContainEqual(['2026-11-21', '2026-12-21']);
    expect($('.next').textContent).toContain('Next available: Monday, 11/23, 9:00 AM');
    expect($('[data-date="2026-11-23"]').getAttribute('aria-disabled')).toBeNull();
    expect($('[data-date="2026-11-24"]').getAttribute('aria-disabled')).toBe('true');
    expect($('[data-date="2026-11-21"]').getAttribute('aria-current')).toBe('date');
    expect($('[aria-label="Previous month"]').hasAttribute('disabled')).toBe(true);
  });

  it('does not say a day has no open times while the month is still loading', async () => {
    const month = heldBack([200, { availability: [{ date: '2026-11-23', slots: [nine, nineThirty] }] }]);
    mockApi({ '/api/getAvailabilityV2': month.handler });
    await mount();
    const label = (date: string) => $(`[data-date="${date}"]`).getAttribute('aria-label');
    expect(label('2026-11-23')).toBe('Monday, November 23, checking open times');
    expect(label('2026-11-21')).toBe('Saturday, November 21, today, checking open times');
    expect(label('2026-11-20')).toBe('Friday, November 20, no open times');
    month.answer();
    await settle();
    expect(label('2026-11-23')).toBe('Monday, November 23, 2 open times');
    expect(label('2026-11-24')).toBe('Tuesday, November 24, no open times');
  });

  it('holds a clicked time, counts down, and enables Confirm only with the contact fields', async () => {
    await mount({ name: 'Ada Parent' });
    await chooseNine();
    const hold = calls.find((c) => c.path === '/api/holdSlot')!;
    expect(hold.body).toEqual({ startISO: nine.start, endISO: nine.end, label: nine.label, dateISO: '2026-11-23', recaptchaToken: 'local:consultation_booking' });
    expect($('.countdown').textContent).toBe('Holding slot for 5:00 min');
    expect($<HTMLInputElement>('#f-parentName').value).toBe('Ada Parent');
    const confirm = $<HTMLButtonElement>('[part="confirm"]');
    expect(confirm.disabled).toBe(true);
    type('#f-phone', '801-555-0100');
    await settle();
    expect(confirm.disabled).toBe(true);
    type('#f-email', 'ada@example.com');
    await settle();
    expect(confirm.disabled).toBe(false);
  });

  it('shows the email message in an alert and marks the field', async () => {
    await mount({ name: 'Ada', phone: '801-555-0100', email: 'ada@example' });
    await chooseNine();
    $<HTMLButtonElement>('[part="confirm"]').click();
    await settle();
    expect($('[role="alert"]#form-error').textContent).toBe('Please enter a valid email address.');
    expect($('#f-email').getAttribute('aria-invalid')).toBe('true');
    expect($('#f-email').getAttribute('aria-describedby')).toContain('form-error');
    expect(calls.some((c) => c.path === '/api/bookConsultation')).toBe(false);
  });

  it('books once on a double click, announces success and starts over', async () => {
    const booking = heldBack([200, { bookingId: 'booking-1', status: 'confirmed' }]);
    mockApi({ '/api/bookConsultation': booking.handler });
    await mount({ name: 'Ada Parent', phone: '801-555-0100', email: 'ada@example.com' });
    const booked: unknown[] = [];
    document.addEventListener('booked', (event) => booked.push((event as CustomEvent).detail));
    await chooseNine();
    const confirm = $<HTMLButtonElement>('[part="confirm"]');
    confirm.click();
    confirm.click();
    await settle();
    expect($('[part="confirm"]').textContent).toContain('Scheduling...');
    booking.answer();
    await settle();
    const bookings = calls.filter((c) => c.path === '/api/bookConsultation');
    expect(bookings).toHaveLength(1);
    expect(bookings[0]!.body).toMatchObject({ parentName: 'Ada Parent', lockId: 'lock-1', startISO: nine.start, dateISO: '2026-11-23', notes: '' });
    expect(booked).toEqual([{ bookingId: 'booking-1', startISO: nine.start, endISO: nine.end, label: nine.label, email: 'ada@example.com', phone: '801-555-0100' }]);
    expect($('[role="status"].success-slot').textContent).toContain('Consultation scheduled successfully!');
    expect($('[role="status"].success-slot').textContent).toContain("You'll receive a confirmation email with meeting details and calendar invite");
    expect($('[part="confirm"]')).toBeNull();
    expect(calls.some((c) => c.path === '/api/releaseSlot')).toBe(false);
  });

  it('explains a lost slot and refreshes that day', async () => {
    mockApi({ '/api/holdSlot': () => [409, { error: 'This time is no longer available. Please pick another slot.' }] });
    await mount();
    await chooseNine();
    expect($('.slot-error').textContent).toBe('This time is no longer available. Please pick another slot.');
    expect(calls.filter((c) => c.path === '/api/getAvailabilityV2').at(-1)!.body).toMatchObject({ startDateISO: '2026-11-23', endDateISO: '2026-11-23' });
    expect($('[part="confirm"]')).toBeNull();
  });

  it('reads a booking failure from the server, else says it failed', async () => {
    mockApi({ '/api/bookConsultation': () => [500, {}] });
    await mount({ name: 'Ada', phone: '801-555-0100', email: 'ada@example.com' });
    await chooseNine();
    $<HTMLButtonElement>('[part="confirm"]').click();
    await settle();
    expect($('#form-error').textContent).toBe('Failed to schedule');
  });

  it('releases the hold when the time or the date changes', async () => {
    await mount();
    await chooseNine();
    byText('.slot', '9:30 AM').click();
    await settle();
    expect(calls.filter((c) => c.path === '/api/releaseSlot').map((c) => c.body)).toEqual([{ lockId: 'lock-1' }]);
  });

  it('gives a live hold back when the page is left: keepalive, as a simple request with no preflight', async () => {
    await mount();
    await chooseNine();
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(calls.filter((c) => c.path === '/api/releaseSlot')).toEqual([
      { path: '/api/releaseSlot', body: { lockId: 'lock-1' }, keepalive: true, contentType: 'text/plain;charset=UTF-8' },
    ]);
    expect($<HTMLButtonElement>('[part="confirm"]').disabled).toBe(true);
  });

  it('ends the hold at zero: drops the lock, fires holdexpired and disables Confirm', async () => {
    mockApi({ '/api/holdSlot': () => [200, { lockId: 'lock-1', expiresInSeconds: 3 }] });
    host = document.createElement('test-booking');
    host.setAttribute('api-base', 'http://test.local');
    host.setAttribute('name', 'Ada');
    host.setAttribute('phone', '1');
    host.setAttribute('email', 'a@b.co');
    document.body.append(host);
    await settle();
    let expired = 0;
    host.addEventListener('holdexpired', () => expired++);
    $('[data-date="2026-11-23"]').click();
    await settle();
    byText('.slot', '9:00 AM').click();
    await settle();
    expect($('.countdown').textContent).toBe('Holding slot for 0:03 min');
    expect($<HTMLButtonElement>('[part="confirm"]').disabled).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect($('.countdown').textContent).toBe('Holding slot for 0:02 min');
    await vi.advanceTimersByTimeAsync(2000);
    expect(expired).toBe(1);
    expect($('.hold.expired').textContent).toMatch(/hold on this time has ended/);
    expect($<HTMLButtonElement>('[part="confirm"]').disabled).toBe(true);
  });
});

describe('verse-booking dialog', () => {
  it('opens from its trigger, closes with the × button, and tells the page', async () => {
    await mount({ mode: 'dialog' });
    const trigger = $<HTMLButtonElement>('[part="trigger"]');
    expect(trigger.textContent).toBe('Book a Free Consultation');
    expect(calls).toHaveLength(0);
    trigger.click();
    await settle();
    const dialog = $<HTMLDialogElement>('dialog');
    expect(dialog.open).toBe(true);
    expect(host.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe('booking-title');
    expect($('#booking-title').textContent).toBe('Schedule a Free Consultation');
    expect(calls.some((c) => c.path === '/api/getAvailabilityV2')).toBe(true);
    let closed = 0;
    host.addEventListener('close', () => closed++);
    $<HTMLButtonElement>('[aria-label="Close"]').click();
    await settle();
    expect(dialog.open).toBe(false);
    expect(host.hasAttribute('open')).toBe(false);
    expect(closed).toBe(1);
    expect($('.panel')).toBeNull();
  });

  it('opens again at once after Escape, even before the browser has sent the close event', async () => {
    await mount({ mode: 'dialog' });
    const trigger = $<HTMLButtonElement>('[part="trigger"]');
    trigger.click();
    await settle();
    const dialog = $<HTMLDialogElement>('dialog');
    let closed = 0;
    host.addEventListener('close', () => closed++);
    // Escape: the browser closes the modal and gives focus back at once; its close event is a task queued for later.
    dialog.removeAttribute('open');
    trigger.click();
    dialog.dispatchEvent(new Event('close'));
    await settle();
    expect(dialog.open).toBe(true);
    expect(host.hasAttribute('open')).toBe(true);
    expect(closed).toBe(1);
    // The late event after the dialog is showing again closes nothing either.
    dialog.dispatchEvent(new Event('close'));
    await settle();
    expect(dialog.open).toBe(true);
    expect(closed).toBe(1);
  });

  it('follows the open attribute, and releases a live hold on close', async () => {
    await mount({ mode: 'dialog', open: '' });
    expect($<HTMLDialogElement>('dialog').open).toBe(true);
    await chooseNine();
    host.removeAttribute('open');
    await settle();
    expect($<HTMLDialogElement>('dialog').open).toBe(false);
    expect(calls.filter((c) => c.path === '/api/releaseSlot').map((c) => c.body)).toEqual([{ lockId: 'lock-1' }]);
  });

  it('uses its label', async () => {
    await mount({ mode: 'dialog', label: 'Pick a time' });
    expect($('[part="trigger"]').textContent).toBe('Pick a time');
  });
});

describe('verse-booking: a second booking for one address', () => {
  // Each test's first booking has a manage token of its own, as real ones are unique (the page keeps each once).
  let TOKEN_1 = '';
  let earlier: { dateISO: string; startISO: string; endISO: string; label: string; manageToken: string; canMove: boolean; cutoffHours: number };
  let tests = 0;
  beforeEach(() => {
    TOKEN_1 = String(++tests).padStart(43, 'a');
    earlier = { dateISO: '2026-11-23', startISO: nine.start, endISO: nine.end, label: nine.label, manageToken: TOKEN_1, canMove: true, cutoffHours: 12 };
  });
  /** A time as the panel shows it: MT, and the visitor's own clock beside it when that reads differently. */
  const MT = (text: string) => new RegExp(`${text.replace(/[()]/g, '\\$&')} MT( \\(\\d{1,2}:\\d{2} [AP]M your time\\))?`);

  /** Books 9:00 once (the page keeps its manage token), then picks 9:00 again and presses Confirm. */
  async function bookTwice(email: string, existing: () => unknown[] | Reply, bookAnswer: Handler = () => [200, { bookingId: 'booking-1', status: 'confirmed', manageToken: TOKEN_1 }]) {
    mockApi({
      '/api/bookConsultation': bookAnswer,
      '/api/existingBookings': () => {
        const answer = existing();
        return typeof answer[0] === 'number' ? (answer as Reply) : [200, { existing: answer }];
      },
    });
    await mount({ name: 'Ada Parent', phone: '801-555-0100', email });
    const booked: Record<string, unknown>[] = [];
    host.addEventListener('booked', (event) => booked.push((event as CustomEvent).detail));
    await chooseNine();
    $<HTMLButtonElement>('[part="confirm"]').click();
    await settle();
    await chooseNine();
    $<HTMLButtonElement>('[part="confirm"]').click();
    await settle();
    await settle();
    return booked;
  }

  it("asks before a second booking: names the call already booked with the page's token, in MT and the visitor's zone", async () => {
    const booked = await bookTwice('twice@example.com', () => [earlier]);
    // The first Confirm had no token to prove anything, and the API is on another origin: no check.
    const checks = calls.filter((c) => c.path === '/api/existingBookings');
    expect(checks.map((c) => c.body)).toEqual([{ email: 'twice@example.com', manageTokens: [TOKEN_1], recaptchaToken: 'local:consultation_booking' }]);
    expect(calls.filter((c) => c.path === '/api/bookConsultation')).toHaveLength(1);
    expect(booked).toHaveLength(1);
    const notice = $('section.existing');
    expect(notice.querySelector('h4')!.textContent).toBe('You already have a consultation booked');
    expect(notice.textContent).toMatch(MT('Your call on Monday, November 23 at 9:00 AM'));
    expect(notice.textContent).toMatch(/is still booked\./);
    expect(notice.querySelector('#existing-text')!.textContent).toMatch(new RegExp(`Keep both calls, or keep only the new time, ${MT('Monday, November 23 at 9:00 AM').source}\\?`));
    expect(host.shadowRoot!.activeElement).toBe(notice.querySelector('h4'));
    expect($('[part="confirm"]')).toBeNull();
    expect(byText('button', 'Keep only the new time').getAttribute('aria-describedby')).toBe('existing-move');
  });

  it('"Keep both calls" books the new time as a booking of its own', async () => {
    const booked = await bookTwice('both@example.com', () => [earlier], () => [200, { bookingId: `booking-${calls.length}`, status: 'confirmed', manageToken: 'b'.repeat(43) }]);
    byText('button', 'Keep both calls').click();
    await settle();
    const bookings = calls.filter((c) => c.path === '/api/bookConsultation');
    expect(bookings).toHaveLength(2);
    expect(bookings[1]!.body).not.toHaveProperty('replacing');
    expect(booked).toHaveLength(2);
    expect(booked[1]).not.toHaveProperty('moved');
    expect($('.success-slot').textContent).toContain("You'll receive a confirmation email with meeting details and calendar invite");
    expect($('section.existing')).toBeNull();
  });

  it('"Keep only the new time" moves the earlier call there, and says so', async () => {
    let answer: Reply = [200, { bookingId: 'booking-1', status: 'confirmed', manageToken: TOKEN_1 }];
    const booked = await bookTwice('move@example.com', () => [earlier], () => answer);
    answer = [200, { bookingId: 'booking-1', status: 'confirmed', manageToken: TOKEN_1, moved: true }];
    byText('button', 'Keep only the new time').click();
    await settle();
    const bookings = calls.filter((c) => c.path === '/api/bookConsultation');
    expect(bookings).toHaveLength(2);
    expect(bookings[1]!.body).toMatchObject({ replacing: TOKEN_1, lockId: 'lock-1', startISO: nine.start, email: 'move@example.com' });
    expect(booked[1]).toMatchObject({ bookingId: 'booking-1', moved: true, manageToken: TOKEN_1 });
    expect($('.success-slot').textContent).toContain("Your earlier call moved to this time. You'll receive an email with the updated calendar invite");
  });

  it('offers only "Keep both calls" for a call too close to move online, and says why', async () => {
    await bookTwice('close@example.com', () => [{ ...earlier, canMove: false }]);
    const notice = $('section.existing');
    expect(byText('button', 'Keep only the new time')).toBeUndefined();
    expect(notice.textContent).toContain('That call is less than 12 hours away, so it can no longer be moved online.');
    expect(byText('button', 'Keep both calls').className).toBe('confirm');
  });

  it('lists every call already booked', async () => {
    const later = { ...earlier, dateISO: '2026-11-24', startISO: '2026-11-24T17:00:00.000Z', endISO: '2026-11-24T17:30:00.000Z', manageToken: 'c'.repeat(43) };
    await bookTwice('many@example.com', () => [earlier, { ...later, manageToken: `${TOKEN_1.slice(1)}c` }]);
    const items = [...$('section.existing').querySelectorAll('li')].map((li) => li.textContent);
    expect($('section.existing h4').textContent).toBe('You already have 2 consultations booked');
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(MT('Monday, November 23 at 9:00 AM'));
    expect(items[1]).toMatch(MT('Tuesday, November 24 at 10:00 AM'));
    expect($('section.existing').textContent).not.toContain('Only your soonest');
  });

  it('says when the address has later calls than the check lists, and where they are', async () => {
    const soonest = Array.from({ length: 10 }, (_, i) => ({ ...earlier, manageToken: i ? String(i).padStart(43, 'd') : TOKEN_1 }));
    await bookTwice('busy@example.com', () => [200, { existing: soonest, more: true }]);
    expect($('section.existing h4').textContent).toBe('You already have more than 10 consultations booked');
    expect($('section.existing').querySelectorAll('li')).toHaveLength(10);
    expect($('#existing-text').textContent).toContain('Only your soonest 10 consultations are listed; later ones are in My consultations.');
  });

  it('puts Confirm back when the address changes, and Enter in a field goes to the choices, not past them', async () => {
    await bookTwice('change@example.com', () => [earlier]);
    const phone = $<HTMLInputElement>('#f-phone');
    phone.focus();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    phone.dispatchEvent(enter);
    await settle();
    expect(enter.defaultPrevented).toBe(true);
    expect(host.shadowRoot!.activeElement).toBe($('#existing-title'));
    // And a submit however it comes (no button submits now) books nothing past the question.
    $<HTMLFormElement>('form.contact').dispatchEvent(new Event('submit', { cancelable: true }));
    await settle();
    expect(calls.filter((c) => c.path === '/api/bookConsultation')).toHaveLength(1);
    type('#f-email', 'someone.else@example.com');
    await settle();
    expect($('section.existing')).toBeNull();
    expect($<HTMLButtonElement>('[part="confirm"]').disabled).toBe(false);
  });

  it('books as before when the check fails: nothing is lost', async () => {
    const booked = await bookTwice('failing@example.com', () => [500, {}]);
    expect($('section.existing')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/bookConsultation')).toHaveLength(2);
    expect(booked).toHaveLength(2);
  });

  it('shows the refusal of a choice and asks again at the next Confirm', async () => {
    let answer: Reply = [200, { bookingId: 'booking-1', status: 'confirmed', manageToken: TOKEN_1 }];
    await bookTwice('refused@example.com', () => [earlier], () => answer);
    answer = [409, { error: 'It is too late to move this call online: that is possible until 12 hours before it.' }];
    byText('button', 'Keep only the new time').click();
    await settle();
    expect($('#form-error').textContent).toBe('It is too late to move this call online: that is possible until 12 hours before it.');
    expect($('section.existing')).toBeNull();
  });
});
