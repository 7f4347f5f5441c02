import { describe, expect, it } from 'vitest';
import type { Availability, Slot } from './dates';
import { bookingRequest } from './form';
import { bookingFlow, confirmEnabled, confirmHint, draftOf, initialBooking, submission, type BookingAction, type BookingState } from './logic';

/** A 30-minute slot starting at `hour`:`minute` MT on `date`, in November (MST, UTC-7). */
const slot = (date: string, hourUtc: number, minute = 0): Slot => {
  const start = new Date(`${date}T${String(hourUtc).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`);
  return { start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString(), label: 'label' };
};

// Saturday 21 November 2026, 10:00 AM MT.
const now = new Date('2026-11-21T17:00:00.000Z');

describe('the booking flow', () => {
  const nine = slot('2026-11-23', 16);
  const nineThirty = slot('2026-11-23', 16, 30);
  const tuesday = slot('2026-11-24', 16);
  const open: Availability = { '2026-11-23': [nine, nineThirty], '2026-11-24': [tuesday], '2026-11-20': [slot('2026-11-20', 16)] };
  const contact = { parentName: 'Ada Parent', phone: '801-555-0100', email: 'ada@example.com' };
  const T = now.getTime();

  const run = (state: BookingState, ...actions: BookingAction[]) => actions.reduce(bookingFlow, state);
  const opened = (prefill = {}) =>
    run(initialBooking(now, prefill), { type: 'availabilityLoaded', from: '2026-11-01', to: '2026-12-12', availability: open, grid: true });
  const held = (prefill: Partial<typeof contact> = contact, seconds: unknown = 300) =>
    run(
      opened(prefill),
      { type: 'dayChosen', date: '2026-11-23' },
      { type: 'timeChosen', slot: nine },
      { type: 'holdGranted', lockId: 'lock-1', expiresInSeconds: seconds, now: T },
    );

  it('opens on today\'s month (MT), loading, with the prefill in the fields', () => {
    const state = initialBooking(now, { parentName: 'Ada' });
    expect(state).toMatchObject({ today: '2026-11-21', month: '2026-11', loading: true, date: null, slot: null, hold: { status: 'none' } });
    expect(state.fields).toEqual({ parentName: 'Ada', phone: '', email: '', notes: '' });
    expect(opened().loading).toBe(false);
  });

  it('1. chooses only a date with slots that is not past; a new date clears the time and its hold', () => {
    const state = opened();
    expect(bookingFlow(state, { type: 'dayChosen', date: '2026-11-25' })).toBe(state); // no slots
    expect(bookingFlow(state, { type: 'dayChosen', date: '2026-11-20' })).toBe(state); // past
    const monday = held();
    const tuesdayChosen = bookingFlow(monday, { type: 'dayChosen', date: '2026-11-24' });
    expect(tuesdayChosen).toMatchObject({ date: '2026-11-24', slot: null, hold: { status: 'none' } });
    expect(bookingFlow(monday, { type: 'dayChosen', date: '2026-11-23' })).toBe(monday); // the same day again
  });

  it('2. choosing a time clears any error and asks for a hold', () => {
    const failed = run(opened(), { type: 'dayChosen', date: '2026-11-23' }, { type: 'timeChosen', slot: nine }, { type: 'holdFailed' });
    expect(failed.slotError).toBe('This time is no longer available. Please pick another slot.');
    const again = bookingFlow({ ...failed, formError: 'old' }, { type: 'timeChosen', slot: nineThirty });
    expect(again).toMatchObject({ slot: nineThirty, hold: { status: 'requesting' }, slotError: null, formError: null });
    expect(confirmHint(again)).toBe('Holding your time…');
  });

  it('2. needs a date first, and ignores the time already held or being held, or a pick while booking', () => {
    expect(bookingFlow(opened(), { type: 'timeChosen', slot: nine }).slot).toBeNull();
    const state = held();
    expect(bookingFlow(state, { type: 'timeChosen', slot: nine })).toBe(state);
    const requesting = run(opened(), { type: 'dayChosen', date: '2026-11-23' }, { type: 'timeChosen', slot: nine });
    expect(bookingFlow(requesting, { type: 'timeChosen', slot: nine })).toBe(requesting);
    const sending = bookingFlow(state, { type: 'submitStarted' });
    expect(bookingFlow(sending, { type: 'timeChosen', slot: nineThirty })).toBe(sending);
  });

  it('3. holds for the seconds the server gives, else 300, and says so', () => {
    expect(held(contact, 120).hold).toEqual({ status: 'held', lockId: 'lock-1', deadline: T + 120_000, seconds: 120 });
    for (const none of [undefined, 0, -5, '300', null]) expect(held(contact, none).hold).toMatchObject({ seconds: 300, deadline: T + 300_000 });
    expect(held().speech).toBe('9:00 AM is held for you for 5 minutes. Please fill in your details to confirm.');
  });

  it('3. a hold answer that no longer applies changes nothing', () => {
    const state = opened();
    expect(bookingFlow(state, { type: 'holdGranted', lockId: 'late', now: T })).toBe(state);
    expect(bookingFlow(state, { type: 'holdFailed', error: 'late' })).toBe(state);
  });

  it('3. ticks down every second from the clock, speaking only at milestones', () => {
    const start = held(contact, 62);
    const one = bookingFlow(start, { type: 'tick', now: T + 1000 });
    expect(one.hold).toMatchObject({ status: 'held', seconds: 61 });
    expect(one.speech).toBe(start.speech);
    const minute = bookingFlow(one, { type: 'tick', now: T + 2000 });
    expect(minute.hold).toMatchObject({ seconds: 60 });
    expect(minute.speech).toBe('1 minute left to confirm this time.');
    // A throttled background tab skips ticks: the clock still says where it is.
    const late = bookingFlow(minute, { type: 'tick', now: T + 55_000 });
    expect(late.hold).toMatchObject({ seconds: 7 });
    expect(late.speech).toBe('10 seconds left to confirm this time.');
  });

  it('3. at zero the hold id is dropped and Confirm waits for the time to be picked again', () => {
    const start = held(contact, 3);
    expect(confirmEnabled(start)).toBe(true);
    const ended = bookingFlow(start, { type: 'tick', now: T + 3000 });
    expect(ended.hold).toEqual({ status: 'ended' });
    expect(ended.speech).toBe('Your hold on this time has ended. Please pick the time again to keep it.');
    expect(bookingFlow(start, { type: 'holdExpired' })).toEqual(ended);
    expect(confirmEnabled(ended)).toBe(false);
    expect(confirmHint(ended)).toBe('Pick the time again to hold it for you.');
    expect(submission(ended)).toBeNull();
    // Leaving the page gives the hold back the same way, without speaking.
    expect(bookingFlow(start, { type: 'holdReleased' })).toMatchObject({ hold: { status: 'ended' }, speech: start.speech });
  });

  it('4. enables Confirm only with date, time, a held slot and the three contact fields', () => {
    const state = held({ parentName: 'Ada Parent', phone: '', email: '' });
    expect(confirmEnabled(state)).toBe(false);
    expect(confirmHint(state)).toBe('To confirm, please add your phone number, email address.');
    const typed = run(state, { type: 'fieldChanged', name: 'phone', value: '801-555-0100' }, { type: 'fieldChanged', name: 'email', value: 'ada@example' });
    expect(confirmEnabled(typed)).toBe(true);
    expect(confirmHint(typed)).toBeNull();
    expect(confirmHint(opened())).toBe('Pick a time above to hold it for you.');
  });

  it('5. rejects an invalid draft in the spec\'s words, marking the fields', () => {
    const blank = run(held({}), { type: 'submitStarted' });
    expect(blank.formError).toBe('Please fill in the following required fields: parent/guardian name, phone number, email address');
    expect(Object.keys(blank.fieldErrors)).toEqual(['parentName', 'phone', 'email']);
    expect(blank.sending).toBe(false);
    const badEmail = run(held({ ...contact, email: 'ada@example' }), { type: 'submitStarted' });
    expect(badEmail.formError).toBe('Please enter a valid email address.');
    expect(badEmail.fieldErrors).toEqual({ email: 'Use a format like name@example.com.' });
    // Typing in a field clears its own message.
    expect(bookingFlow(badEmail, { type: 'fieldChanged', name: 'email', value: 'ada@example.com' }).fieldErrors).toEqual({});
    expect(badEmail.invalidTries).toBe(1);
    expect(run(badEmail, { type: 'submitStarted' }).invalidTries).toBe(2);
  });

  it('5. the phone the team will call must be one: the rule every form shares', () => {
    for (const phone of ['abc', '12345', '555-CALL-NOW']) {
      const bad = run(held({ ...contact, phone }), { type: 'submitStarted' });
      expect(bad.formError, phone).toBe('Please enter a valid phone number.');
      expect(bad.fieldErrors, phone).toEqual({ phone: 'Please enter a valid phone number.' });
      expect(bad.sending).toBe(false);
      expect(submission(held({ ...contact, phone }))).toBeNull();
    }
    // Both wrong: both fields marked, the email message first as the spec orders them.
    const both = run(held({ ...contact, phone: 'abc', email: 'ada@' }), { type: 'submitStarted' });
    expect(both.formError).toBe('Please enter a valid email address.');
    expect(Object.keys(both.fieldErrors)).toEqual(['phone', 'email']);
    for (const phone of ['801-555-0199', '+1 (801) 555 0199', '801.555.0199 ext. 12']) expect(submission(held({ ...contact, phone })), phone).not.toBeNull();
  });

  it("5. sends the visitor's own time zone when the browser tells it", () => {
    expect(submission(held(), 'America/New_York')).toMatchObject({ timeZone: 'America/New_York' });
    expect(submission(held(), '')).not.toHaveProperty('timeZone');
    expect(submission(held())).not.toHaveProperty('timeZone');
  });

  it('5. sends the trimmed draft once, then success resets the flow', () => {
    const state = run(held(), { type: 'fieldChanged', name: 'parentName', value: ' Ada P ' }, { type: 'fieldChanged', name: 'notes', value: 'b/d ' });
    expect(submission(state)).toEqual(bookingRequest({ ...draftOf(state), date: '2026-11-23', slot: nine }, 'lock-1'));
    expect(submission(state)).toMatchObject({ parentName: 'Ada P', notes: 'b/d', lockId: 'lock-1', startISO: nine.start });
    const sending = bookingFlow(state, { type: 'submitStarted' });
    expect(sending).toMatchObject({ sending: true, formError: null, fieldErrors: {} });
    expect(submission(sending)).toBeNull();
    expect(bookingFlow(sending, { type: 'submitStarted' })).toBe(sending);
    const booked = bookingFlow(sending, { type: 'booked' });
    expect(booked).toMatchObject({ date: null, slot: null, hold: { status: 'none' }, sending: false, formError: null });
    // The form starts over from the prefill.
    expect(booked.fields).toEqual({ ...contact, notes: '' });
  });

  it('5. a failed booking shows the server text, else the spec fallback; no answer is the generic error', () => {
    const sending = bookingFlow(held(), { type: 'submitStarted' });
    const refused = bookingFlow(sending, { type: 'bookFailed', status: 400, error: 'Please enter a valid phone number.', fields: { phone: 'Invalid phone' } });
    expect(refused).toMatchObject({ sending: false, formError: 'Please enter a valid phone number.', fieldErrors: { phone: 'Invalid phone' } });
    expect(refused.hold.status).toBe('held');
    expect(bookingFlow(sending, { type: 'bookFailed', status: 500 }).formError).toBe('Failed to schedule');
    expect(bookingFlow(sending, { type: 'bookFailed', status: 0 }).formError).toBe('Error scheduling consultation. Please try again.');
    expect(bookingFlow(sending, { type: 'bookFailed', error: 'reCAPTCHA verification failed. Please try again.' }).formError).toBe(
      'reCAPTCHA verification failed. Please try again.',
    );
    // 409: the hold is gone; Confirm waits for a fresh one.
    const gone = bookingFlow(sending, { type: 'bookFailed', status: 409, error: 'This time is no longer available. Please pick another slot.' });
    expect(gone.hold).toEqual({ status: 'none' });
    expect(confirmEnabled(gone)).toBe(false);
  });

  it('6. closing clears date, time, errors, hold and timer', () => {
    const state = { ...held(), slotError: 'x', formError: 'y', fieldErrors: { email: 'z' } };
    const closed = bookingFlow(state, { type: 'closed' });
    expect(closed).toMatchObject({ date: null, slot: null, hold: { status: 'none' }, slotError: null, formError: null, fieldErrors: {} });
    expect(bookingFlow(closed, { type: 'tick', now: T + 1000 })).toBe(closed);
  });

  it('7. month arrows show another month (never before today\'s) and load its grid', () => {
    const state = opened();
    const december = bookingFlow(state, { type: 'monthShown', month: '2026-12' });
    expect(december).toMatchObject({ month: '2026-12', loading: true });
    expect(bookingFlow(state, { type: 'monthShown', month: '2026-10' })).toBe(state);
    const fresh = { '2026-12-01': [slot('2026-12-01', 16)] };
    const loaded = bookingFlow(december, { type: 'availabilityLoaded', from: '2026-11-29', to: '2027-01-09', availability: fresh, grid: true });
    expect(loaded.loading).toBe(false);
    expect(loaded.availability['2026-12-01']).toEqual(fresh['2026-12-01']);
    expect(loaded.availability['2026-11-23']).toEqual([nine, nineThirty]);
    // A failed fetch ends the loading and keeps what was known.
    const failed = bookingFlow(december, { type: 'availabilityLoaded', from: '2026-11-29', to: '2027-01-09', availability: null, grid: true });
    expect(failed).toMatchObject({ loading: false, availability: state.availability });
  });

  it('refreshes one day without touching the grid\'s loading state', () => {
    const december = bookingFlow(opened(), { type: 'monthShown', month: '2026-12' });
    const refreshed = bookingFlow(december, { type: 'availabilityLoaded', from: '2026-11-23', to: '2026-11-23', availability: { '2026-11-23': [nineThirty] } });
    expect(refreshed.availability['2026-11-23']).toEqual([nineThirty]);
    expect(refreshed.loading).toBe(true);
  });

  it('says when the next opening is, and keeps those days so "Show this day" can open one beyond the grid', () => {
    const later = { '2026-12-18': [slot('2026-12-18', 16)] };
    const state = bookingFlow(initialBooking(now, {}), { type: 'upcomingLoaded', availability: later, now: T });
    expect(state.upcoming).toEqual({ text: 'Friday, 12/18, 9:00 AM', date: '2026-12-18', start: '2026-12-18T16:00:00.000Z' });
    expect(bookingFlow(state, { type: 'dayChosen', date: '2026-12-18' }).date).toBe('2026-12-18');
    expect(bookingFlow(initialBooking(now, {}), { type: 'upcomingLoaded', availability: {}, now: T }).upcoming).toEqual({
      text: 'No upcoming availability',
      date: null,
      start: null,
    });
  });

  it('fills a prefill that arrives later only into fields the visitor has not typed in', () => {
    const typed = bookingFlow(initialBooking(now, { email: 'old@example.com' }), { type: 'fieldChanged', name: 'phone', value: '555' });
    const later = bookingFlow(typed, { type: 'prefillChanged', prefill: { parentName: 'Ada', email: 'new@example.com', phone: '801' } });
    expect(later.fields).toEqual({ parentName: 'Ada', email: 'new@example.com', phone: '555', notes: '' });
    expect(bookingFlow(later, { type: 'prefillChanged', prefill: { parentName: 'Ada', email: 'new@example.com', phone: '801' } })).toBe(later);
  });
});
