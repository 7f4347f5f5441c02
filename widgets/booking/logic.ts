// The booking rules of product.md (sections 4, 5, 8 and 9), pure: no DOM, no fetch, no timers.
// Calendar dates are "YYYY-MM-DD" wall-calendar days in the business time zone; instants are UTC.

/** The business time zone; every time a parent sees is Mountain Time first. */
export const BUSINESS_ZONE = 'America/Denver';
/** How long the server holds a slot when it does not say. */
export const DEFAULT_HOLD_SECONDS = 300;
export const NOTES_MAX = 200;
/** Days after today searched for the next open time. */
export const NEXT_AVAILABLE_DAYS = 30;
export const GRID_DAYS = 42;
export const SCROLL_TO_FORM_MS = 2500;
export const FOCUS_FORM_MS = 2000;

export type Slot = { start: string; end: string; label: string };
export type AvailabilityDay = { date: string; slots: Slot[] };
/** Open slots by calendar date; a date that is absent has none. */
export type Availability = Record<string, Slot[] | undefined>;

export const MESSAGES = {
  holdFailed: 'This time is no longer available. Please pick another slot.',
  botCheckFailed: 'reCAPTCHA verification failed. Please try again.',
  bookFailed: 'Failed to schedule',
  bookThrew: 'Error scheduling consultation. Please try again.',
  success: 'Consultation scheduled successfully!',
  successNote: "You'll receive a confirmation email with meeting details and calendar invite",
  missing: 'Please fill in the following required fields: ',
  badEmail: 'Please enter a valid email address.',
  noSlot: 'Please select a date and time.',
  notesTooLong: `Please keep notes to ${NOTES_MAX} characters or fewer.`,
  holdEnded: 'Your hold on this time has ended. Please pick the time again to keep it.',
  noUpcoming: 'No upcoming availability',
} as const;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number) => String(n).padStart(2, '0');
const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const utcDay = (date: string) => {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d));
};

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (date: string): number => utcDay(date).getUTCDay();

/** "YYYY-MM" of a calendar date. */
export const monthOf = (date: string): string => date.slice(0, 7);

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
  return `${month}-${pad(Math.min(parts(date)[2], last))}`;
}

const wallFormatters = new Map<string, Intl.DateTimeFormat>();

/** Calendar date and clock time of an instant in a time zone, read through Intl (DST included). */
export function wallClock(instant: Date, timeZone: string): { date: string; hour: number; minute: number } {
  let f = wallFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallFormatters.set(timeZone, f);
  }
  const p: Record<string, string> = {};
  for (const part of f.formatToParts(instant)) p[part.type] = part.value;
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) % 24, minute: Number(p.minute) };
}

/** Today's calendar date in the business zone. */
export const todayIn = (now: Date, timeZone = BUSINESS_ZONE): string => wallClock(now, timeZone).date;

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

/** "9:00 AM" for an instant, in a zone; built by hand so every browser writes the same text. */
export function timeText(instant: string | Date, timeZone = BUSINESS_ZONE): string {
  const { hour, minute } = wallClock(new Date(instant), timeZone);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

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
  const [, m, d] = parts(next.date);
  return `${WEEKDAYS[weekday(next.date)]}, ${pad(m)}/${pad(d)}, ${time}`;
}

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

/** Whole seconds left until a deadline (ms since the epoch), never negative. */
export const secondsLeft = (deadline: number, now: number): number => Math.max(0, Math.ceil((deadline - now) / 1000));

