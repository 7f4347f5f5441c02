// The calendar and the times, pure: which days the grid shows and may be chosen, the open slots
// the API sent, the next-available line, times in MT and in the visitor's zone, keyboard moves.
// Calendar dates are "YYYY-MM-DD" wall-calendar days in the business time zone; instants are UTC.
// The date and zone arithmetic itself is the contract's (`contract/time.ts`).
import { BUSINESS_TIME_ZONE } from '../../contract/rules';
import { addDays, shiftMonth, timeText as zonedTimeText, weekday, zonedDate } from '../../contract/time';
import { MESSAGES } from './messages';

/** Days after today searched for the next open time. */
const NEXT_AVAILABLE_DAYS = 30;
const GRID_DAYS = 42;

export type Slot = { start: string; end: string; label: string };
type AvailabilityDay = { date: string; slots: Slot[] };
/** Open slots by calendar date; a date that is absent has none. */
export type Availability = Record<string, Slot[] | undefined>;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];

/** Today's calendar date in the business zone. */
export const todayIn = (now: Date, timeZone = BUSINESS_TIME_ZONE): string => zonedDate(now, timeZone);

/** The 42 calendar dates shown for a month ("YYYY-MM"): from the Sunday on or before the 1st. */
export function calendarGrid(month: string): string[] {
  const first = `${month}-01`;
  const start = addDays(first, -weekday(first));
  return Array.from({ length: GRID_DAYS }, (_, i) => addDays(start, i));
}

/** The availability request for a month's grid. */
export function gridRange(month: string): { startDateISO: string; endDateISO: string } {
  const grid = calendarGrid(month);
  return { startDateISO: grid[0]!, endDateISO: grid[GRID_DAYS - 1]! };
}

/** The request for the next-available line: today and the 30 days after it. */
export function nextAvailableRange(today: string): { startDateISO: string; endDateISO: string } {
  return { startDateISO: today, endDateISO: addDays(today, NEXT_AVAILABLE_DAYS) };
}

/** Turns the API's list into a lookup, keeping only well-formed days and slots. */
export function toAvailability(days: unknown): Availability {
  const result: Availability = {};
  if (!Array.isArray(days)) return result;
  for (const day of days as Partial<AvailabilityDay>[]) {
    if (typeof day?.date !== 'string' || !Array.isArray(day.slots)) continue;
    const slots = day.slots.filter((s) => typeof s?.start === 'string' && typeof s.end === 'string' && !Number.isNaN(Date.parse(s.start)));
    if (slots.length) result[day.date] = slots.map((s) => ({ start: s.start, end: s.end, label: typeof s.label === 'string' ? s.label : '' }));
  }
  return result;
}

/** Replaces every date from `from` to `to` with what the server answered for that range. */
export function mergeAvailability(current: Availability, from: string, to: string, fresh: Availability): Availability {
  const next: Availability = {};
  for (const [date, slots] of Object.entries(current)) if (date < from || date > to) next[date] = slots;
  return Object.assign(next, fresh);
}

/** A date can be chosen when it has open slots and is not before today (MT). */
export function isSelectable(date: string, availability: Availability, today: string): boolean {
  return date >= today && (availability[date]?.length ?? 0) > 0;
}

/** "9:00 AM" for an instant, in a zone (MT unless told). */
export const timeText = (instant: string | Date, timeZone = BUSINESS_TIME_ZONE): string => zonedTimeText(instant, timeZone);

/** "Monday, November 23" */
export function longDate(date: string): string {
  const [, m, d] = parts(date);
  return `${WEEKDAYS[weekday(date)]}, ${MONTHS[m - 1]} ${d}`;
}

/** "November 2026" */
export function monthTitle(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${MONTHS[m - 1]} ${y}`;
}

export const weekdayName = (index: number): string => WEEKDAYS[index]!;

/**
 * The next-available line: the earliest open slot from now through today + 30 days, as
 * 'Today, 9:00 AM', 'Tomorrow, 9:00 AM' or 'Monday, 11/23, 9:00 AM' (MT), else
 * 'No upcoming availability'.
 */
export function nextAvailableText(availability: Availability, now: Date): string {
  const next = nextAvailable(availability, now);
  if (!next) return MESSAGES.noUpcoming;
  const today = todayIn(now);
  const time = timeText(next.slot.start);
  if (next.date === today) return `Today, ${time}`;
  if (next.date === addDays(today, 1)) return `Tomorrow, ${time}`;
  // "MM/DD" straight from "YYYY-MM-DD".
  return `${WEEKDAYS[weekday(next.date)]}, ${next.date.slice(5).replace('-', '/')}, ${time}`;
}

/** The earliest open slot from now through today + 30 days (MT), with its date, or null. */
export function nextAvailable(availability: Availability, now: Date): { date: string; slot: Slot } | null {
  const today = todayIn(now);
  const last = addDays(today, NEXT_AVAILABLE_DAYS);
  const dates = Object.keys(availability)
    .filter((date) => date >= today && date <= last)
    .sort();
  for (const date of dates) {
    const slot = availability[date]!.filter((s) => Date.parse(s.start) > now.getTime()).sort((a, b) => a.start.localeCompare(b.start))[0];
    if (slot) return { date, slot };
  }
  return null;
}

/** The visitor's time zone as the browser reports it, or MT when it cannot tell. */
export function visitorZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || BUSINESS_TIME_ZONE;
  } catch {
    return BUSINESS_TIME_ZONE;
  }
}

/**
 * A slot's start in MT, and in the visitor's zone when their clock reads differently:
 * '9:00 AM MT (11:00 AM your time)'.
 */
export const slotTimeText = (start: string, zone: string): string => `${timeText(start)} MT${localNote(start, zone)}`;

/** ' (11:00 AM your time)' after an MT time, or nothing when the visitor's clock reads the same. */
export function localNote(start: string, zone: string): string {
  const theirs = visitorTimeText(start, zone);
  return theirs ? ` (${theirs} your time)` : '';
}

/** The visitor's clock time for a slot, or null when it reads the same as MT. */
export function visitorTimeText(start: string, zone: string): string | null {
  try {
    const theirs = timeText(start, zone);
    return theirs !== timeText(start) ? theirs : null;
  } catch {
    return null;
  }
}

/**
 * The slots to list for a date: the open ones plus the one this visitor has chosen, which the
 * server no longer lists as open once it holds it for them.
 */
export function slotsFor(date: string, availability: Availability, chosen: Slot | null, chosenDate: string | null): Slot[] {
  const open = availability[date] ?? [];
  if (!chosen || chosenDate !== date || open.some((s) => s.start === chosen.start)) return open;
  return [...open, chosen].sort((a, b) => a.start.localeCompare(b.start));
}

/** Keyboard moves in the calendar grid: the date focus goes to, or null for keys it ignores. */
export function moveFocus(date: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekday(date));
    case 'End':
      return addDays(date, 6 - weekday(date));
    case 'PageUp':
      return shiftMonth(date, -1);
    case 'PageDown':
      return shiftMonth(date, 1);
    default:
      return null;
  }
}

