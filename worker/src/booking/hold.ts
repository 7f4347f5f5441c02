import { RouteTable } from '../http/route';
import { isSlotBooked } from '../store/bookings';
import { loadBookingCalendar } from '../store/settings';
import { now } from '../time/clock';
import { slotTaken, tooManyHolds } from './errors';
import { requestedSlot } from './requested-slot';
import { slotLocksOf } from './slot-locks';

export const holdSlot = new RouteTable('/api').serve('POST /api/holdSlot', async function holdSlot(c) {
  const { startISO, dateISO } = c.get('body');
  const calendar = await loadBookingCalendar(c.env.DB);
  const slot = requestedSlot(calendar, startISO, dateISO, { now: now() });
  const locks = slotLocksOf(c.env);
  const outcome = await locks.acquire(slot.start, c.get('clientId'), calendar.holdSeconds, calendar.maxHoldsPerClient);
  if ('taken' in outcome) throw slotTaken();
  if ('tooMany' in outcome) throw tooManyHolds(calendar.maxHoldsPerClient);
  // Checked after the hold, not before: a booking stored earlier is seen here, and one stored
  // later needed this slot's hold, which is now ours.
  if (await isSlotBooked(c.env.DB, slot.start)) {
    await locks.release(outcome.lockId);
    throw slotTaken();
  }
  return { lockId: outcome.lockId, expiresInSeconds: calendar.holdSeconds };
});
