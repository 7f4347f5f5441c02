import { describe, expect, it } from 'vitest';
import type { BookingRow } from '../store/bookings';
import { confirmedConsultationEmails } from './consultation-email';
import { consultationInviteIcs, escapeText, foldLine } from './ics';

const booking: BookingRow = {
  id: '6f1c2a9e-1111-4222-8333-944455556666',
  status: 'confirmed',
  date_iso: '2026-11-23',
  start_iso: '2026-11-23T15:00:00.000Z',
  end_iso: '2026-11-23T15:30:00.000Z',
  label: '8:00 AM - 8:30 AM',
  parent_name: 'Renée "Ren" O\'Brien, Jr.; PhD',
  phone: '(801) 555-0142',
  email: 'renee@example.com',
  notes: null,
  lock_id: 'lock',
  created_at: '2026-11-20T10:00:00.000Z',
};
const senders = { EMAIL_FROM: 'VERSE <hello@verse.example>', SUPPORT_EMAIL: 'support@verse.example', STAFF_EMAIL: 'team@verse.example' };
const stamp = new Date('2026-11-20T10:00:00.000Z');

const octets = (line: string) => new TextEncoder().encode(line).byteLength;

/** Reads an .ics back the way a calendar does: unfold, split, then name → value. */
function parseIcs(ics: string) {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const lines = unfolded.split('\r\n').filter(Boolean);
  const props = new Map<string, { params: string; value: string }>();
  let inZone = false;
  for (const line of lines) {
    // The VTIMEZONE's own DTSTART and RRULEs describe the zone, not the event.
    if (line === 'BEGIN:VTIMEZONE') inZone = true;
    if (line === 'END:VTIMEZONE') inZone = false;
    if (inZone) continue;
    // The first ':' outside a quoted parameter value ends the name and parameters.
    let quoted = false;
    let at = -1;
    for (let i = 0; i < line.length; i++) {
      if (line[i] === '"') quoted = !quoted;
      if (line[i] === ':' && !quoted) {
        at = i;
        break;
      }
    }
    const head = line.slice(0, at);
    const [name, ...params] = head.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    if (!props.has(name!)) props.set(name!, { params: params.join(';'), value: line.slice(at + 1) });
  }
  return { lines, props };
}

const unescapeText = (value: string) => value.replace(/\\(n|N|,|;|\\)/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

describe('the consultation invite', () => {
  const [confirmation] = confirmedConsultationEmails(booking, senders, stamp);
  const ics = confirmation!.ics!;

  it('is CRLF throughout, with lines of at most 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('reads back as one VEVENT request with MT wall-clock times and their zone, a UID and both people', () => {
    const { lines, props } = parseIcs(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(props.get('VERSION')!.value).toBe('2.0');
    expect(props.get('PRODID')!.value).toBe('-//VERSE//Consultation booking//EN');
    expect(props.get('METHOD')!.value).toBe('REQUEST');
    expect(props.get('UID')!.value).toBe(`${booking.id}@verse.example`);
    expect(props.get('DTSTAMP')!.value).toBe('20261120T100000Z');
    expect(props.get('DTSTART')).toEqual({ params: 'TZID=America/Denver', value: '20261123T080000' });
    expect(props.get('DTEND')).toEqual({ params: 'TZID=America/Denver', value: '20261123T083000' });
    expect(props.get('SUMMARY')!.value).toBe('Free VERSE consultation call');
    expect(unescapeText(props.get('DESCRIPTION')!.value)).toBe(
      'The VERSE team will call you at (801) 555-0142 at this time.\nQuestions or changes: support@verse.example',
    );
    expect(props.get('ORGANIZER')).toEqual({ params: 'CN="VERSE"', value: 'mailto:hello@verse.example' });
    const attendee = props.get('ATTENDEE')!;
    expect(attendee.value).toBe('mailto:renee@example.com');
    expect(attendee.params).toContain(`CN="Renée Ren O'Brien, Jr.; PhD"`);
    expect(attendee.params).toContain('ROLE=REQ-PARTICIPANT');
  });

  it('folds the long DESCRIPTION and ATTENDEE lines', () => {
    const physical = ics.split('\r\n');
    for (const name of ['DESCRIPTION:', 'ATTENDEE;']) {
      const at = physical.findIndex((l) => l.startsWith(name));
      expect(octets(physical[at]!)).toBe(75);
      expect(physical[at + 1]!.startsWith(' ')).toBe(true);
    }
  });
});

describe('ics text rules', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const pieces = foldLine(line).split('\r\n');
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(pieces.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
  });

  it('writes an invite without names as plain mailto addresses', () => {
    const ics = consultationInviteIcs({
      uid: 'u@x',
      stamp,
      start: new Date('2026-03-09T14:00:00Z'),
      end: new Date('2026-03-09T14:30:00Z'),
      summary: 'S',
      description: 'D',
      organizer: { email: 'o@x.io' },
      attendee: { email: 'a@x.io' },
    });
    expect(ics).toContain('\r\nORGANIZER:mailto:o@x.io\r\n');
    expect(ics).toContain('\r\nDTSTART;TZID=America/Denver:20260309T080000\r\n');
  });
});