/** "m:ss" */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${pad(s % 60)}`;
}

/** 'Holding slot for 4:59 min' */
export const countdownText = (seconds: number): string => `Holding slot for ${clock(seconds)} min`;

/**
 * Moments worth saying aloud: every whole minute, then 30 s, 10 s and the end. A screen reader
 * that spoke every tick would drown out the form the parent is filling in.
 */
export function isCountdownMilestone(seconds: number): boolean {
  return seconds === 0 || seconds === 10 || seconds === 30 || (seconds > 0 && seconds % 60 === 0);
}

/**
 * The milestone passed when the countdown went from `previous` to `current` seconds, or null.
 * Works across skipped ticks (a background tab's timers are throttled); the start is never one.
 */
export function milestoneCrossed(previous: number, current: number): number | null {
  // The lowest one passed: after a long throttled gap, the freshest news is what matters.
  for (let s = Math.max(0, current); s < previous; s++) if (isCountdownMilestone(s)) return s;
  return null;
}

/** What the live region says at a milestone. */
export function countdownSpeech(seconds: number): string {
  if (seconds <= 0) return MESSAGES.holdEnded;
  const amount = seconds >= 60 ? `${seconds / 60} minute${seconds === 60 ? '' : 's'}` : `${seconds} seconds`;
  return `${amount} left to confirm this time.`;
}

export type ContactFields = { parentName: string; phone: string; email: string; notes: string };
export type FieldName = keyof ContactFields;
export type BookingDraft = ContactFields & {
  date: string | null;
  /** The chosen slot's start, or null. */
  time: string | null;
  /** The chosen slot, set once the slot is known (its start, end and label). */
  slot: Slot | null;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

/** Required fields still empty, in the spec's words and order. */
export function missingFields(draft: BookingDraft): { names: string[]; fields: FieldName[] } {
  const names: string[] = [];
  const fields: FieldName[] = [];
  if (!draft.date) names.push('date');
  if (!draft.time) names.push('time');
  const required: [FieldName, string][] = [
    ['parentName', 'parent/guardian name'],
    ['phone', 'phone number'],
    ['email', 'email address'],
  ];
  for (const [field, name] of required) {
    if (!draft[field].trim()) {
      names.push(name);
      fields.push(field);
    }
  }
  return { names, fields };
}

export type ValidationError = { message: string; fields: FieldName[] };

/** product.md section 5, in order: required fields, email pattern, slot information, notes length. */
export function validateBooking(draft: BookingDraft): ValidationError | null {
  const missing = missingFields(draft);
  if (missing.names.length) return { message: MESSAGES.missing + missing.names.join(', '), fields: missing.fields };
  if (!isEmail(draft.email)) return { message: MESSAGES.badEmail, fields: ['email'] };
  if (!draft.slot) return { message: MESSAGES.noSlot, fields: [] };
  if (draft.notes.length > NOTES_MAX) return { message: MESSAGES.notesTooLong, fields: ['notes'] };
  return null;
}

/** Confirm is enabled once there is a date, a time, a live hold and the three contact fields. */
export function canConfirm(draft: BookingDraft, lockId: string | null | undefined): boolean {
  return Boolean(draft.slot && lockId) && missingFields(draft).names.length === 0;
}

/** The body of POST /api/bookConsultation (without the token), contact fields trimmed. */
export function bookingRequest(draft: BookingDraft & { slot: Slot; date: string }, lockId: string) {
  return {
    parentName: draft.parentName.trim(),
    phone: draft.phone.trim(),
    email: draft.email.trim(),
    notes: draft.notes.trim(),
    dateISO: draft.date,
    startISO: draft.slot.start,
    endISO: draft.slot.end,
    label: draft.slot.label,
    lockId,
  };
}

/** The visitor's time zone as the browser reports it, or MT when it cannot tell. */
export function visitorZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || BUSINESS_ZONE;
  } catch {
    return BUSINESS_ZONE;
  }
}

/**
 * A slot's start in MT, and in the visitor's zone when their clock reads differently:
 * '9:00 AM MT (11:00 AM your time)'.
 */
export function slotTimeText(start: string, zone: string): string {
  const mt = timeText(start);
  const theirs = zone === BUSINESS_ZONE ? mt : safeTimeText(start, zone);
  return theirs && theirs !== mt ? `${mt} MT (${theirs} your time)` : `${mt} MT`;
}

/** The visitor's clock time for a slot, or null when it reads the same as MT. */
export function visitorTimeText(start: string, zone: string): string | null {
  if (zone === BUSINESS_ZONE) return null;
  const theirs = safeTimeText(start, zone);
  return theirs && theirs !== timeText(start) ? theirs : null;
}

function safeTimeText(start: string, zone: string): string | null {
  try {
    return timeText(start, zone);
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
