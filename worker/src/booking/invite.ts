import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { confirmationInviteOf } from '../store/outbox';

const BOOKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/consultations/{bookingId}/invite.ics: the calendar invite of a confirmed booking, the
 * very file its confirmation email carries, for the thank-you page's Add to calendar. The random
 * booking id, known only to whoever booked, is the key.
 */
export const consultationInvite = new Hono<AppEnv>().get('/consultations/:bookingId/invite.ics', async function consultationInvite(c) {
  const bookingId = c.req.param('bookingId');
  const ics = BOOKING_ID.test(bookingId) ? await confirmationInviteOf(c.env.DB, bookingId) : null;
  if (!ics) throw new ApiError(404, 'This booking has no calendar invite.');
  return c.body(ics, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': 'attachment; filename="verse-consultation.ics"',
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex',
  });
});
