import type { Bindings } from '../env';
import { slotLocksOf } from '../booking/slot-locks';
import { cancelledEmail } from '../email/booking-change-email';
import { parentChangeNotice } from '../email/manage-email';
import { deliverEmailAbout, queueEmail } from '../email/outbox';
import { ApiError } from '../http/errors';
import { RouteTable } from '../http/route';
import { limitLeads } from '../leads/rate-limit';
import { changeBookingIfUnchanged } from '../store/bookings';
import { cancelByParent, findBookingByTokenHash, markReconfirmed, type ManagedBooking } from '../store/manage';
import { loadBookingCalendar, type BookingCalendar } from '../store/settings';
import { now } from '../time/clock';
import type { ManageAnswer } from '../../../contract/manage';
import { changeWindow, linkExpired } from './rules';
import { hashManageToken, isTokenShaped, manageUrl } from './token';
import { requestDeletion } from './deletion';
import { changedMeanwhile, refuseClosed, reschedule, supportOf } from './move';

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

/** The manage link's calls, mounted at /api/manage. */
export const manageRoutes = new RouteTable('/api/manage');
manageRoutes.use('*', limitLeads(MANAGE_LIMIT)).use('*', async function noIndex(c, next) {
  // Never cached (every /api answer is no-store) nor indexed.
  await next();
  c.res.headers.set('X-Robots-Tag', 'noindex');
});
manageRoutes
  .serve('GET /api/manage/:token', async (c) => {
    const booking = await bookingOfToken(c.env, c.req.param('token'));
    return manageView(c.env, await loadBookingCalendar(c.env.DB), booking, now());
  })
  .serve('POST /api/manage/:token/reschedule', async (c) => {
    const token = c.req.param('token');
    const booking = await bookingOfToken(c.env, token);
    const calendar = await loadBookingCalendar(c.env.DB);
    const moved = await reschedule(c.env, calendar, booking, token, c.get('body'));
    c.executionCtx.waitUntil(deliverEmailAbout(c.env, booking.id));
    return manageView(c.env, calendar, moved, now());
  })
  .serve('POST /api/manage/:token/cancel', async (c) => {
    const booking = await bookingOfToken(c.env, c.req.param('token'));
    const calendar = await loadBookingCalendar(c.env.DB);
    const cancelled = await cancel(c.env, calendar, booking, c.get('body').reason || null);
    c.executionCtx.waitUntil(deliverEmailAbout(c.env, booking.id));
    return manageView(c.env, calendar, cancelled, now());
  })
  .serve('POST /api/manage/:token/reconfirm', async (c) => {
    const booking = await bookingOfToken(c.env, c.req.param('token'));
    const at = now();
    if (booking.status !== 'confirmed' || !booking.start_iso || Date.parse(booking.start_iso) <= at.getTime()) throw new ApiError(409, 'This call is not upcoming, so there is nothing to confirm.');
    await markReconfirmed(c.env.DB, booking.id, at.toISOString());
    return manageView(c.env, await loadBookingCalendar(c.env.DB), { ...booking, reconfirmed_at: booking.reconfirmed_at ?? at.toISOString() }, at);
  })
  // "Delete my data": a confirmation link to the booking's address; nothing is deleted on this call.
  .serve('POST /api/manage/:token/delete-data', async (c) => {
    const booking = await bookingOfToken(c.env, c.req.param('token'));
    return requestDeletion(c.env, booking.email, 'manage');
  });
