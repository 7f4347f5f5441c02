// The manage link's rules, pure: how long a link lives, and until when a parent may change a call.
import type { ManagedBooking } from '../store/manage';

const HOUR_MS = 3_600_000;
/** A link works until 30 days after the call (a request without a time: after its date). */
const LINK_LIFETIME_MS = 30 * 24 * HOUR_MS;

/** The moment the booking's call starts, or for a request without a time the end of its date (UTC). */
const callMoment = (booking: Pick<ManagedBooking, 'start_iso' | 'date_iso'>) => Date.parse(booking.start_iso ?? `${booking.date_iso}T23:59:59Z`);

export const linkExpired = (booking: Pick<ManagedBooking, 'start_iso' | 'date_iso'>, at: Date) => at.getTime() > callMoment(booking) + LINK_LIFETIME_MS;

export type ChangeWindow = { allowed: boolean; closed: 'cutoff' | 'started' | 'cancelled' | null; cutoffHours: number };

/**
 * Whether a parent may still change the call `cutoffHours` before it: up to and including the
 * moment exactly `cutoffHours` before the start; never once it is cancelled, a request (staff
 * settle those), or started.
 */
export function changeWindow(booking: Pick<ManagedBooking, 'status' | 'start_iso'>, at: Date, cutoffHours: number): ChangeWindow {
  if (booking.status === 'cancelled') return { allowed: false, closed: 'cancelled', cutoffHours };
  if (booking.status !== 'confirmed' || !booking.start_iso) return { allowed: false, closed: 'cutoff', cutoffHours };
  const start = Date.parse(booking.start_iso);
  if (at.getTime() >= start) return { allowed: false, closed: 'started', cutoffHours };
  if (at.getTime() > start - cutoffHours * HOUR_MS) return { allowed: false, closed: 'cutoff', cutoffHours };
  return { allowed: true, closed: null, cutoffHours };
}
