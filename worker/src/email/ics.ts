// An RFC 5545 calendar invite for one consultation call. Written by hand: it is one event, and
// the rules that matter (CRLF, text escaping, folding at 75 octets, local times with their zone)
// fit on a page. Times are America/Denver wall-clock times with TZID and the zone's VTIMEZONE, so
// every calendar shows the call at the right hour in its own zone, across daylight saving changes
// (ics.test.ts reads the files back with ical.js in three zones).
import { wallClock } from '../../../contract/time';

type CalendarPerson = { name?: string; email: string };

export type ConsultationInvite = {
  uid: string;
  /** When the invite was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
  /**
   * How many times the event was changed since the first invite (0). A calendar applies an
   * update or a cancellation to the event with the same UID only when its SEQUENCE is higher.
   */
  sequence?: number;
  /** REQUEST adds or updates the event; CANCEL removes it. */
  method?: 'REQUEST' | 'CANCEL';
  /** The URL of the event: the booking's manage link. */
  url?: string;
};

/** The business zone, as calendars are told it: US rules since 2007 (second Sunday of March, first of November, 2:00). */
const DENVER = 'America/Denver';
const DENVER_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${DENVER}`,
  `X-LIC-LOCATION:${DENVER}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0600',
  'TZNAME:MDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0700',
  'TZNAME:MST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** "20261123T150000Z": a UTC DATE-TIME. */
function utcDateTime(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}/, '').replace(/[-:]/g, '');
}

/** "20261123T080000": the wall-clock time in America/Denver, for a DATE-TIME with TZID. */
function denverDateTime(instant: Date): string {
  const t = wallClock(instant, DENVER);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(t.year, 4)}${p(t.month)}${p(t.day)}T${p(t.hour)}${p(t.minute)}${p(t.second)}`;
}

/** TEXT value escaping (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/** A parameter value may not hold DQUOTE or control characters; quoted, it may hold , ; and :. */
function quotedParam(value: string): string {
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '').trim()}"`;
}

/** Splits a content line into lines of at most 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).byteLength;
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      // A continuation line starts with one space, which counts towards its 75.
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

function person(property: 'ORGANIZER' | 'ATTENDEE', who: CalendarPerson, extra = ''): string {
  const cn = who.name ? `;CN=${quotedParam(who.name)}` : '';
  return `${property}${cn}${extra}:mailto:${who.email}`;
}

export function consultationInviteIcs(invite: ConsultationInvite): string {
  const method = invite.method ?? 'REQUEST';
  const sequence = invite.sequence ?? 0;
  if (!Number.isInteger(sequence) || sequence < 0) throw new RangeError('SEQUENCE is a whole number from 0.');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//VERSE//Consultation booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...DENVER_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `DTSTAMP:${utcDateTime(invite.stamp)}`,
    `DTSTART;TZID=${DENVER}:${denverDateTime(invite.start)}`,
    `DTEND;TZID=${DENVER}:${denverDateTime(invite.end)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    ...(invite.url ? [`URL:${invite.url}`] : []),
    person('ORGANIZER', invite.organizer),
    person('ATTENDEE', invite.attendee, ';CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE'),
    method === 'CANCEL' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    `SEQUENCE:${sequence}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
