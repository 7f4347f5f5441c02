import { RouteTable } from '../http/route';
import { LEAD_LIMITS, limitLeadsWhen } from '../leads/rate-limit';
import { loadBookingCalendar } from '../store/settings';
import { now } from '../time/clock';
import { currentUser } from '../auth/session';
import { confirmConsultation, replaceConsultation, requestConsultation } from './consultations';

// A request without a hold could be repeated at will; a booking of a held slot is limited by its hold.
const limitRequestsWithoutHold = limitLeadsWhen(LEAD_LIMITS.consultationRequest, (body: { lockId?: string | null }) => !body.lockId);

// The body is judged by the worker's clock (the route's bodyAt): a request without a hold against `now()`, which tests can fix.
export const bookConsultation = new RouteTable('/api').serve('POST /api/bookConsultation', limitRequestsWithoutHold, async function bookConsultation(c) {
  const request = c.get('body');
  const work = { env: c.env, calendar: await loadBookingCalendar(c.env.DB), waitUntil: (p: Promise<unknown>) => c.executionCtx.waitUntil(p) };
  const { lockId, startISO, replacing } = request;
  if (lockId && startISO && replacing) return replaceConsultation(work, { ...request, lockId, startISO, replacing });
  // Booked while signed in: the booking belongs to the account at once.
  const userId = lockId && startISO ? ((await currentUser(c))?.id ?? null) : null;
  const outcome = lockId && startISO ? await confirmConsultation(work, { ...request, lockId, startISO, userId }) : await requestConsultation(work, request);
  return outcome;
});
