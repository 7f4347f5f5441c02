// Dates and time zones, one module for the worker and the booking element. Pure: no DOM.
// Calendar dates ("YYYY-MM-DD") are wall-calendar days, instants are UTC; conversions go through
// Intl so daylight saving time comes from the runtime's zone data, not from us. The business zone
// is `BUSINESS_TIME_ZONE` in `rules.ts`; every function here takes its zone.
// Bundles: whatever the booking element uses from here lands in the chunk of every other bundle
// importing this file too, so the one helper the lead forms and the staff screens need as well
// (`calendarDateIn`) lives in rules.ts, in the chunk all of them share.
import { BOOKING_HORIZON_DAYS, calendarDateIn, isCalendarDate } from './rules';

const pad = (n: number) => String(n).padStart(2, '0');

const formatters = new Map<string, Intl.DateTimeFormat>();

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** Calendar date and clock time of an instant on the zone's clocks (hour 0-23). */
export function wallClock(instant: Date, timeZone: string): WallClock {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  // Literal parts ("/", ", ", ":") land under `literal` as NaN; no one reads them.
  const parts: Record<string, number> = {};
  for (const part of f.formatToParts(instant)) parts[part.type] = Number(part.value);
  // Some engines once wrote midnight as 24 even under h23.
  parts.hour = parts.hour! % 24;
  return parts as unknown as WallClock;
}

/** The calendar date in the zone at that instant. */
export function zonedDate(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** "9:00 AM" for an instant in a zone; built by hand so every runtime writes the same text. */
export function timeText(instant: string | Date, timeZone: string): string {
  const { hour, minute } = wallClock(new Date(instant), timeZone);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Minutes the zone is ahead of UTC at that instant (America/Denver: -420 in winter, -360 in summer). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

// zonedToUtc is pure and the worker's availability asks it the same questions for every visitor
// of a month; Intl is the slow part of a request, so answers are kept (bounded, cleared when full).
const MEMO_LIMIT = 20_000;
const zonedToUtcMemo = /* @__PURE__ */ new Map<string, number>();

/** The instant at which the zone's clocks show `minutes` past midnight on `date`. */
export function zonedToUtc(date: string, minutes: number, timeZone: string): Date {
  const key = `${timeZone} ${date} ${minutes}`;
  let instant = zonedToUtcMemo.get(key);
  if (instant === undefined) {
    if (zonedToUtcMemo.size >= MEMO_LIMIT) zonedToUtcMemo.clear();
    instant = convertZonedToUtc(date, minutes, timeZone);
    zonedToUtcMemo.set(key, instant);
  }
  return new Date(instant);
}

function convertZonedToUtc(date: string, minutes: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d) + minutes * 60_000;
  const first = naive - offsetMinutes(new Date(naive), timeZone) * 60_000;
  // The offset at the guess can differ from the offset at the answer when a DST change lies
  // between them; one more step settles it.
  return naive - offsetMinutes(new Date(first), timeZone) * 60_000;
}

// ---- Calendar dates, no zone ---------------------------------------------------------------

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** "YYYY-MM" of a calendar date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month ("YYYY-MM") `months` after `month`. */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const t = new Date(Date.UTC(y, m - 1 + months, 1));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}`;
}

/** The same day of the month `months` away, on the month's last day when it is shorter. */
export function shiftMonth(date: string, months: number): string {
  const month = addMonths(monthOf(date), months);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${pad(Math.min(Number(date.slice(8, 10)), last))}`;
}

// ---- The booking window --------------------------------------------------------------------

/**
 * The dates a consultation request without a hold may name: from yesterday (a form filled in
 * just before midnight) to `BOOKING_HORIZON_DAYS` ahead, in the business time zone.
 */
export function bookingDateWindow(now: Date): { from: string; to: string } {
  const today = calendarDateIn(now);
  return { from: addDays(today, -1), to: addDays(today, BOOKING_HORIZON_DAYS) };
}

export function isWithinBookingWindow(date: string, now: Date): boolean {
  const { from, to } = bookingDateWindow(now);
  return isCalendarDate(date) && date >= from && date <= to;
}