describe('the booking emails', () => {
  const [confirmation, staff] = confirmedConsultationEmails(booking, senders, stamp);

  it('tells the parent when, in MT, that the team will call, and where to write', () => {
    expect(confirmation!.to).toBe('renee@example.com');
    expect(confirmation!.subject).toBe('Your free VERSE consultation is confirmed');
    expect(confirmation!.text).toContain('Monday, November 23, 2026, 8:00 AM - 8:30 AM MT');
    expect(confirmation!.text).toContain('30-minute');
    expect(confirmation!.text).toContain('the VERSE team will call you at (801) 555-0142');
    expect(confirmation!.text).toContain('support@verse.example');
  });

  it('tells staff who to call and when, with no parent input in the subject', () => {
    expect(staff!.to).toBe('team@verse.example');
    expect(staff!.subject).toBe('Consultation booked: Monday, November 23, 2026, 8:00 AM - 8:30 AM MT');
    expect(staff!.text).toContain('Phone: (801) 555-0142');
    expect(staff!.text).toContain('Email: renee@example.com');
    expect(staff!.ics ?? null).toBeNull();
  });
});

describe('changes to an invite', () => {
  const base = {
    uid: 'b1@verse.example',
    stamp,
    start: new Date('2026-11-24T17:00:00Z'),
    end: new Date('2026-11-24T17:30:00Z'),
    summary: 'Free VERSE consultation call',
    description: 'D',
    organizer: { name: 'VERSE', email: 'hello@verse.example' },
    attendee: { email: 'renee@example.com' },
  };

  it('updates the same event with a higher SEQUENCE', () => {
    const { props } = parseIcs(consultationInviteIcs({ ...base, sequence: 2 }));
    expect(props.get('METHOD')!.value).toBe('REQUEST');
    expect(props.get('UID')!.value).toBe('b1@verse.example');
    expect(props.get('SEQUENCE')!.value).toBe('2');
    expect(props.get('STATUS')!.value).toBe('CONFIRMED');
  });

  it('cancels the same event: METHOD:CANCEL and STATUS:CANCELLED', () => {
    const { props } = parseIcs(consultationInviteIcs({ ...base, sequence: 1, method: 'CANCEL' }));
    expect(props.get('METHOD')!.value).toBe('CANCEL');
    expect(props.get('STATUS')!.value).toBe('CANCELLED');
    expect(props.get('SEQUENCE')!.value).toBe('1');
    expect(props.get('UID')!.value).toBe('b1@verse.example');
  });

  it('refuses a SEQUENCE that is not a whole number from 0', () => {
    expect(() => consultationInviteIcs({ ...base, sequence: -1 })).toThrow(RangeError);
    expect(() => consultationInviteIcs({ ...base, sequence: 1.5 })).toThrow(RangeError);
  });
});
