import { z } from 'zod';
import { slotTaken, tooManyHolds } from '../booking/errors';
import { requestedSlot } from '../booking/requested-slot';
import { openDays, type OpenDay, type Slot } from '../booking/schedule';
import { slotLocksOf } from '../booking/slot-locks';
import { cancelledEmail, rescheduledEmail } from '../email/booking-change-email';
import { confirmedConsultationEmails } from '../email/consultation-email';
import { deliverEmailAbout, queueEmail, type QueuedEmail } from '../email/outbox';
import { ApiError } from '../http/errors';
import { RouteTable } from '../http/route';
import {
  activeBookings,
  cancelBooking,
  changeBookingIfUnchanged,
  confirmIntoSlot,
  findStoredBooking,
  isSlotBooked,
  isUniqueViolation,
  type BookingVersion,
  type StoredBooking,
} from '../store/bookings';
import { loadBookingCalendar, type BookingCalendar } from '../store/settings';
import { now } from '../time/clock';
import { addDays, zonedDate } from '../../../contract/time';
import type { AdminBooking } from '../../../contract/admin-bookings';
import { insertAudit } from '../store/audit';
import type { UserRecord } from '../store/users';
import type { Bindings } from '../env';
import type { SignedInEnv } from './guard';
import { manageLinkOf, manageUrl } from '../manage/token';
import { moveBooking, setBookingExtras, setLeadStage, setOutcome, type ManagedBooking } from '../store/manage';
import { runTogether } from '../store/batch';

/** Who acts, and with which bindings: what the helpers below need of a request. */
type Staff = { env: Bindings; user: UserRecord };

const toAdminBooking = (row: StoredBooking & Partial<Pick<ManagedBooking, 'reconfirmed_at' | 'outcome'>>): AdminBooking => ({
  id: row.id,
  status: row.status as AdminBooking['status'],
  dateISO: row.date_iso,
  startISO: row.start_iso,
  endISO: row.end_iso,
  label: row.label,
  parentName: row.parent_name,
  phone: row.phone,
  email: row.email,
  notes: row.notes,
  createdAt: row.created_at,
  reconfirmed: Boolean(row.reconfirmed_at),
  outcome: row.outcome ?? null,
});

/** How many past consultations the list shows, newest first. */
const PAST_SHOWN = 200;
/** Staff take a slot's lock as the "client" `admin:<user id>`; they may be moving several at once. */
const STAFF_MAX_HOLDS = 50;

const bookingId = z.uuid({ error: 'There is no such booking.' });

/** The lead's stage after each outcome: a call held, or one missed (to be booked again), or neither yet. */
const STAGE_AFTER = { completed: 'consultation_completed', no_show: 'consultation_requested', none: 'consultation_scheduled' } as const;

const noSuchBooking = () => new ApiError(404, 'There is no such booking.');
const changedMeanwhile = () => new ApiError(409, 'This booking was changed meanwhile. Please reload the list and try again.');
const timePassed = () => new ApiError(400, 'This time has already passed. Please pick a later slot.', { startISO: 'This time has already passed.' });

async function findBooking(db: D1Database, id: string): Promise<StoredBooking> {
  const parsed = bookingId.safeParse(id);
  const row = parsed.success ? await findStoredBooking(db, parsed.data) : null;
  if (!row) throw noSuchBooking();
  return row;
}

/**
 * Takes the slot's lock the way a parent's hold does, so no parent can be booking it meanwhile,
 * and checks it is not booked already. The caller stores the booking, then `consume`s the lock.
 */
async function lockSlot(c: Staff, calendar: BookingCalendar, startISO: string, dateISO: string): Promise<{ slot: Slot; lockId: string }> {
  // Staff may place a call inside the minimum notice or beyond the parents' horizon; not in the past.
  const slot = requestedSlot(calendar, startISO, dateISO);
  if (Date.parse(slot.start) <= now().getTime()) throw timePassed();
  const locks = slotLocksOf(c.env);
  const outcome = await locks.acquire(slot.start, `admin:${c.user.id}`, calendar.holdSeconds, STAFF_MAX_HOLDS);
  if ('taken' in outcome) throw slotTaken();
  if ('tooMany' in outcome) throw tooManyHolds(STAFF_MAX_HOLDS);
  if (await isSlotBooked(c.env.DB, slot.start)) {
    await locks.release(outcome.lockId);
    throw slotTaken();
  }
  return { slot, lockId: outcome.lockId };
}

