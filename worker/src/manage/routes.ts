import { Hono } from 'hono';
import type { AppEnv, Bindings } from '../env';
import { holdAlreadyUsed, holdForAnotherTime, holdLapsed, slotTaken } from '../booking/errors';
import { requestedSlot } from '../booking/requested-slot';
import { slotLocksOf } from '../booking/slot-locks';
import { cancelledEmail, rescheduledEmail } from '../email/booking-change-email';
import { parentLocalTime } from '../email/consultation-email';
import { parentChangeNotice } from '../email/manage-email';
import { deliverEmailAbout, queueEmail } from '../email/outbox';
import { readJson, validate } from '../http/body';
import { ApiError } from '../http/errors';
import { limitLeads } from '../leads/rate-limit';
import { changeBookingIfUnchanged, findBookingByLockId, isUniqueViolation } from '../store/bookings';
import { cancelByParent, findBookingByTokenHash, markReconfirmed, moveBooking, type ManagedBooking } from '../store/manage';
import { loadBookingCalendar, type BookingCalendar } from '../store/settings';
import { now } from '../time/clock';
import { ROUTES } from '../../../contract/routes';
import type { ManageAnswer } from '../../../contract/manage';
import { changeWindow, linkExpired } from './rules';
import { hashManageToken, isTokenShaped, manageUrl } from './token';
import { requestDeletion } from './deletion';

/**
 * Every call through a manage link counts against the client: a parent uses a handful; guessing
 * tokens (256 bits) is hopeless anyway, and this keeps anyone from trying at speed.
 */
const MANAGE_LIMIT = {
  bucket: 'manage_link',
  windowSeconds: 3600,
  perClient: 60,
  message: 'Too many requests from this connection. Please wait a while, or email or call us.',
};

const notAValidLink = () =>
  new ApiError(404, 'This link does not open a booking. Please use the whole link from your confirmation email, or email or call us.');
const linkHasExpired = () => new ApiError(410, 'This link has expired: it works until 30 days after the call. To book again, visit our website.');

const supportOf = (env: Bindings) => ({ email: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE || '(801) 555-0143' });

/** The booking a token opens: a malformed token is refused without reading D1; an old link has expired. */
async function bookingOfToken(env: Bindings, token: string): Promise<ManagedBooking> {
  if (!isTokenShaped(token)) throw notAValidLink();
  const booking = await findBookingByTokenHash(env.DB, await hashManageToken(token));
  if (!booking) throw notAValidLink();
  if (linkExpired(booking, now())) throw linkHasExpired();
  return booking;
}

function manageView(env: Bindings, calendar: BookingCalendar, booking: ManagedBooking, at: Date): ManageAnswer {
  return {
    booking: {
      id: booking.id,
      status: booking.status,
      dateISO: booking.date_iso,
      startISO: booking.start_iso,
      endISO: booking.end_iso,
      label: booking.label,
      parentName: booking.parent_name,
      phone: booking.phone,
      timeZone: booking.time_zone,
      reconfirmed: booking.reconfirmed_at !== null,
      cancelledBy: booking.cancelled_by ?? (booking.status === 'cancelled' ? 'staff' : null),
    },
    timeZone: calendar.timeZone,
    reschedule: changeWindow(booking, at, calendar.rescheduleCutoffHours),
    cancel: changeWindow(booking, at, calendar.cancelCutoffHours),
    support: supportOf(env),
  };
}

const changedMeanwhile = () => new ApiError(409, 'This booking was changed meanwhile. Please reload the page and try again.');

/** Inside a cut-off the server refuses, whatever the page showed; the answer names the way that is left. */
function refuseClosed(env: Bindings, window: ReturnType<typeof changeWindow>, what: 'move' | 'cancel'): void {
  if (window.allowed) return;
  const { email, phone } = supportOf(env);
  if (window.closed === 'cancelled') throw new ApiError(409, 'This consultation is cancelled already.');
  if (window.closed === 'started') throw new ApiError(409, `This call has already begun or taken place. Please call us at ${phone} or email ${email}.`);
  throw new ApiError(
    409,
    `It is too late to ${what} this call online: that is possible until ${window.cutoffHours} hours before it. Please call us at ${phone} or email ${email}.`,
  );
}

/**
 * Moves a confirmed booking into the slot the parent holds, in one step: the hold must be live
 * and for that slot; one UPDATE takes the new start and frees the old, behind a check that the
 * booking is as it was read, with the emails in the same transaction. D1's unique index is the
 * last word if anyone else got the slot: then nothing changes.
 */
