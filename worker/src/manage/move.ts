// Moving a confirmed booking into a held slot, by the manage link's rules: from the manage page
// (POST /api/manage/:token/reschedule) and from the booking form's "Keep only the new time"
// (POST /api/bookConsultation with `replacing`), so both follow one cut-off and one transaction.
import type { Bindings } from '../env';
import { holdAlreadyUsed, holdForAnotherTime, holdLapsed, slotTaken } from '../booking/errors';
import { requestedSlot } from '../booking/requested-slot';
import { slotLocksOf } from '../booking/slot-locks';
import { rescheduledEmail } from '../email/booking-change-email';
import { parentLocalTime } from '../email/consultation-email';
import { parentChangeNotice } from '../email/manage-email';
import { queueEmail } from '../email/outbox';
import { ApiError } from '../http/errors';
import { changeBookingIfUnchanged, findBookingByLockId, isUniqueViolation } from '../store/bookings';
import { moveBooking, updateBookingContact, type BookingContact, type ManagedBooking } from '../store/manage';
import type { BookingCalendar } from '../store/settings';
import { now } from '../time/clock';
import { changeWindow } from './rules';
import { manageUrl } from './token';

export const supportOf = (env: Bindings) => ({ email: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE || '(801) 555-0143' });

export const changedMeanwhile = () => new ApiError(409, 'This booking was changed meanwhile. Please reload the page and try again.');

/** Inside a cut-off the server refuses, whatever the page showed; the answer names the way that is left. */
export function refuseClosed(env: Bindings, window: ReturnType<typeof changeWindow>, what: 'move' | 'cancel'): void {
  if (window.allowed) return;
  const { email, phone } = supportOf(env);
  if (window.closed === 'cancelled') throw new ApiError(409, 'This consultation is cancelled already.');
  if (window.closed === 'started') throw new ApiError(409, `This call has already begun or taken place. Please call us at ${phone} or email ${email}.`);
  throw new ApiError(
    409,
    `It is too late to ${what} this call online: that is possible until ${window.cutoffHours} hours before it. Please call us at ${phone} or email ${email}.`,
  );
}

type Target = { lockId: string; startISO: string; dateISO: string };

/**
 * Moves a confirmed booking into the slot the parent holds, in one step: the hold must be live
 * and for that slot; one UPDATE takes the new start and frees the old, behind a check that the
 * booking is as it was read, with the emails in the same transaction. D1's unique index is the
 * last word if anyone else got the slot: then nothing changes. `contact`, from the booking form,
 * replaces the details the team calls on (the parent may have typed a new number), in the same
 * transaction.
 */
export async function reschedule(env: Bindings, calendar: BookingCalendar, booking: ManagedBooking, token: string, body: Target, contact?: BookingContact): Promise<ManagedBooking> {
  const at = now();
  refuseClosed(env, changeWindow(booking, at, calendar.rescheduleCutoffHours), 'move');
  const slot = requestedSlot(calendar, body.startISO, body.dateISO, { now: at });
  if (slot.start === booking.start_iso) throw new ApiError(400, 'This is the time already booked. Please pick another time.', { startISO: 'This is the time already booked.' });
  if (await findBookingByLockId(env.DB, body.lockId)) throw holdAlreadyUsed();
  const locks = slotLocksOf(env);
  const hold = await locks.verify(body.lockId, slot.start);
  if (hold === 'gone') throw holdLapsed();
  if (hold === 'other-slot') throw holdForAnotherTime();

  const moved: ManagedBooking = {
    ...booking,
    ...contact,
    date_iso: body.dateISO,
    start_iso: slot.start,
    end_iso: slot.end,
    label: slot.label,
    sequence: booking.sequence + 1,
    scheduled_at: at.toISOString(),
    reconfirmed_at: null,
  };
  const db = env.DB;
  const emails = [
    rescheduledEmail(moved, booking, env, at, manageUrl(env, token), parentLocalTime(moved, moved.time_zone)),
    parentChangeNotice(moved, env, { kind: 'rescheduled', previous: booking }),
  ];
  const statements = [
    moveBooking(db, booking.id, body.dateISO, slot, at.toISOString()),
    ...(contact ? [updateBookingContact(db, booking.id, contact)] : []),
    ...emails.map((e) => queueEmail(db, e)),
  ];
  let stored: boolean;
  try {
    stored = await changeBookingIfUnchanged(db, booking, statements);
  } catch (error) {
    if (isUniqueViolation(error)) throw slotTaken();
    throw error;
  }
  if (!stored) throw changedMeanwhile();
  try {
    await locks.consume(body.lockId);
  } catch (error) {
    console.error('Could not consume a used hold', error);
  }
  // The old time is free in D1 now: the slot locks read it again, so parents are offered it at once.
  await locks.rereadD1();
  return moved;
}