/**
 * Runs the change and what it causes (the parent's email, the audit entry) as one transaction:
 * all of it lands or none. A booking that someone else changed since it was read (`expected`)
 * stores nothing, so no email goes out about a change that did not happen.
 */
async function applyChange({ env, user }: Staff, expected: BookingVersion, update: D1PreparedStatement | D1PreparedStatement[], email: QueuedEmail, action: string, detail: Record<string, unknown>): Promise<void> {
  const db = env.DB;
  const audit = insertAudit(db, { at: now().toISOString(), actorId: user.id, actorEmail: user.email, action, subject: expected.id, detail });
  if (!(await changeBookingIfUnchanged(db, expected, [...[update].flat(), queueEmail(db, email), audit]))) throw changedMeanwhile();
}

/** Upcoming first (soonest first), then past (newest first); cancelled bookings are left out. */
async function listBookings(db: D1Database, at: Date, timeZone: string): Promise<{ upcoming: AdminBooking[]; past: AdminBooking[] }> {
  const { upcoming, past } = await activeBookings(db, at.toISOString(), zonedDate(at, timeZone), PAST_SHOWN);
  return { upcoming: upcoming.map(toAdminBooking), past: past.map(toAdminBooking) };
}

/** The open slots parents would be offered in a range: what staff pick a new time from. */
async function openSlots(env: Bindings, calendar: BookingCalendar, from: string, to: string): Promise<OpenDay[]> {
  const inputs = await slotLocksOf(env).availabilityInputs(`${addDays(from, -1)}T00:00:00.000Z`, `${addDays(to, 2)}T00:00:00.000Z`, null);
  return openDays(calendar, from, to, now(), new Set(inputs.taken));
}

const staffOf = (c: { env: Bindings; get(key: 'user'): UserRecord }): Staff => ({ env: c.env, user: c.get('user') });

