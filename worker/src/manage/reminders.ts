import type { Bindings } from '../env';
import { reminderEmail } from '../email/manage-email';
import { insertOutboxRowFields } from '../email/outbox';
import { claimReminder, confirmedStartingBetween, type ManagedBooking } from '../store/manage';
import { loadBookingCalendar } from '../store/settings';
import { now } from '../time/clock';
import { manageUrl, unsealManageToken } from './token';

const HOUR_MS = 3_600_000;

/**
 * Whether the reminder `leadHours` before the call is due at `at`: from that moment until half of
 * the lead is left (a run that comes far too late sends nothing rather than a stale reminder), and
 * only when the booking's time was chosen before the reminder's window opened (a call booked or
 * moved to within the next hour gets no "in 1 hour" email).
 */
function reminderDue(booking: Pick<ManagedBooking, 'start_iso' | 'created_at' | 'scheduled_at'>, leadHours: number, at: Date): boolean {
  if (!booking.start_iso) return false;
  const start = Date.parse(booking.start_iso);
  const opens = start - leadHours * HOUR_MS;
  const chosen = Date.parse(booking.scheduled_at ?? booking.created_at);
  return at.getTime() >= opens && at.getTime() < start - (leadHours * HOUR_MS) / 2 && chosen < opens;
}

/**
 * One run of the reminders (the cron, every 5 minutes): for each reminder setting, the confirmed
 * bookings it is due for get it queued in the outbox, each claimed in D1 first (claimReminder), so
 * overlapping runs and retries send each reminder once. Cancelled bookings are never read; a moved
 * booking is read at its new start. Returns how many this run queued.
 */
export async function queueDueReminders(env: Bindings): Promise<number> {
  const at = now();
  const calendar = await loadBookingCalendar(env.DB);
  const hours = [...calendar.reminderHours].sort((a, b) => b - a);
  if (hours.length === 0) return 0;
  const first = hours[0]!;
  // Every booking any reminder can be due for starts within the largest lead from now.
  const candidates = await confirmedStartingBetween(env.DB, at.toISOString(), new Date(at.getTime() + first * HOUR_MS).toISOString());
  let queued = 0;
  for (const booking of candidates) {
    for (const lead of hours) {
      if (!reminderDue(booking, lead, at)) continue;
      const token = await unsealManageToken(env, booking.manage_token_sealed);
      const link = token ? manageUrl(env, token) : `${manageUrl(env, '').replace(/\/manage\/$/, '')}/contact`;
      const email = reminderEmail(booking, env, lead, link, lead === first && lead >= 12);
      const row = insertOutboxRowFields(email, at);
      if (await claimReminder(env.DB, { bookingId: booking.id, leadMinutes: lead * 60, startISO: booking.start_iso!, at: at.toISOString() }, row)) queued++;
    }
  }
  return queued;
}
