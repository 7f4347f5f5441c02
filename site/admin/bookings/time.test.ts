import { describe, expect, it } from 'vitest';
import { dateIn, dayText, viewerTime } from './time';

const MT = 'America/Denver';
// Tue Nov 24 2026, 9:30-10:00 AM MST (UTC-7).
const start = '2026-11-24T16:30:00.000Z';
const end = '2026-11-24T17:00:00.000Z';

describe('staff screen times', () => {
  it('write a calendar date as it is, whatever the zone', () => {
    expect(dayText('2026-11-24')).toBe('Tue, Nov 24, 2026');
    expect(dateIn('2026-11-25T05:00:00.000Z', MT)).toBe('2026-11-24');
    expect(dateIn('2026-11-25T05:00:00.000Z', 'UTC')).toBe('2026-11-25');
  });

  it('add nothing for a viewer in MT', () => {
    expect(viewerTime(start, end, MT, MT)).toBeNull();
    // Same offset as MT in November: the same clock reading is not repeated.
    expect(viewerTime(start, end, MT, 'America/Phoenix')).toBeNull();
  });

  it("give the viewer's own clock and zone name", () => {
    expect(viewerTime(start, end, MT, 'America/New_York')).toBe('11:30 AM - 12:00 PM EST');
    expect(viewerTime(start, end, MT, 'America/Los_Angeles')).toBe('8:30 AM - 9:00 AM PST');
  });

  it('name the date when it is another day for the viewer', () => {
    // 4:30 PM MT is 12:30 AM the next day in Berlin.
    expect(viewerTime('2026-11-24T23:30:00.000Z', '2026-11-25T00:00:00.000Z', MT, 'Europe/Berlin')).toBe('Wed, Nov 25, 2026, 12:30 AM - 1:00 AM GMT+1');
  });
});
