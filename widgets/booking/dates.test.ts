import { describe, expect, it } from 'vitest';
import { addMonths, shiftMonth } from '../../contract/time';
import {
  calendarGrid,
  gridRange,
  isSelectable,
  longDate,
  mergeAvailability,
  monthTitle,
  moveFocus,
  nextAvailableRange,
  nextAvailableText,
  slotTimeText,
  slotsFor,
  timeText,
  toAvailability,
  todayIn,
  visitorTimeText,
  type Availability,
  type Slot,
} from './dates';

/** A 30-minute slot starting at `hour`:`minute` MT on `date`, in November (MST, UTC-7). */
const slot = (date: string, hourUtc: number, minute = 0): Slot => {
  const start = new Date(`${date}T${String(hourUtc).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`);
  return { start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString(), label: 'label' };
};

// Saturday 21 November 2026, 10:00 AM MT.
const now = new Date('2026-11-21T17:00:00.000Z');

describe('calendar grid', () => {
  it('has 42 days from the Sunday on or before the 1st', () => {
    const dec = calendarGrid('2026-12'); // 1 December 2026 is a Tuesday
    expect(dec).toHaveLength(42);
    expect(dec[0]).toBe('2026-11-29');
    expect(dec[2]).toBe('2026-12-01');
    expect(dec[41]).toBe('2027-01-09');
  });

  it('starts on the 1st itself when the month begins on a Sunday', () => {
    const nov = calendarGrid('2026-11');
    expect(nov[0]).toBe('2026-11-01');
    expect(nov[41]).toBe('2026-12-12');
  });

  it('crosses years and leap days', () => {
    expect(calendarGrid('2028-03')[0]).toBe('2028-02-27');
    expect(calendarGrid('2028-02')).toContain('2028-02-29');
    expect(calendarGrid('2027-01')[0]).toBe('2026-12-27');
  });

  it('asks the API for exactly the grid, and for today..today+30 for the next-available line', () => {
    expect(gridRange('2026-12')).toEqual({ startDateISO: '2026-11-29', endDateISO: '2027-01-09' });
    expect(nextAvailableRange('2026-11-21')).toEqual({ startDateISO: '2026-11-21', endDateISO: '2026-12-21' });
  });

  it('moves between months', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2027-01-31', 1)).toBe('2027-02-28');
    expect(shiftMonth('2026-12-15', -1)).toBe('2026-11-15');
    expect(monthTitle('2026-11')).toBe('November 2026');
    expect(longDate('2026-11-23')).toBe('Monday, November 23');
  });
});

