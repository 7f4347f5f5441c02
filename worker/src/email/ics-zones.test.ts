// The invites read back by a real calendar library (ical.js): the event's zone comes from the
// file's own VTIMEZONE, and the call lands at the same instant, on the right wall clock, in three
// zones, on both sides of the daylight saving changes of MT, and of London's, which fall on other dates.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { cancelledEmail, rescheduledEmail } from './booking-change-email';
import { confirmedConsultationEmails } from './consultation-email';
import type { BookingRow } from '../store/bookings';

const senders = { EMAIL_FROM: 'VERSE <hello@verse.example>', SUPPORT_EMAIL: 'support@verse.example', STAFF_EMAIL: 'team@verse.example' };
const stamp = new Date('2026-02-20T10:00:00Z');

const booking = (start: string, minutes = 30): BookingRow & { sequence: number } => ({
  id: '6f1c2a9e-1111-4222-8333-944455556666',
  status: 'confirmed',
  date_iso: start.slice(0, 10),
  start_iso: start,
  end_iso: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  label: 'x',
  parent_name: 'Jordan Rivera',
  phone: '(801) 555-0142',
  email: 'jordan@example.com',
  notes: null,
  lock_id: null,
  created_at: '2026-02-20T10:00:00.000Z',
  sequence: 0,
});

/** Parses as a calendar app does: the VTIMEZONE registered, then the event's start and end as instants. */
function readInvite(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent('vtimezone')!;
  ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  const method = calendar.getFirstPropertyValue('method');
  return {
    method,
    uid: event.uid,
    sequence: event.sequence,
    tzid: event.startDate.zone?.tzid,
    start: new Date(event.startDate.toUnixTime() * 1000),
    end: new Date(event.endDate.toUnixTime() * 1000),
  };
}

const clock = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(instant).replace(/\u202f/g, ' ');

describe('invites in three zones, across daylight saving changes', () => {
  const cases = [
    // Friday before MT's spring change (MST, UTC-7): 9:00 MT.
    { start: '2026-03-06T16:00:00.000Z', denver: 'Mar 6, 9:00 AM', newYork: 'Mar 6, 11:00 AM', london: 'Mar 6, 4:00 PM' },
    // Monday after it (MDT, UTC-6), London still on GMT: the same 9:00 MT is an hour earlier in UTC.
    { start: '2026-03-09T15:00:00.000Z', denver: 'Mar 9, 9:00 AM', newYork: 'Mar 9, 11:00 AM', london: 'Mar 9, 3:00 PM' },
    // London on BST since Mar 29.
    { start: '2026-04-06T15:00:00.000Z', denver: 'Apr 6, 9:00 AM', newYork: 'Apr 6, 11:00 AM', london: 'Apr 6, 4:00 PM' },
    // Friday before the fall change (MDT) and Monday after it (MST).
    { start: '2026-10-30T15:00:00.000Z', denver: 'Oct 30, 9:00 AM', newYork: 'Oct 30, 11:00 AM', london: 'Oct 30, 3:00 PM' },
    { start: '2026-11-02T16:00:00.000Z', denver: 'Nov 2, 9:00 AM', newYork: 'Nov 2, 11:00 AM', london: 'Nov 2, 4:00 PM' },
  ];

  for (const c of cases) {
    it(`puts a call of ${c.denver} MT at the right time everywhere`, () => {
      const [confirmation] = confirmedConsultationEmails(booking(c.start), senders, stamp, null, 'https://verse.example/manage/abc');
      const invite = readInvite(confirmation!.ics!);
      expect(invite.tzid).toBe('America/Denver');
      expect(confirmation!.ics).toContain('BEGIN:VTIMEZONE');
      expect(invite.start.toISOString()).toBe(c.start);
      expect(invite.end.getTime() - invite.start.getTime()).toBe(30 * 60_000);
      expect(clock(invite.start, 'America/Denver')).toBe(c.denver);
      expect(clock(invite.start, 'America/New_York')).toBe(c.newYork);
      expect(clock(invite.start, 'Europe/London')).toBe(c.london);
    });
  }

  it('updates the same event on a move (REQUEST, SEQUENCE up) and removes it on a cancel (CANCEL), across the change', () => {
    const first = readInvite(confirmedConsultationEmails(booking('2026-03-06T16:00:00.000Z'), senders, stamp)[0]!.ics!);
    const movedRow = { ...booking('2026-03-09T15:00:00.000Z'), sequence: 1 };
    const moved = readInvite(rescheduledEmail(movedRow, booking('2026-03-06T16:00:00.000Z'), senders, stamp, 'https://verse.example/manage/abc').ics!);
    const cancelled = readInvite(cancelledEmail({ ...movedRow, status: 'cancelled', sequence: 2 }, true, senders, stamp).ics!);
    expect(moved).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: 1 });
    expect(clock(moved.start, 'America/Los_Angeles')).toBe('Mar 9, 8:00 AM');
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: 2 });
  });
});
