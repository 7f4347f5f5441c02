// The emails of a booking's life after it is made: reminders, and staff notices of what a parent
// did through the manage link.
import type { Bindings } from '../env';
import type { ManagedBooking } from '../store/manage';
import { parentLocalTime } from './consultation-email';
import { whenOf } from './booking-change-email';
import type { QueuedEmail } from './outbox';

type Senders = Pick<Bindings, 'SUPPORT_EMAIL' | 'SUPPORT_PHONE' | 'STAFF_EMAIL'>;

const hoursText = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/**
 * A reminder `leadHours` before the call, with the time in MT and the parent's zone, the number
 * the team will call and the manage link. The first (largest) reminder asks "Still coming?" with
 * a one-tap answer.
 */
export function reminderEmail(booking: ManagedBooking, senders: Senders, leadHours: number, manage: string, askStillComing: boolean): QueuedEmail {
  const local = parentLocalTime(booking, booking.time_zone);
  const soon = leadHours >= 24 ? 'tomorrow' : `in ${hoursText(leadHours)}`;
  return {
    kind: `consultation_reminder_${leadHours}h`,
    to: booking.email,
    subject: askStillComing ? 'Still coming? Your free VERSE consultation' : `Reminder: your free VERSE consultation ${soon}`,
    text: [
      `Hello ${booking.parent_name},`,
      '',
      `A reminder: your free VERSE consultation is ${whenOf(booking)} (Mountain Time).`,
      ...(local ? [`In your time zone, that is ${local}.`] : []),
      '',
      `At that time, the VERSE team will call you at ${booking.phone}. Please keep your phone nearby.`,
      '',
      ...(askStillComing ? ['Still coming? One tap tells us:', `Yes, I'll be there: ${manage}?reconfirm=1`, ''] : []),
      `To move or cancel the call: ${manage}`,
      `Questions? Email us at ${senders.SUPPORT_EMAIL} or call ${senders.SUPPORT_PHONE}.`,
      '',
      'The VERSE team',
    ].join('\n'),
    relatedId: booking.id,
  };
}

/** Staff hear of every change a parent makes through the link. */
export function parentChangeNotice(booking: ManagedBooking, senders: Senders, change: { kind: 'rescheduled'; previous: Pick<ManagedBooking, 'date_iso' | 'label'> } | { kind: 'cancelled'; reason: string | null }): QueuedEmail {
  const lines =
    change.kind === 'rescheduled'
      ? [`The parent moved their consultation to ${whenOf(booking)} MT.`, `It was booked for ${whenOf(change.previous)} MT; that time is free again.`]
      : [`The parent cancelled their consultation of ${whenOf(booking)} MT. The time is free again.`, `Reason given: ${change.reason ?? '(none)'}`];
  return {
    kind: `consultation_${change.kind}_staff_notice`,
    to: senders.STAFF_EMAIL,
    subject: change.kind === 'rescheduled' ? `Consultation moved: ${whenOf(booking)} MT` : `Consultation cancelled: ${whenOf(booking)} MT`,
    text: [...lines, '', `Parent/guardian: ${booking.parent_name}`, `Phone: ${booking.phone}`, `Email: ${booking.email}`, `Booking: ${booking.id}`].join('\n'),
    relatedId: booking.id,
  };
}
