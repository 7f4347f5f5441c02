import type { Bindings } from '../env';
import { confirmedConsultationEmails, consultationRequestEmail } from '../email/consultation-email';
import { deliverEmailAbout, queueEmail } from '../email/outbox';
import { runTogether } from '../store/batch';
import { findBookingByLockId, insertBooking, isUniqueViolation, type BookingRow } from '../store/bookings';
import type { BookingCalendar } from '../store/settings';
import { now } from '../time/clock';
import { manageUrl, mintManageToken, unsealManageToken } from '../manage/token';
import { setBookingExtras } from '../store/manage';
import { holdAlreadyUsed, holdForAnotherTime, holdLapsed, slotTaken } from './errors';
import { requestedSlot } from './requested-slot';
import { slotStartingAt } from './schedule';
import { slotLocksOf } from './slot-locks';

export type ConsultationRequest = {
  parentName: string;
  phone: string;
  email: string;
  notes?: string | null;
  dateISO: string;
  startISO?: string | null;
  lockId?: string | null;
  /** The parent's own IANA time zone, for the emails and the manage page. */
  timeZone?: string | null;
  /** The signed-in member who booked: the booking belongs to their account. */
  userId?: string | null;
};

export type BookingOutcome = { bookingId: string; status: 'confirmed' | 'requested'; manageToken?: string };

type Work = { env: Bindings; calendar: BookingCalendar; waitUntil: (promise: Promise<unknown>) => void };

const contactOf = (request: ConsultationRequest) => ({
  parent_name: request.parentName,
  phone: request.phone,
  email: request.email,
  notes: request.notes?.trim() || null,
});

/** The same request again (a retry after a lost answer), recognised by its hold and contents. */
function isRepeat(booking: BookingRow, request: ConsultationRequest, startISO: string): boolean {
  const contact = contactOf(request);
  return (
    booking.start_iso === startISO &&
    booking.parent_name === contact.parent_name &&
    booking.phone === contact.phone &&
    booking.email === contact.email &&
    booking.notes === contact.notes
  );
}

/** The same booking again, with the same manage link. */
async function repeated(env: Bindings, booking: BookingRow): Promise<BookingOutcome> {
  const token = await unsealManageToken(env, (booking as { manage_token_sealed?: string | null }).manage_token_sealed ?? null);
  return { bookingId: booking.id, status: 'confirmed', ...(token ? { manageToken: token } : {}) };
}

/**
 * Books the held slot: the hold must be live and for this slot; D1's unique index has the last
 * word if two bookings race for one slot. The booking and its email are one batch, so a failure
 * stores nothing. Repeating the request returns the same booking.
 */
export async function confirmConsultation({ env, calendar, waitUntil }: Work, request: ConsultationRequest & { startISO: string; lockId: string }): Promise<BookingOutcome> {
  const slot = requestedSlot(calendar, request.startISO, request.dateISO);
  const earlier = await findBookingByLockId(env.DB, request.lockId);
  if (earlier) {
    if (isRepeat(earlier, request, slot.start)) return repeated(env, earlier);
    throw holdAlreadyUsed();
  }

  const locks = slotLocksOf(env);
  const hold = await locks.verify(request.lockId, slot.start);
  if (hold === 'gone') throw holdLapsed();
  if (hold === 'other-slot') throw holdForAnotherTime();

  const booking: BookingRow = {
    id: crypto.randomUUID(),
    status: 'confirmed',
    date_iso: request.dateISO,
    start_iso: slot.start,
    end_iso: slot.end,
    label: slot.label,
    ...contactOf(request),
    lock_id: request.lockId,
    created_at: now().toISOString(),
  };
  // The manage link: the parent gets the token (email, thank-you page); D1 keeps its hash and sealed form.
  const link = await mintManageToken(env);
  const extras = setBookingExtras(env.DB, booking.id, {
    tokenHash: link.hash,
    tokenSealed: link.sealed,
    timeZone: request.timeZone || null,
    userId: request.userId ?? null,
    scheduledAt: booking.created_at,
  });
  const emails = confirmedConsultationEmails(booking, env, now(), request.timeZone, manageUrl(env, link.token));
  try {
    await runTogether(env.DB, [insertBooking(env.DB, booking), extras, ...emails.map((email) => queueEmail(env.DB, email))]);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Either this very request landed a moment ago (same hold), or the slot went to someone else.
    const landed = await findBookingByLockId(env.DB, request.lockId);
    if (landed && isRepeat(landed, request, slot.start)) return repeated(env, landed);
    throw landed ? holdAlreadyUsed() : slotTaken();
  }

  try {
    await locks.consume(request.lockId);
  } catch (error) {
    // The booking stands; the hold merely lapses on its own a few minutes later.
    console.error('Could not consume a used hold', error);
  }
  waitUntil(deliverEmailAbout(env, booking.id));
  return { bookingId: booking.id, status: 'confirmed', manageToken: link.token };
}

/**
 * The simpler form's request: stored for staff to confirm, holding no slot. A start that is a
 * real slot is kept as the preferred time; anything else is left for staff to settle by phone.
 */
export async function requestConsultation({ env, calendar, waitUntil }: Work, request: ConsultationRequest): Promise<BookingOutcome> {
  const preferred = request.startISO ? slotStartingAt(calendar, new Date(request.startISO)) : null;
  const slot = preferred && preferred.date === request.dateISO ? preferred.slot : null;
  const booking: BookingRow = {
    id: crypto.randomUUID(),
    status: 'requested',
    date_iso: request.dateISO,
    start_iso: slot?.start ?? null,
    end_iso: slot?.end ?? null,
    label: slot?.label ?? null,
    ...contactOf(request),
    lock_id: null,
    created_at: now().toISOString(),
  };
  await runTogether(env.DB, [insertBooking(env.DB, booking), queueEmail(env.DB, consultationRequestEmail(booking, env))]);
  waitUntil(deliverEmailAbout(env, booking.id));
  return { bookingId: booking.id, status: 'requested' };
}