async function reschedule(env: Bindings, calendar: BookingCalendar, booking: ManagedBooking, token: string, body: { lockId: string; startISO: string; dateISO: string }): Promise<ManagedBooking> {
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
  let stored: boolean;
  try {
    stored = await changeBookingIfUnchanged(db, booking, [moveBooking(db, booking.id, body.dateISO, slot, at.toISOString()), ...emails.map((e) => queueEmail(db, e))]);
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

async function cancel(env: Bindings, calendar: BookingCalendar, booking: ManagedBooking, reason: string | null): Promise<ManagedBooking> {
  const at = now();
  refuseClosed(env, changeWindow(booking, at, calendar.cancelCutoffHours), 'cancel');
  const cancelled: ManagedBooking = { ...booking, status: 'cancelled', sequence: booking.sequence + 1, cancelled_by: 'parent', cancel_reason: reason };
  const db = env.DB;
  const bookAgain = `${manageUrl(env, '').replace(/\/manage\/$/, '')}/start-here?open=consultation`;
  const emails = [cancelledEmail(cancelled, true, env, at, bookAgain), parentChangeNotice(cancelled, env, { kind: 'cancelled', reason })];
  if (!(await changeBookingIfUnchanged(db, booking, [cancelByParent(db, booking.id, reason), ...emails.map((e) => queueEmail(db, e))]))) throw changedMeanwhile();
  await slotLocksOf(env).rereadD1();
  return cancelled;
}

const { body: rescheduleBody } = ROUTES['POST /api/manage/:token/reschedule'];
const { body: cancelBody } = ROUTES['POST /api/manage/:token/cancel'];
const { body: reconfirmBody } = ROUTES['POST /api/manage/:token/reconfirm'];
const { body: deleteDataBody } = ROUTES['POST /api/manage/:token/delete-data'];

/** The manage link's calls, mounted at /api/manage. */
export const manageRoutes = new Hono<AppEnv>()
  .use('*', limitLeads(MANAGE_LIMIT))
  .use('*', async function noIndex(c, next) {
    // Never cached (every /api answer is no-store) nor indexed.
    await next();
    c.res.headers.set('X-Robots-Tag', 'noindex');
  })
  .get('/:token', async (c) => {
    const booking = await bookingOfToken(c.env, c.req.param('token'));
    return c.json(manageView(c.env, await loadBookingCalendar(c.env.DB), booking, now()));
  })
  .post('/:token/reschedule', readJson, validate(rescheduleBody), async (c) => {
    const token = c.req.param('token');
    const booking = await bookingOfToken(c.env, token);
    const calendar = await loadBookingCalendar(c.env.DB);
    const moved = await reschedule(c.env, calendar, booking, token, c.get('body'));
    c.executionCtx.waitUntil(deliverEmailAbout(c.env, booking.id));
    return c.json(manageView(c.env, calendar, moved, now()));
  })
  .post('/:token/cancel', readJson, validate(cancelBody), async (c) => {
    const booking = await bookingOfToken(c.env, c.req.param('token'));
    const calendar = await loadBookingCalendar(c.env.DB);
    const cancelled = await cancel(c.env, calendar, booking, c.get('body').reason || null);
    c.executionCtx.waitUntil(deliverEmailAbout(c.env, booking.id));
    return c.json(manageView(c.env, calendar, cancelled, now()));
  })
  .post('/:token/reconfirm', readJson, validate(reconfirmBody), async (c) => {
    const booking = await bookingOfToken(c.env, c.req.param('token'));
    const at = now();
    if (booking.status !== 'confirmed' || !booking.start_iso || Date.parse(booking.start_iso) <= at.getTime()) throw new ApiError(409, 'This call is not upcoming, so there is nothing to confirm.');
    await markReconfirmed(c.env.DB, booking.id, at.toISOString());
    return c.json(manageView(c.env, await loadBookingCalendar(c.env.DB), { ...booking, reconfirmed_at: booking.reconfirmed_at ?? at.toISOString() }, at));
  })
  // "Delete my data": a confirmation link to the booking's address; nothing is deleted on this call.
  .post('/:token/delete-data', readJson, validate(deleteDataBody), async (c) => {
    const booking = await bookingOfToken(c.env, c.req.param('token'));
    return c.json(await requestDeletion(c.env, booking.email, 'manage'));
  });
