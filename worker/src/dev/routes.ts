import { Hono } from 'hono';
import { isProduction, type AppEnv } from '../env';
import { apiError } from '../http/errors';
import { CROSS_ORIGIN_REFUSED } from '../http/same-origin';
import { confirmedBookingsCheck } from '../store/bookings';
import { newestOutboxRows } from '../store/outbox';
import { runSchedule } from '../schedule';

/**
 * Local-only helpers, mounted at /api/dev. In production they do not exist: the answer is the same
 * 404 as for any unknown call, so nothing tells a visitor they were ever there.
 */
export const devRoutes = new Hono<AppEnv>();

devRoutes.use('*', async function devOnly(c, next) {
  if (isProduction(c.env)) return apiError(c, 404, 'There is no such API call.');
  // Same-origin only (no CORS header either): a page of another site must not read the outbox.
  const origin = c.req.header('Origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin) return apiError(c, 403, CROSS_ORIGIN_REFUSED);
  await next();
});

/** The newest email the worker would have sent, ics included (`?limit=`, 1 to 200, default 50). */
devRoutes.get('/outbox', async function readOutbox(c) {
  const limit = Math.min(Math.max(Number.parseInt(c.req.query('limit') ?? '', 10) || 50, 1), 200);
  return c.json({ outbox: await newestOutboxRows(c.env.DB, limit) });
});

/** Confirmed bookings and any slot confirmed twice (none, or something is badly wrong): for load tests. */
devRoutes.get('/bookings', async function checkBookings(c) {
  return c.json(await confirmedBookingsCheck(c.env.DB));
});

/**
 * The Cron Trigger's work, by hand: what `npm start` calls every minute. (wrangler dev's own
 * /cdn-cgi/handler/scheduled reaches the static-assets router in front of this worker, not the
 * worker, until wrangler 4.98: cloudflare/workers-sdk#9882.)
 */
devRoutes.post('/scheduled', async function runScheduledWork(c) {
  return c.json(await runSchedule(c.env));
});
