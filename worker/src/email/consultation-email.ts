import { BUSINESS_TIME_ZONE, calendarDateIn } from '../../../contract/rules';
import type { Bindings } from '../env';
import type { BookingRow } from '../store/bookings';
import { consultationInviteIcs } from './ics';
import type { QueuedEmail } from './outbox';
import { longDate, parseMailbox } from './format';

type Senders = Pick<Bindings, 'EMAIL_FROM' | 'SUPPORT_EMAIL' | 'STAFF_EMAIL'>;

/** "h:mm AM" on the zone's clocks. */
function clockText(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant).replace(/\u202f/g, ' ');
}

/**
 * The call's time on the parent's own clocks, "Monday, November 23, 2026, 10:30 AM - 11:00 AM
 * (America/New_York)", or null when there is no zone or it reads the same as MT.
 */
export function parentLocalTime(booking: BookingRow, timeZone: string | null | undefined): string | null {
  if (!timeZone || timeZone === BUSINESS_TIME_ZONE || !booking.start_iso || !booking.end_iso) return null;
  const start = new Date(booking.start_iso);
  const end = new Date(booking.end_iso);
  let range: string;
  let day: string;
  try {
    range = `${clockText(start, timeZone)} - ${clockText(end, timeZone)}`;
    if (range === `${clockText(start, BUSINESS_TIME_ZONE)} - ${clockText(end, BUSINESS_TIME_ZONE)}`) return null;
    day = longDate(calendarDateIn(start, timeZone));
  } catch {
    return null;
  }
  return `${day}, ${range} (${timeZone.replace(/_/g, ' ')})`;
}

const minutesLong = (booking: BookingRow) => Math.round((Date.parse(booking.end_iso!) - Date.parse(booking.start_iso!)) / 60_000);

/** Another upcoming booking under the same address, with its own manage link. */
export type OtherBooking = { dateISO: string; label: string | null; manage: string | null };

/**
 * What the confirmation says when the address had other upcoming calls: each, and how to cancel
 * the one this booking replaces. Only the address's owner reads it (see booking/existing.ts).
 */
function otherBookingLines(others: readonly OtherBooking[]): string[] {
  if (!others.length) return [];
  const lines = [others.length === 1 ? 'You also have another consultation booked:' : `You also have ${others.length} other consultations booked:`];
  for (const other of others) lines.push(`- ${longDate(other.dateISO)}, ${other.label ?? ''} MT${other.manage ? `. To cancel it: ${other.manage}` : ''}`);
  lines.push('If this new time replaces it, please cancel the other one so the time goes to another family. To keep both, there is nothing to do.', '');
  return lines;
}

/**
 * The parent's confirmation with its calendar invite, and the notice to staff. With the parent's
 * own time zone (from their browser), both also give the time on the parent's clocks. `others`:
 * the address's other upcoming bookings, named in the parent's email and counted in the staff's.
 */
export function confirmedConsultationEmails(
  booking: BookingRow,
  senders: Senders,
  stamp: Date,
  timeZone?: string | null,
  manage?: string,
  others: readonly OtherBooking[] = [],
): QueuedEmail[] {
  const when = `${longDate(booking.date_iso)}, ${booking.label} MT`;
  const local = parentLocalTime(booking, timeZone);
  const organizer = parseMailbox(senders.EMAIL_FROM);
  const domain = organizer.email.split('@')[1] ?? 'verse';
  const callNote = `The VERSE team will call you at ${booking.phone} at this time.`;

  const confirmation: QueuedEmail = {
    kind: 'consultation_confirmation',
    to: booking.email,
    subject: 'Your free VERSE consultation is confirmed',
    text: [
      `Hello ${booking.parent_name},`,
      '',
      `Your free ${minutesLong(booking)}-minute VERSE consultation is confirmed for ${when} (Mountain Time).`,
      ...(local ? [`In your time zone, that is ${local}.`] : []),
      '',
      `At that time, the VERSE team will call you at ${booking.phone}. Please keep your phone nearby.`,
      'The attached calendar invite puts the call in your calendar.',
      '',
      ...(manage ? [`To see, move or cancel your booking: ${manage}`, ''] : []),
      ...otherBookingLines(others),
      `Need to change the time, or have a question? Email us at ${senders.SUPPORT_EMAIL}.`,
      '',
      'The VERSE team',
    ].join('\n'),
    ics: consultationInviteIcs({
      uid: `${booking.id}@${domain}`,
      stamp,
      start: new Date(booking.start_iso!),
      end: new Date(booking.end_iso!),
      summary: 'Free VERSE consultation call',
      description: `${callNote}\n${manage ? `Move or cancel: ${manage}\n` : ''}Questions or changes: ${senders.SUPPORT_EMAIL}`,
      url: manage,
      organizer: { name: organizer.name ?? 'VERSE', email: organizer.email },
      attendee: { name: booking.parent_name, email: booking.email },
    }),
    relatedId: booking.id,
  };

  const staffNotice: QueuedEmail = {
    kind: 'consultation_staff_notice',
    to: senders.STAFF_EMAIL,
    subject: `Consultation booked: ${when}`,
    text: [
      'A free consultation was booked on the website. Please call the parent at the booked time.',
      '',
      `When: ${when}`,
      ...(local ? [`The parent's time: ${local}`] : []),
      ...contactLines(booking),
      ...(others.length ? ['', `This address has ${others.length} other upcoming consultation${others.length === 1 ? '' : 's'}; the parent was told how to cancel one.`] : []),
      '',
      'The parent was sent a confirmation with a calendar invite.',
    ].join('\n'),
    relatedId: booking.id,
  };

  return [confirmation, staffNotice];
}

/** A request from the simpler form: staff confirm a time with the parent themselves. */
export function consultationRequestEmail(booking: BookingRow, senders: Senders): QueuedEmail {
  const preferred = booking.label ? `${longDate(booking.date_iso)}, ${booking.label} MT` : `${longDate(booking.date_iso)} (no time chosen)`;
  return {
    kind: 'consultation_request_staff_notice',
    to: senders.STAFF_EMAIL,
    subject: `Consultation request: ${longDate(booking.date_iso)}`,
    text: [
      'A free consultation was requested on the website. Please contact the parent to confirm a time.',
      '',
      `Preferred: ${preferred}`,
      ...contactLines(booking),
    ].join('\n'),
    relatedId: booking.id,
  };
}

function contactLines(booking: BookingRow): string[] {
  return [
    `Parent/guardian: ${booking.parent_name}`,
    `Phone: ${booking.phone}`,
    `Email: ${booking.email}`,
    `Notes: ${booking.notes ?? '(none)'}`,
    `Booking: ${booking.id}`,
  ];
}
