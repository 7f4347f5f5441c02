// Calendar dates ("YYYY-MM-DD") are wall-calendar days in the business time zone; instants are
// UTC. Conversions go through Intl so DST changes come from the runtime's zone data, not from us.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
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
  return f;
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as unknown as WallClock;
}

/** Minutes the zone is ahead of UTC at that instant (America/Denver: -420 in winter, -360 in summer). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

// zonedToUtc is pure and availability asks it the same questions for every visitor of a month;
// Intl is the slow part of a request, so answers are kept (bounded, cleared when full).
const MEMO_LIMIT = 20_000;
const zonedToUtcMemo = new Map<string, number>();

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

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date in the zone at that instant. */
export function zonedDate(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** "YYYY-MM-DD", a day that exists: the contract's rule. */
export { isCalendarDate } from '../../../contract/rules';

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
