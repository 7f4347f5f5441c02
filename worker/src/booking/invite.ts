import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { currentInviteOf } from '../store/outbox';

const BOOKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/consultations/{bookingId}/invite.ics: the calendar invite of a confirmed booking, the
 * very file its latest email carries (the confirmation, or the update after staff moved it), for
 * the thank-you page's Add to calendar; 410 once it is cancelled. The random booking id, known
 * only to whoever booked, is the key.
 */
export const consultationInvite = new Hono<AppEnv>().get('/consultations/:bookingId/invite.ics', async function consultationInvite(c) {
  const bookingId = c.req.param('bookingId');
  const invite = BOOKING_ID.test(bookingId) ? await currentInviteOf(c.env.DB, bookingId) : null;
  if (!invite) throw new ApiError(404, 'This booking has no calendar invite.');
  if (invite.cancelled) throw new ApiError(410, 'This consultation was cancelled.');
  return c.body(invite.ics, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': 'attachment; filename="verse-consultation.ics"',
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex',
  });
});