export const bookingAdminRoutes = new RouteTable<SignedInEnv>('/api/admin/bookings')
  .serve('GET /api/admin/bookings', async (c) => {
    const calendar = await loadBookingCalendar(c.env.DB);
    return { timeZone: calendar.timeZone, ...(await listBookings(c.env.DB, now(), calendar.timeZone)) };
  })
  .serve('GET /api/admin/bookings/slots', async (c) => {
    const { from, to } = c.get('query');
    const calendar = await loadBookingCalendar(c.env.DB);
    return { timeZone: calendar.timeZone, availability: await openSlots(c.env, calendar, from, to) };
  })
  .serve('POST /api/admin/bookings/:id/confirm', async (c) => {
    const booking = await findBooking(c.env.DB, c.req.param('id'));
    if (booking.status !== 'requested') throw new ApiError(409, 'Only a requested consultation can be confirmed into a slot.');
    const calendar = await loadBookingCalendar(c.env.DB);
    const { startISO, dateISO } = c.get('body');
    const { slot, lockId } = await lockSlot(staffOf(c), calendar, startISO, dateISO);
    const confirmed: StoredBooking = { ...booking, status: 'confirmed', date_iso: dateISO, start_iso: slot.start, end_iso: slot.end, label: slot.label };
    const link = await manageLinkOf(c.env, booking);
    const [email] = confirmedConsultationEmails(confirmed, c.env, now(), null, link ? manageUrl(c.env, link.token) : undefined);
    // The request's lead moves to scheduled with it; the parent's confirmation carries the manage link.
    const update = [
      confirmIntoSlot(c.env.DB, booking.id, dateISO, slot),
      setLeadStage(c.env.DB, booking.id, 'consultation_scheduled'),
      ...(link?.hash
        ? [setBookingExtras(c.env.DB, booking.id, { tokenHash: link.hash, tokenSealed: link.sealed, timeZone: null, userId: null, scheduledAt: now().toISOString() })]
        : []),
    ];
    await storeTakingSlot(staffOf(c), lockId, () => applyChange(staffOf(c), booking, update, email!, 'booking.confirm', { bookingId: booking.id, start: slot.start }));
    c.executionCtx.waitUntil(deliverEmailAbout(c.env, booking.id));
    return { booking: toAdminBooking(confirmed) };
  })
  .serve('POST /api/admin/bookings/:id/reschedule', async (c) => {
    const booking = await findBooking(c.env.DB, c.req.param('id'));
    if (booking.status !== 'confirmed') throw new ApiError(409, 'Only a confirmed consultation can be moved. Confirm a request into a slot instead.');
    const calendar = await loadBookingCalendar(c.env.DB);
    const { startISO, dateISO } = c.get('body');
    const { slot, lockId } = await lockSlot(staffOf(c), calendar, startISO, dateISO);
    const moved: StoredBooking = { ...booking, date_iso: dateISO, start_iso: slot.start, end_iso: slot.end, label: slot.label, sequence: booking.sequence + 1 };
    const update = moveBooking(c.env.DB, booking.id, dateISO, slot, now().toISOString());
    const link = await manageLinkOf(c.env, booking);
    const email = rescheduledEmail(moved, booking, c.env, now(), link && !link.hash ? manageUrl(c.env, link.token) : undefined);
    await storeTakingSlot(staffOf(c), lockId, () => applyChange(staffOf(c), booking, update, email, 'booking.reschedule', { bookingId: booking.id, from: booking.start_iso, to: slot.start }));
    c.executionCtx.waitUntil(deliverEmailAbout(c.env, booking.id));
    return { booking: toAdminBooking(moved) };
  })
  .serve('POST /api/admin/bookings/:id/cancel', async (c) => {
    const booking = await findBooking(c.env.DB, c.req.param('id'));
    if (booking.status === 'cancelled') throw new ApiError(409, 'This booking is cancelled already.');
    const wasConfirmed = booking.status === 'confirmed';
    const cancelled: StoredBooking = { ...booking, status: 'cancelled', sequence: booking.sequence + 1 };
    const update = cancelBooking(c.env.DB, booking.id);
    await applyChange(staffOf(c), booking, update, cancelledEmail(cancelled, wasConfirmed, c.env, now()), 'booking.cancel', { bookingId: booking.id, was: booking.status, start: booking.start_iso });
    // The slot is free in D1 now; the slot locks read D1 again so parents are offered it at once.
    if (wasConfirmed) await slotLocksOf(c.env).rereadD1();
    c.executionCtx.waitUntil(deliverEmailAbout(c.env, booking.id));
    return { cancelled: booking.id };
  })
  .serve('POST /api/admin/bookings/:id/outcome', async (c) => {
  const booking = (await findBooking(c.env.DB, c.req.param('id'))) as StoredBooking & Pick<ManagedBooking, 'reconfirmed_at' | 'outcome'>;
  const { outcome } = c.get('body');
  if (booking.status !== 'confirmed' || !booking.start_iso) throw new ApiError(409, 'Only a confirmed consultation can be marked completed or no-show.');
  if (Date.parse(booking.start_iso) > now().getTime()) throw new ApiError(409, 'A call can be marked once its time has come.');
  const db = c.env.DB;
  const user = c.get('user');
  await runTogether(db, [
    setOutcome(db, booking.id, outcome),
    setLeadStage(db, booking.id, STAGE_AFTER[outcome ?? 'none']),
    insertAudit(db, { at: now().toISOString(), actorId: user.id, actorEmail: user.email, action: 'booking.outcome', subject: booking.id, detail: { bookingId: booking.id, outcome } }),
  ]);
    return { booking: toAdminBooking({ ...booking, outcome }) };
  });

/**
 * Stores a booking into the slot whose lock `lockId` is: D1's unique index has the last word
 * against a double booking. Whatever happens the lock goes; after a move the slot locks read D1
 * again, so the slot left behind is offered at once.
 */
async function storeTakingSlot(c: Staff, lockId: string, store: () => Promise<void>): Promise<void> {
  const locks = slotLocksOf(c.env);
  try {
    await store();
  } catch (error) {
    await locks.release(lockId);
    if (isUniqueViolation(error)) throw slotTaken();
    throw error;
  }
  await locks.consume(lockId);
  await locks.rereadD1();
}