describe('today and selectable dates', () => {
  it('counts today in Mountain Time, not UTC', () => {
    expect(todayIn(new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-21'); // 10 PM MT on the 21st
    expect(todayIn(new Date('2026-11-22T07:00:00Z'))).toBe('2026-11-22'); // midnight MT
  });

  it('allows only dates with slots that are not in the past', () => {
    const availability: Availability = {
      '2026-11-20': [slot('2026-11-20', 16)],
      '2026-11-21': [slot('2026-11-21', 22)],
      '2026-11-23': [slot('2026-11-23', 16)],
      '2026-11-24': [],
    };
    const today = todayIn(now);
    expect(isSelectable('2026-11-20', availability, today)).toBe(false);
    expect(isSelectable('2026-11-21', availability, today)).toBe(true);
    expect(isSelectable('2026-11-23', availability, today)).toBe(true);
    expect(isSelectable('2026-11-24', availability, today)).toBe(false);
    expect(isSelectable('2026-11-25', availability, today)).toBe(false);
  });
});

describe('next available', () => {
  it('says Today, Tomorrow, or weekday, MM/DD and the MT time', () => {
    expect(nextAvailableText({ '2026-11-21': [slot('2026-11-21', 22)] }, now)).toBe('Today, 3:00 PM');
    expect(nextAvailableText({ '2026-11-22': [slot('2026-11-22', 16)] }, now)).toBe('Tomorrow, 9:00 AM');
    expect(nextAvailableText({ '2026-11-23': [slot('2026-11-23', 16)] }, now)).toBe('Monday, 11/23, 9:00 AM');
    expect(nextAvailableText({ '2026-12-01': [slot('2026-12-01', 18, 30)] }, now)).toBe('Tuesday, 12/01, 11:30 AM');
  });

  it('takes the earliest slot of the earliest date, whatever order they came in', () => {
    const availability: Availability = {
      '2026-11-25': [slot('2026-11-25', 15)],
      '2026-11-24': [slot('2026-11-24', 20), slot('2026-11-24', 17)],
    };
    expect(nextAvailableText(availability, now)).toBe('Tuesday, 11/24, 10:00 AM');
  });

  it('skips times that have already started and dates before today', () => {
    const availability: Availability = {
      '2026-11-20': [slot('2026-11-20', 16)],
      '2026-11-21': [slot('2026-11-21', 16), slot('2026-11-21', 17)],
      '2026-11-22': [slot('2026-11-22', 18)],
    };
    expect(nextAvailableText(availability, now)).toBe('Tomorrow, 11:00 AM');
  });

  it('looks no further than 30 days from today', () => {
    expect(nextAvailableText({ '2026-12-21': [slot('2026-12-21', 16)] }, now)).toBe('Monday, 12/21, 9:00 AM');
    expect(nextAvailableText({ '2026-12-22': [slot('2026-12-22', 16)] }, now)).toBe('No upcoming availability');
    expect(nextAvailableText({}, now)).toBe('No upcoming availability');
  });

  it('reads the time in MT in summer too (MDT, UTC-6)', () => {
    const july = new Date('2026-07-06T14:00:00Z'); // Monday 8:00 AM MDT
    expect(nextAvailableText({ '2026-07-07': [slot('2026-07-07', 15)] }, july)).toBe('Tomorrow, 9:00 AM');
  });
});

describe('time zones', () => {
  const nineMt = '2026-11-23T16:00:00.000Z';

  it('shows MT, and the visitor time when their clock differs', () => {
    expect(timeText(nineMt)).toBe('9:00 AM');
    expect(slotTimeText(nineMt, 'America/Denver')).toBe('9:00 AM MT');
    expect(slotTimeText(nineMt, 'America/New_York')).toBe('9:00 AM MT (11:00 AM your time)');
    expect(slotTimeText(nineMt, 'Europe/London')).toBe('9:00 AM MT (4:00 PM your time)');
    expect(slotTimeText('2026-11-23T19:30:00.000Z', 'Asia/Kolkata')).toBe('12:30 PM MT (1:00 AM your time)');
  });

  it('says nothing extra for a zone whose clock reads the same, or one the browser cannot name', () => {
    expect(slotTimeText(nineMt, 'America/Boise')).toBe('9:00 AM MT');
    expect(slotTimeText(nineMt, 'America/Phoenix')).toBe('9:00 AM MT'); // MST in winter
    expect(slotTimeText('2026-07-07T15:00:00.000Z', 'America/Phoenix')).toBe('9:00 AM MT (8:00 AM your time)');
    expect(slotTimeText(nineMt, 'Not/AZone')).toBe('9:00 AM MT');
    expect(visitorTimeText(nineMt, 'America/Los_Angeles')).toBe('8:00 AM');
    expect(visitorTimeText(nineMt, 'America/Denver')).toBeNull();
  });

  it('writes noon and midnight as 12', () => {
    expect(timeText('2026-11-23T19:00:00.000Z')).toBe('12:00 PM');
    expect(timeText('2026-11-23T07:05:00.000Z')).toBe('12:05 AM');
  });
});

describe('availability data', () => {
  it('keeps only well-formed days and slots', () => {
    const good = slot('2026-11-23', 16);
    expect(
      toAvailability([
        { date: '2026-11-23', slots: [good, { start: 'nonsense', end: 'x' }] },
        { date: '2026-11-24', slots: [] },
        { nope: true },
      ]),
    ).toEqual({ '2026-11-23': [good] });
    expect(toAvailability(null)).toEqual({});
  });

  it('replaces a refreshed range, keeping dates outside it', () => {
    const a = slot('2026-11-23', 16);
    const b = slot('2026-11-24', 16);
    const c = slot('2026-11-25', 16);
    const merged = mergeAvailability({ '2026-11-23': [a], '2026-11-24': [b] }, '2026-11-24', '2026-11-25', { '2026-11-25': [c] });
    expect(merged).toEqual({ '2026-11-23': [a], '2026-11-25': [c] });
  });

  it('lists the visitor own chosen slot even though the server no longer calls it open', () => {
    const a = slot('2026-11-23', 16);
    const b = slot('2026-11-23', 17);
    expect(slotsFor('2026-11-23', { '2026-11-23': [b] }, a, '2026-11-23')).toEqual([a, b]);
    expect(slotsFor('2026-11-23', { '2026-11-23': [a, b] }, a, '2026-11-23')).toEqual([a, b]);
    expect(slotsFor('2026-11-24', {}, a, '2026-11-23')).toEqual([]);
  });
});

describe('calendar keyboard', () => {
  it('moves by day, week, week edge and month', () => {
    const wed = '2026-11-25';
    expect(moveFocus(wed, 'ArrowLeft')).toBe('2026-11-24');
    expect(moveFocus(wed, 'ArrowRight')).toBe('2026-11-26');
    expect(moveFocus(wed, 'ArrowUp')).toBe('2026-11-18');
    expect(moveFocus(wed, 'ArrowDown')).toBe('2026-12-02');
    expect(moveFocus(wed, 'Home')).toBe('2026-11-22');
    expect(moveFocus(wed, 'End')).toBe('2026-11-28');
    expect(moveFocus(wed, 'PageUp')).toBe('2026-10-25');
    expect(moveFocus(wed, 'PageDown')).toBe('2026-12-25');
    expect(moveFocus(wed, 'a')).toBeNull();
  });
});
