import type { Bindings } from '../env';
import type { BookingRow } from '../store/bookings';
import { consultationInviteIcs } from './ics';
import type { QueuedEmail } from './outbox';
import { longDate, parseMailbox } from './format';

// What a parent is sent when staff move or cancel a consultation. The invite keeps the UID of the
// first one (the booking id at the sender's domain) and counts SEQUENCE up, so calendar apps
// update or remove the event they already hold instead of adding a second one.

type Senders = Pick<Bindings, 'EMAIL_FROM' | 'SUPPORT_EMAIL'>;

export const whenOf = (booking: Pick<BookingRow, 'date_iso' | 'label'>) =>
  booking.label ? `${longDate(booking.date_iso)}, ${booking.label} MT` : longDate(booking.date_iso);

/** The invite of a confirmed booking as it stands now, at `booking.sequence`. */
function inviteOf(booking: BookingRow & { sequence: number }, senders: Senders, stamp: Date, method: 'REQUEST' | 'CANCEL', manage?: string): string {
  const organizer = parseMailbox(senders.EMAIL_FROM);
  const domain = organizer.email.split('@')[1] ?? 'verse';
  return consultationInviteIcs({
    uid: `${booking.id}@${domain}`,
    stamp,
    start: new Date(booking.start_iso!),
    end: new Date(booking.end_iso!),
    summary: 'Free VERSE consultation call',
    description: `The VERSE team will call you at ${booking.phone} at this time.\n${manage && method === 'REQUEST' ? `Move or cancel: ${manage}\n` : ''}Questions or changes: ${senders.SUPPORT_EMAIL}`,
    url: manage,
    organizer: { name: organizer.name ?? 'VERSE', email: organizer.email },
    attendee: { name: booking.parent_name, email: booking.email },
    sequence: booking.sequence,
    method,
  });
}

/** The booking at its new time (already stored, `sequence` counted up): an updated invite. */
export function rescheduledEmail(booking: BookingRow & { sequence: number }, previous: Pick<BookingRow, 'date_iso' | 'label'>, senders: Senders, stamp: Date, manage?: string, local?: string | null): QueuedEmail {
  return {
    kind: 'consultation_rescheduled',
    to: booking.email,
    subject: 'Your free VERSE consultation has a new time',
    text: [
      `Hello ${booking.parent_name},`,
      '',
      `Your free VERSE consultation has moved to ${whenOf(booking)} (Mountain Time).`,
      ...(local ? [`In your time zone, that is ${local}.`] : []),
      `It was booked for ${whenOf(previous)}; that time no longer applies.`,
      '',
      `At the new time, the VERSE team will call you at ${booking.phone}.`,
      'The attached calendar invite updates the call in your calendar.',
      '',
      ...(manage ? [`To see, move or cancel your booking: ${manage}`, ''] : []),
      `Questions? Email us at ${senders.SUPPORT_EMAIL}.`,
      '',
      'The VERSE team',
    ].join('\n'),
    ics: inviteOf(booking, senders, stamp, 'REQUEST', manage),
    relatedId: booking.id,
  };
}

/**
 * The booking is cancelled (already stored, `sequence` counted up). A confirmed booking's parent
 * had an invite, which the attached cancellation removes; a request had none.
 */
export function cancelledEmail(booking: BookingRow & { sequence: number }, wasConfirmed: boolean, senders: Senders, stamp: Date, bookAgain?: string): QueuedEmail {
  const what = wasConfirmed ? `Your free VERSE consultation on ${whenOf(booking)} (Mountain Time) is cancelled.` : `Your request for a free VERSE consultation (${whenOf(booking)}) is cancelled.`;
  return {
    kind: 'consultation_cancelled',
    to: booking.email,
    subject: 'Your free VERSE consultation is cancelled',
    text: [
      `Hello ${booking.parent_name},`,
      '',
      what,
      ...(wasConfirmed ? ['The attached calendar update removes the call from your calendar.'] : []),
      '',
      bookAgain ? `To book another time: ${bookAgain} (or email us at ${senders.SUPPORT_EMAIL}).` : `To book another time, visit our website or email us at ${senders.SUPPORT_EMAIL}.`,
      '',
      'The VERSE team',
    ].join('\n'),
    ics: wasConfirmed ? inviteOf(booking, senders, stamp, 'CANCEL') : null,
    relatedId: booking.id,
  };
}
