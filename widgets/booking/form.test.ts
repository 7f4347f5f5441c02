import { describe, expect, it } from 'vitest';
import type { Slot } from './dates';
import { bookingRequest, canConfirm, validateBooking, type BookingDraft } from './form';

/** A 30-minute slot starting at `hour`:`minute` MT on `date`, in November (MST, UTC-7). */
const slot = (date: string, hourUtc: number, minute = 0): Slot => {
  const start = new Date(`${date}T${String(hourUtc).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`);
  return { start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString(), label: 'label' };
};

describe('validation', () => {
  const chosen = slot('2026-11-23', 16);
  const complete: BookingDraft = {
    date: '2026-11-23',
    time: chosen.start,
    slot: chosen,
    parentName: 'Ada Parent',
    phone: '801-555-0100',
    email: 'ada@example.com',
    notes: '',
  };

  it('accepts a complete draft', () => {
    expect(validateBooking(complete)).toBeNull();
  });

  it('lists every missing required field in the spec words and order', () => {
    const empty: BookingDraft = { date: null, time: null, slot: null, parentName: '', phone: '', email: '', notes: '' };
    expect(validateBooking(empty)).toEqual({
      message: 'Please fill in the following required fields: date, time, parent/guardian name, phone number, email address',
      fields: ['parentName', 'phone', 'email'],
    });
    expect(validateBooking({ ...complete, time: null })?.message).toBe('Please fill in the following required fields: time');
  });

  it('trims before checking', () => {
    expect(validateBooking({ ...complete, parentName: '   ', email: ' \t' })).toEqual({
      message: 'Please fill in the following required fields: parent/guardian name, email address',
      fields: ['parentName', 'email'],
    });
  });

  it('wants text@text.text for the email', () => {
    for (const bad of ['ada', 'ada@example', '@example.com', 'ada@.com', 'a da@example.com', 'ada@example.']) {
      expect(validateBooking({ ...complete, email: bad })).toEqual({ message: 'Please enter a valid email address.', fields: ['email'] });
    }
    expect(validateBooking({ ...complete, email: '  ada@example.co.uk ' })).toBeNull();
  });

  it('needs the slot information', () => {
    expect(validateBooking({ ...complete, slot: null })?.message).toBe('Please select a date and time.');
  });

  it('caps notes at 200 characters', () => {
    expect(validateBooking({ ...complete, notes: 'x'.repeat(200) })).toBeNull();
    expect(validateBooking({ ...complete, notes: 'x'.repeat(201) })?.fields).toEqual(['notes']);
  });

  it('enables Confirm only with date, time, a held slot and the three contact fields', () => {
    expect(canConfirm(complete, 'lock-1')).toBe(true);
    expect(canConfirm(complete, null)).toBe(false);
    expect(canConfirm({ ...complete, date: null }, 'lock-1')).toBe(false);
    expect(canConfirm({ ...complete, time: null }, 'lock-1')).toBe(false);
    expect(canConfirm({ ...complete, slot: null }, 'lock-1')).toBe(false);
    expect(canConfirm({ ...complete, parentName: ' ' }, 'lock-1')).toBe(false);
    expect(canConfirm({ ...complete, phone: '' }, 'lock-1')).toBe(false);
    expect(canConfirm({ ...complete, email: '' }, 'lock-1')).toBe(false);
    // An email that is present but malformed still enables Confirm; the click explains.
    expect(canConfirm({ ...complete, email: 'ada' }, 'lock-1')).toBe(true);
  });

  it('sends trimmed fields and the slot', () => {
    expect(bookingRequest({ ...complete, parentName: ' Ada ', notes: ' hi ' } as never, 'lock-1')).toEqual({
      parentName: 'Ada',
      phone: '801-555-0100',
      email: 'ada@example.com',
      notes: 'hi',
      dateISO: '2026-11-23',
      startISO: chosen.start,
      endISO: chosen.end,
      label: 'label',
      lockId: 'lock-1',
    });
  });
});
