import type { Bindings } from '../env';
import { confirmedConsultationEmails, consultationRequestEmail, type OtherBooking } from '../email/consultation-email';
import { deliverEmailAbout, queueEmail } from '../email/outbox';
import { runTogether } from '../store/batch';
import { findBookingByLockId, insertBooking, isUniqueViolation, type BookingRow } from '../store/bookings';
import type { BookingCalendar } from '../store/settings';
import { now } from '../time/clock';
import { hashManageToken, isTokenShaped, manageUrl, mintManageToken, unsealManageToken } from '../manage/token';
import { reschedule } from '../manage/move';
import { ApiError } from '../http/errors';
import { findBookingByTokenHash, setBookingExtras, upcomingByEmail } from '../store/manage';
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

export type BookingOutcome = { bookingId: string; status: 'confirmed' | 'requested'; manageToken?: string; moved?: boolean };

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
  const emails = confirmedConsultationEmails(booking, env, now(), request.timeZone, manageUrl(env, link.token), await otherUpcoming(env, booking));
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
 * The address's other upcoming bookings, each with its manage link, for the confirmation email
 * only: a parent who booked again without a word before Confirm (on another device, not signed
 * in) reads there that an earlier call exists and how to cancel it. The email goes to the
 * address's owner alone, so this says nothing to whoever typed the address.
 */
async function otherUpcoming(env: Bindings, booking: BookingRow): Promise<OtherBooking[]> {
  const others = await upcomingByEmail(env.DB, booking.email, now().toISOString());
  return Promise.all(
    others.rows.slice(0, 3).map(async (other) => {
      const token = await unsealManageToken(env, other.manage_token_sealed);
      return { dateISO: other.date_iso, label: other.label, manage: token ? manageUrl(env, token) : null };
    }),
  );
}

const notReplaceable = () =>
  new ApiError(409, 'Your earlier booking could not be changed from here, so nothing was booked. Please choose Keep both, or use the link in its email.');

/**
 * "Keep only the new time": the parent's earlier booking (opened by its manage token, made under
 * the same address) moves into the held slot by the manage link's own rules and transaction
 * (`reschedule`: its cut-off, the old time freed in the same UPDATE, the updated invite), taking
 * the details just typed. So the family has one call, one calendar event and one manage link.
 * Sent again after a lost answer, it returns the same outcome.
 */
export async function replaceConsultation({ env, calendar, waitUntil }: Work, request: ConsultationRequest & { startISO: string; lockId: string; replacing: string }): Promise<BookingOutcome> {
  const token = request.replacing;
  const booking = isTokenShaped(token) ? await findBookingByTokenHash(env.DB, await hashManageToken(token)) : null;
  if (!booking || booking.email.toLowerCase() !== request.email.toLowerCase()) throw notReplaceable();
  const slot = requestedSlot(calendar, request.startISO, request.dateISO);
  const contact = contactOf(request);
  const outcome: BookingOutcome = { bookingId: booking.id, status: 'confirmed', manageToken: token, moved: true };
  if (booking.status === 'confirmed' && booking.start_iso === slot.start && booking.phone === contact.phone && booking.parent_name === contact.parent_name && booking.notes === contact.notes) return outcome;
  await reschedule(env, calendar, booking, token, { lockId: request.lockId, startISO: request.startISO, dateISO: request.dateISO }, { parent_name: contact.parent_name, phone: contact.phone, notes: contact.notes });
  waitUntil(deliverEmailAbout(env, booking.id));
  return outcome;
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
