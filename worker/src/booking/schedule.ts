import type { BookingCalendar } from '../store/settings';
import { addDays, wallClock, weekday, zonedDate, zonedToUtc } from '../../../contract/time';

/** One consultation time: UTC instants as `toISOString()` writes them, and the MT label. */
export type Slot = { start: string; end: string; label: string };
export type OpenDay = { date: string; slots: Slot[] };

export type ScheduleRules = Pick<BookingCalendar, 'timeZone' | 'slotMinutes' | 'minNoticeMinutes' | 'maxAdvanceDays' | 'weeklyHours' | 'closedDates'>;

const minutesOf = (wallTime: string) => {
  const [h, m] = wallTime.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** "8:00 AM", from minutes past midnight; built by hand so every runtime writes the same text. */
export function clockText(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = String(minutes % 60).padStart(2, '0');
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

type DaySlots = { slots: readonly Slot[]; starts: readonly number[] };

/**
 * What the settings alone give, per settings object and date: each date's slots and their start
 * instants. The store hands out one calendar object per settings version, so this is computed
 * once per version and date, and forgotten with the version.
 */
const derived = new WeakMap<ScheduleRules, Map<string, DaySlots>>();
const MAX_KEPT_DATES = 1000;

function daySlots(rules: ScheduleRules, date: string): DaySlots {
  let byDate = derived.get(rules);
  if (!byDate) derived.set(rules, (byDate = new Map()));
  let day = byDate.get(date);
  if (!day) {
    if (byDate.size >= MAX_KEPT_DATES) byDate.clear();
    // Shared by every request of this version: frozen, so no caller can change them for the next.
    const slots = Object.freeze(computeSlotsOn(rules, date).map((slot) => Object.freeze(slot)));
    day = { slots, starts: Object.freeze(slots.map((slot) => Date.parse(slot.start))) };
    byDate.set(date, day);
  }
  return day;
}

/** Every slot the business hours give on a calendar date, before notice and bookings count. */
export function slotsOn(rules: ScheduleRules, date: string): readonly Slot[] {
  return daySlots(rules, date).slots;
}

function computeSlotsOn(rules: ScheduleRules, date: string): Slot[] {
  if (rules.closedDates.has(date)) return [];
  const byStart = new Map<string, Slot>();
  const add = (start: Date, m: number) =>
    byStart.set(start.toISOString(), {
      start: start.toISOString(),
      end: new Date(start.getTime() + rules.slotMinutes * 60_000).toISOString(),
      label: `${clockText(m)} - ${clockText(m + rules.slotMinutes)}`,
    });
  for (const [from, to] of rules.weeklyHours[String(weekday(date))] ?? []) {
    const open = minutesOf(from);
    const close = minutesOf(to);
    const first = zonedToUtc(date, open, rules.timeZone);
    const last = zonedToUtc(date, close, rules.timeZone);
    // Zone conversions are the costly part (Intl), so convert the two ends only: when as much
    // real time passes between them as the wall clock says, no clock change falls inside and every
    // slot is a fixed step from the first. Otherwise (a DST change inside business hours) convert
    // each slot and drop wall times the clocks skip, which nobody can be called at.
    const linear = last.getTime() - first.getTime() === (close - open) * 60_000 && zonedToUtc(date, 0, rules.timeZone) <= first;
    for (let m = open; m + rules.slotMinutes <= close; m += rules.slotMinutes) {
      if (linear) {
        add(new Date(first.getTime() + (m - open) * 60_000), m);
        continue;
      }
      const start = zonedToUtc(date, m, rules.timeZone);
      const wall = wallClock(start, rules.timeZone);
      if (wall.hour * 60 + wall.minute !== m || zonedDate(start, rules.timeZone) !== date) continue;
      add(start, m);
    }
  }
  // Same-format ISO instants order as plain strings; localeCompare (ICU collation) is far slower.
  return [...byStart.values()].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/** The slot that starts exactly at `start`, with its calendar date, or null when there is none. */
export function slotStartingAt(rules: ScheduleRules, start: Date): { date: string; slot: Slot } | null {
  const date = zonedDate(start, rules.timeZone);
  const slot = slotsOn(rules, date).find((s) => s.start === start.toISOString());
  return slot ? { date, slot } : null;
}

/** Far enough ahead for the team to prepare: the minimum notice. */
export function hasNotice(rules: ScheduleRules, slot: Slot, now: Date): boolean {
  return Date.parse(slot.start) >= now.getTime() + rules.minNoticeMinutes * 60_000;
}

/** The last calendar date parents may book on at `now`: today in the business zone plus the horizon. */
export function lastBookableDate(rules: ScheduleRules, now: Date): string {
  return addDays(zonedDate(now, rules.timeZone), rules.maxAdvanceDays);
}

/**
 * The start (epoch ms) of the first slot from `fromDate` to `toDate` that is far enough ahead,
 * or null: with the taken starts, what the open slots of the range depend on at `now`.
 */
export function firstStartWithNotice(rules: ScheduleRules, fromDate: string, toDate: string, now: Date): number | null {
  const earliest = now.getTime() + rules.minNoticeMinutes * 60_000;
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) {
    const found = daySlots(rules, date).starts.find((start) => start >= earliest);
    if (found !== undefined) return found;
  }
  return null;
}

/**
 * The open slots from `fromDate` to `toDate` (calendar dates in the business zone, inclusive):
 * only dates with at least one, in order, none after the last bookable date. `taken` holds the
 * starts of confirmed bookings and of live holds.
 */
export function openDays(rules: ScheduleRules, fromDate: string, toDate: string, now: Date, taken: ReadonlySet<string>): OpenDay[] {
  const earliest = now.getTime() + rules.minNoticeMinutes * 60_000;
  const last = lastBookableDate(rules, now);
  const days: OpenDay[] = [];
  for (let date = fromDate; date <= toDate && date <= last; date = addDays(date, 1)) {
    const { slots, starts } = daySlots(rules, date);
    const open: Slot[] = [];
    for (let i = 0; i < slots.length; i++) {
      if (starts[i]! >= earliest && !taken.has(slots[i]!.start)) open.push(slots[i]!);
    }
    if (open.length > 0) days.push({ date, slots: open });
  }
  return days;
}
