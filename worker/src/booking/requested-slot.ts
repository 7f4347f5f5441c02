import type { BookingCalendar } from '../store/settings';
import { notAnOpenSlot } from './errors';
import { hasNotice, lastBookableDate, slotStartingAt, type Slot } from './schedule';

/**
 * The slot a client names by its start, rebuilt from the settings: it must lie on the slot grid,
 * on an open date, and on the calendar date the client meant. End and label come from here, never
 * from the client. With `notice`, it must also be far enough ahead and no further than parents
 * may book.
 */
export function requestedSlot(calendar: BookingCalendar, startISO: string, dateISO: string, notice?: { now: Date }): Slot {
  const found = slotStartingAt(calendar, new Date(startISO));
  if (!found || found.date !== dateISO) throw notAnOpenSlot();
  if (notice && (!hasNotice(calendar, found.slot, notice.now) || found.date > lastBookableDate(calendar, notice.now))) throw notAnOpenSlot();
  return found.slot;
}
