import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './rules';
import { addDays, bookingDateWindow, daysBetween, isWithinBookingWindow, offsetMinutes, weekday, zonedDate, zonedToUtc } from './time';

const DENVER = 'America/Denver';

describe('business time zone', () => {
  it('maps MT wall time to UTC in winter and summer', () => {
    expect(zonedToUtc('2026-11-23', 8 * 60, DENVER).toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(zonedToUtc('2026-07-01', 8 * 60, DENVER).toISOString()).toBe('2026-07-01T14:00:00.000Z');
  });

  it('follows the spring-forward change on 2026-03-08', () => {
    expect(offsetMinutes(new Date('2026-03-08T08:59:00Z'), DENVER)).toBe(-420);
    expect(offsetMinutes(new Date('2026-03-08T09:00:00Z'), DENVER)).toBe(-360);
    // Before the change (01:30 MST) and after it (08:00 MDT) on the same calendar day.
    expect(zonedToUtc('2026-03-08', 90, DENVER).toISOString()).toBe('2026-03-08T08:30:00.000Z');
    expect(zonedToUtc('2026-03-08', 8 * 60, DENVER).toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(zonedToUtc('2026-03-07', 8 * 60, DENVER).toISOString()).toBe('2026-03-07T15:00:00.000Z');
  });

  it('follows the fall-back change on 2026-11-01', () => {
    expect(zonedToUtc('2026-10-31', 8 * 60, DENVER).toISOString()).toBe('2026-10-31T14:00:00.000Z');
    expect(zonedToUtc('2026-11-01', 8 * 60, DENVER).toISOString()).toBe('2026-11-01T15:00:00.000Z');
    expect(zonedToUtc('2026-11-02', 17 * 60, DENVER).toISOString()).toBe('2026-11-03T00:00:00.000Z');
  });

  it('reads the calendar date in the zone, not in UTC', () => {
    expect(zonedDate(new Date('2026-11-24T05:30:00Z'), DENVER)).toBe('2026-11-23');
    expect(zonedDate(new Date('2026-11-24T07:00:00Z'), DENVER)).toBe('2026-11-24');
  });

  it('does calendar arithmetic without a zone', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-01', '2026-12-13')).toBe(42);
    expect(weekday('2026-11-01')).toBe(0);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-1-02')).toBe(false);
  });
});

describe('the date window of a consultation request', () => {
  const now = new Date('2026-11-23T16:00:00Z');

  it('runs from yesterday to a year ahead, in MT', () => {
    expect(bookingDateWindow(now)).toEqual({ from: '2026-11-22', to: '2027-11-24' });
    for (const date of ['2026-11-22', '2026-11-23', '2027-11-24']) expect(isWithinBookingWindow(date, now), date).toBe(true);
    for (const date of ['2026-11-21', '2027-11-25', '1970-01-01', '9999-12-31', 'soon']) expect(isWithinBookingWindow(date, now), date).toBe(false);
  });
});
