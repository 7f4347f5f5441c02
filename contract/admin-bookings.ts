// The staff bookings screen's wire format (/api/admin/bookings): the bodies the worker validates
// and the answers the admin screens read, typed from these schemas.
import { z } from './zod';
import { bookingTimeFields } from './manage';
import { isCalendarDate } from './rules';
import { availabilityAnswer } from './schemas';
import { daysBetween } from './time';

/** The widest range of open slots one call lists. */
const SLOT_RANGE_MAX_DAYS = 31;

const calendarDate = z.string().refine(isCalendarDate, { error: 'Please give a real date as YYYY-MM-DD.' });

/** POST /api/admin/bookings/:id/confirm and /reschedule: the slot chosen. */
export const slotChoiceBody = z.strictObject({ startISO: z.iso.datetime({ offset: true }), dateISO: calendarDate });

/** POST /api/admin/bookings/:id/cancel: no fields. */
export const cancelBookingBody = z.strictObject({});

/** POST /api/admin/bookings/:id/outcome: how the call went (null clears it). */
export const outcomeBody = z.strictObject({ outcome: z.enum(['completed', 'no_show'], { error: 'Please choose completed or no-show.' }).nullable() });

/** GET /api/admin/bookings/slots?from=&to=: 1 to 31 days. */
export const slotRangeQuery = z
  .object({ from: calendarDate, to: calendarDate })
  .refine(({ from, to }) => daysBetween(from, to) >= 0 && daysBetween(from, to) < SLOT_RANGE_MAX_DAYS, {
    error: `Please ask for 1 to ${SLOT_RANGE_MAX_DAYS} days.`,
    path: ['to'],
  });

/** A booking as the staff screens get it. */
const adminBooking = z.object({
  id: z.string(),
  status: z.enum(['confirmed', 'requested']),
  ...bookingTimeFields,
  parentName: z.string(),
  phone: z.string(),
  email: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  /** The parent tapped "Yes, I'll be there" in the reminder. */
  reconfirmed: z.boolean(),
  /** What became of a call whose time has come, as staff marked it. */
  outcome: z.enum(['completed', 'no_show']).nullable(),
});
export type AdminBooking = z.output<typeof adminBooking>;

/**
 * GET /api/admin/bookings: upcoming (soonest first) and past (newest first); cancelled ones left
 * out. `morePast`: past ones older than the newest 200 were left out (the bookings CSV has them).
 */
export const bookingListAnswer = z.object({ timeZone: z.string(), upcoming: z.array(adminBooking), past: z.array(adminBooking), morePast: z.boolean() });

/** GET /api/admin/bookings/slots: the open slots parents would be offered in the range. */
export const adminSlotsAnswer = z.object({ timeZone: z.string(), availability: availabilityAnswer.shape.availability });

/** The booking after a confirm or a reschedule. */
export const bookingChangeAnswer = z.object({ booking: adminBooking });

/** The id of the booking cancelled. */
export const cancelAnswer = z.object({ cancelled: z.string() });
