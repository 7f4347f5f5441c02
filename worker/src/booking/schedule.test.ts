import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../store/settings';
import { clockText, openDays, slotStartingAt, slotsOn, type ScheduleRules } from './schedule';

// Seen from long ago: a horizon of a year keeps the dates these tests ask about bookable.
const rules: ScheduleRules = { ...DEFAULT_SETTINGS, maxAdvanceDays: 366, closedDates: new Set(['2026-11-26', '2026-12-25']) };
const longAgo = new Date('2026-01-01T00:00:00Z');
const none = new Set<string>();

const firstSlot = (days: ReturnType<typeof openDays>, date: string) => days.find((d) => d.date === date)?.slots[0];

describe('open consultation slots', () => {
  it('lists Mon-Fri 8:00-17:00 MT in 30-minute slots, weekends left out', () => {
    const days = openDays(rules, '2026-11-16', '2026-11-22', longAgo, none);
    expect(days.map((d) => d.date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
    for (const day of days) expect(day.slots).toHaveLength(18);
    expect(days[0]!.slots[0]).toEqual({ start: '2026-11-16T15:00:00.000Z', end: '2026-11-16T15:30:00.000Z', label: '8:00 AM - 8:30 AM' });
    expect(days[0]!.slots.at(-1)).toEqual({ start: '2026-11-16T23:30:00.000Z', end: '2026-11-17T00:00:00.000Z', label: '4:30 PM - 5:00 PM' });
  });

  it('follows the spring-forward change of 2026-03-08', () => {
    const days = openDays(rules, '2026-03-02', '2026-03-13', longAgo, none);
    expect(firstSlot(days, '2026-03-06')).toEqual({ start: '2026-03-06T15:00:00.000Z', end: '2026-03-06T15:30:00.000Z', label: '8:00 AM - 8:30 AM' });
    expect(firstSlot(days, '2026-03-09')).toEqual({ start: '2026-03-09T14:00:00.000Z', end: '2026-03-09T14:30:00.000Z', label: '8:00 AM - 8:30 AM' });
    expect(days.find((d) => d.date === '2026-03-09')!.slots.at(-1)!.end).toBe('2026-03-09T23:00:00.000Z');
    expect(days.every((d) => d.slots.length === 18)).toBe(true);
  });

  it('follows the fall-back change of 2026-11-01', () => {
    const days = openDays(rules, '2026-10-26', '2026-11-06', longAgo, none);
    expect(firstSlot(days, '2026-10-30')!.start).toBe('2026-10-30T14:00:00.000Z');
    expect(firstSlot(days, '2026-11-02')!.start).toBe('2026-11-02T15:00:00.000Z');
    expect(days.find((d) => d.date === '2026-11-02')!.slots.at(-1)!.end).toBe('2026-11-03T00:00:00.000Z');
    expect(days.every((d) => d.slots.length === 18)).toBe(true);
  });

  it('offers nothing after the last bookable date, today plus the horizon in MT', () => {
    // 2026-11-20 at 11 PM MT is already the 21st in UTC; the horizon counts from the MT date.
    const lateFriday = new Date('2026-11-21T06:00:00Z');
    const days = openDays({ ...rules, maxAdvanceDays: 4 }, '2026-11-20', '2026-11-30', lateFriday, none);
    expect(days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24']);
  });

  it('skips closed dates', () => {
    const days = openDays(rules, '2026-11-23', '2026-11-27', longAgo, none);
    expect(days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-27']);
  });

  it('keeps the minimum notice, counting a slot exactly at the notice as open', () => {
    // 8:30 MT on Monday 2026-11-23: two hours' notice makes 10:30 MT the first open slot.
    const days = openDays(rules, '2026-11-23', '2026-11-23', new Date('2026-11-23T15:30:00Z'), none);
    expect(days[0]!.slots[0]!.label).toBe('10:30 AM - 11:00 AM');
    const later = openDays(rules, '2026-11-23', '2026-11-23', new Date('2026-11-23T15:30:00.001Z'), none);
    expect(later[0]!.slots[0]!.label).toBe('11:00 AM - 11:30 AM');
  });

  it('leaves out taken slots, and a date with nothing left', () => {
    const monday = slotsOn(rules, '2026-11-23');
    const taken = new Set([...monday.map((s) => s.start), '2026-11-24T15:00:00.000Z']);
    const days = openDays(rules, '2026-11-23', '2026-11-24', longAgo, taken);
    expect(days.map((d) => d.date)).toEqual(['2026-11-24']);
    expect(days[0]!.slots[0]!.start).toBe('2026-11-24T15:30:00.000Z');
  });

  it('lists nothing for a range wholly in the past', () => {
    expect(openDays(rules, '2026-11-16', '2026-11-20', new Date('2026-12-01T00:00:00Z'), none)).toEqual([]);
  });

  it('follows the hours in the settings', () => {
    const custom: ScheduleRules = { ...rules, slotMinutes: 60, weeklyHours: { '6': [['13:00', '15:00'], ['09:00', '10:30']] } };
    const days = openDays(custom, '2026-11-16', '2026-11-22', longAgo, none);
    expect(days).toEqual([
      {
        date: '2026-11-21',
        slots: [
          { start: '2026-11-21T16:00:00.000Z', end: '2026-11-21T17:00:00.000Z', label: '9:00 AM - 10:00 AM' },
          { start: '2026-11-21T20:00:00.000Z', end: '2026-11-21T21:00:00.000Z', label: '1:00 PM - 2:00 PM' },
          { start: '2026-11-21T21:00:00.000Z', end: '2026-11-21T22:00:00.000Z', label: '2:00 PM - 3:00 PM' },
        ],
      },
    ]);
  });

  it('offers no wall time the spring-forward change skips', () => {
    const night: ScheduleRules = { ...rules, weeklyHours: { '0': [['01:00', '04:00']] } };
    expect(slotsOn(night, '2026-03-08').map((s) => s.label)).toEqual([
      '1:00 AM - 1:30 AM',
      '1:30 AM - 2:00 AM',
      '3:00 AM - 3:30 AM',
      '3:30 AM - 4:00 AM',
    ]);
  });
});

describe('the slot at a start time', () => {
  it('finds a real slot with its calendar date in the business zone', () => {
    const evening: ScheduleRules = { ...rules, weeklyHours: { '1': [['17:00', '20:00']] } };
    expect(slotStartingAt(evening, new Date('2026-11-24T02:30:00Z'))).toEqual({
      date: '2026-11-23',
      slot: { start: '2026-11-24T02:30:00.000Z', end: '2026-11-24T03:00:00.000Z', label: '7:30 PM - 8:00 PM' },
    });
  });

  it('finds nothing off the grid, outside hours, at weekends or on closed dates', () => {
    expect(slotStartingAt(rules, new Date('2026-11-23T15:00:00Z'))?.slot.label).toBe('8:00 AM - 8:30 AM');
    expect(slotStartingAt(rules, new Date('2026-11-23T15:15:00Z'))).toBeNull();
    expect(slotStartingAt(rules, new Date('2026-11-24T00:00:00Z'))).toBeNull();
    expect(slotStartingAt(rules, new Date('2026-11-23T14:30:00Z'))).toBeNull();
    expect(slotStartingAt(rules, new Date('2026-11-21T15:00:00Z'))).toBeNull();
    expect(slotStartingAt(rules, new Date('2026-11-26T15:00:00Z'))).toBeNull();
  });
});

describe('clock text', () => {
  it('writes 12-hour times', () => {
    expect([0, 8 * 60, 12 * 60, 12 * 60 + 30, 17 * 60, 24 * 60].map(clockText)).toEqual([
      '12:00 AM',
      '8:00 AM',
      '12:00 PM',
      '12:30 PM',
      '5:00 PM',
      '12:00 AM',
    ]);
  });
});
