// The booking rules of the product spec, pure: no DOM, no fetch, no timers. `bookingFlow` is the
// whole booking flow as a reducer; the hooks around it only fetch, time and report.
// Calendar dates are "YYYY-MM-DD" wall-calendar days in the business time zone; instants are UTC.
import { BUSINESS_TIME_ZONE, FIELD_MESSAGES, isEmail, isPhone, LIMITS } from '../../contract/rules';

/** The business time zone; every time a parent sees is Mountain Time first. */
const BUSINESS_ZONE = BUSINESS_TIME_ZONE;
/** How long the server holds a slot when it does not say. */
const DEFAULT_HOLD_SECONDS = 300;
export const NOTES_MAX = LIMITS.notes;
/** Days after today searched for the next open time. */
const NEXT_AVAILABLE_DAYS = 30;
const GRID_DAYS = 42;
export const SCROLL_TO_FORM_MS = 2500;
export const FOCUS_FORM_MS = 2000;

export type Slot = { start: string; end: string; label: string };
type AvailabilityDay = { date: string; slots: Slot[] };
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
  badEmail: FIELD_MESSAGES.email,
  badPhone: FIELD_MESSAGES.phone,
  noSlot: FIELD_MESSAGES.noSlot,
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

function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
const weekday = (date: string): number => utcDay(date).getUTCDay();

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
function wallClock(instant: Date, timeZone: string): { date: string; hour: number; minute: number } {
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

function nextAvailable(availability: Availability, now: Date): { date: string; slot: Slot } | null {
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

/** Required fields still empty, in the spec's words and order. */
function missingFields(draft: BookingDraft): { names: string[]; fields: FieldName[] } {
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

type ValidationError = { message: string; fields: FieldName[] };

/**
 * In the spec's order: required fields, email pattern (and the phone rule every form shares: the
 * team calls that number), slot information, notes length.
 */
export function validateBooking(draft: BookingDraft): ValidationError | null {
  const missing = missingFields(draft);
  if (missing.names.length) return { message: MESSAGES.missing + missing.names.join(', '), fields: missing.fields };
  const fields = (['phone', 'email'] as const).filter((f) => !(f === 'phone' ? isPhone : isEmail)(draft[f]));
  if (fields.length) return { message: fields.includes('email') ? MESSAGES.badEmail : MESSAGES.badPhone, fields: [...fields] };
  if (!draft.slot) return { message: MESSAGES.noSlot, fields: [] };
  if (draft.notes.length > NOTES_MAX) return { message: MESSAGES.notesTooLong, fields: ['notes'] };
  return null;
}

/** Confirm is enabled once there is a date, a time, a live hold and the three contact fields. */
export function canConfirm(draft: BookingDraft, lockId: string | null | undefined): boolean {
  return Boolean(draft.slot && lockId) && missingFields(draft).names.length === 0;
}

/**
 * The body of POST /api/bookConsultation (without the token), contact fields trimmed; `timeZone`,
 * the visitor's own, lets the confirmation email give their clock time too (the server leaves it
 * out when it reads as MT).
 */
export function bookingRequest(draft: BookingDraft & { slot: Slot; date: string }, lockId: string, timeZone?: string) {
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
    ...(timeZone && { timeZone }),
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

/** The bot-check action every booking call is verified under. */
export const BOT_ACTION = 'consultation_booking';

/** Where the hold on the chosen time stands. `ended`: it ran out or was given back; the time must be picked again. */
export type HoldState =
  | { status: 'none' }
  | { status: 'requesting' }
  | { status: 'held'; lockId: string; deadline: number; seconds: number }
  | { status: 'ended' };

type FieldErrors = Partial<Record<FieldName, string>>;
type Prefill = Partial<Record<Exclude<FieldName, 'notes'>, string | undefined>>;

export type BookingState = {
  /** Today in MT, fixed when the panel opens. */
  today: string;
  /** The month the calendar shows ("YYYY-MM"), never before today's. */
  month: string;
  availability: Availability;
  /** The shown month's grid is being fetched. */
  loading: boolean;
  /** The next-available line, once known; `date` is the day "Show this day" opens, `start` its first open time. */
  upcoming: { text: string; date: string | null; start: string | null } | null;
  date: string | null;
  slot: Slot | null;
  hold: HoldState;
  prefill: Prefill;
  fields: ContactFields;
  fieldErrors: FieldErrors;
  slotError: string | null;
  formError: string | null;
  sending: boolean;
  /** The polite live region's text: the hold granted, its milestones, its end. */
  speech: string;
  /** Counts submissions refused for their fields (here or by the server): each sends focus to the first bad field. */
  invalidTries: number;
};

export type BookingAction =
  | { type: 'monthShown'; month: string }
  /** One fetch answered (`availability` null when it failed); `grid` when it was the shown month's grid. */
  | { type: 'availabilityLoaded'; from: string; to: string; availability: Availability | null; grid?: boolean }
  /** Today through today + 30, for the next-available line; `now` in ms. */
  | { type: 'upcomingLoaded'; availability: Availability; now: number }
  | { type: 'dayChosen'; date: string }
  | { type: 'timeChosen'; slot: Slot }
  /** `expiresInSeconds` as the server sent it, if at all; `now` in ms. */
  | { type: 'holdGranted'; lockId: string; expiresInSeconds?: unknown; now: number }
  /** `error`: the server's text, if it gave one. */
  | { type: 'holdFailed'; error?: string }
  | { type: 'tick'; now: number }
  | { type: 'holdExpired' }
  /** The page was left and the hold given back. */
  | { type: 'holdReleased' }
  | { type: 'prefillChanged'; prefill: Prefill }
  | { type: 'fieldChanged'; name: FieldName; value: string }
  | { type: 'submitStarted' }
  | { type: 'booked' }
  /** `status` 0: no answer; absent: never sent (no bot-check token). `error` and `fields` as the server sent them. */
  | { type: 'bookFailed'; status?: number; error?: string; fields?: Record<string, string | undefined> }
  | { type: 'closed' };

const FIELD_HELP: Record<FieldName, string> = {
  parentName: 'Please enter your name.',
  phone: 'Please enter a phone number we can call.',
  email: 'Please enter your email address.',
  notes: MESSAGES.notesTooLong,
};
const EMAIL_HELP = 'Use a format like name@example.com.';
const CONTACT: readonly (keyof Prefill)[] = ['parentName', 'phone', 'email'];

export function initialBooking(now: Date, prefill: Prefill): BookingState {
  const today = todayIn(now);
  return {
    today,
    month: monthOf(today),
    availability: {},
    loading: true,
    upcoming: null,
    date: null,
    slot: null,
    hold: { status: 'none' },
    prefill,
    fields: { parentName: prefill.parentName ?? '', phone: prefill.phone ?? '', email: prefill.email ?? '', notes: '' },
    fieldErrors: {},
    slotError: null,
    formError: null,
    sending: false,
    speech: '',
    invalidTries: 0,
  };
}

export const draftOf = (state: BookingState): BookingDraft => ({ ...state.fields, date: state.date, time: state.slot?.start ?? null, slot: state.slot });

const heldLock = (state: BookingState): string | null => (state.hold.status === 'held' ? state.hold.lockId : null);

/** A day can be chosen when it has open times, is not past, and is not the day already chosen. */
export const canChooseDay = (state: BookingState, date: string): boolean =>
  date !== state.date && isSelectable(date, state.availability, state.today);

/** A time can be chosen once a day is, while no booking is being sent, unless it is the time already held or being held. */
export const canChooseTime = (state: BookingState, slot: Slot): boolean =>
  Boolean(state.date) &&
  !state.sending &&
  !(slot.start === state.slot?.start && (state.hold.status === 'held' || state.hold.status === 'requesting'));

export const confirmEnabled = (state: BookingState): boolean => canConfirm(draftOf(state), heldLock(state));

/** Why Confirm is still disabled, in words, or null. */
export function confirmHint(state: BookingState): string | null {
  if (confirmEnabled(state)) return null;
  switch (state.hold.status) {
    case 'requesting':
      return 'Holding your time…';
    case 'none':
      return 'Pick a time above to hold it for you.';
    case 'ended':
      return 'Pick the time again to hold it for you.';
    case 'held': {
      const missing = missingFields(draftOf(state)).names.filter((name) => name !== 'date' && name !== 'time');
      return missing.length ? `To confirm, please add your ${missing.join(', ')}.` : null;
    }
  }
}

/** The body of the booking request when Confirm may send one now: valid, a live hold, nothing in flight. */
export function submission(state: BookingState, timeZone?: string): ReturnType<typeof bookingRequest> | null {
  const draft = draftOf(state);
  const lockId = heldLock(state);
  if (state.sending || !lockId || !state.date || !state.slot || validateBooking(draft)) return null;
  return bookingRequest({ ...draft, date: state.date, slot: state.slot }, lockId, timeZone);
}

/** The flow back at its start: no day, time, hold, errors or request in flight. */
const startOver = (state: BookingState): BookingState => ({
  ...state,
  date: null,
  slot: null,
  hold: { status: 'none' },
  fieldErrors: {},
  slotError: null,
  formError: null,
  sending: false,
  speech: '',
});

/** The booking flow of the spec, step by step. Actions that do not apply in the current state change nothing. */
export function bookingFlow(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'monthShown': {
      const month = action.month < monthOf(state.today) ? monthOf(state.today) : action.month;
      return month === state.month ? state : { ...state, month, loading: true };
    }
    case 'availabilityLoaded': {
      const availability = action.availability ? mergeAvailability(state.availability, action.from, action.to, action.availability) : state.availability;
      return { ...state, availability, loading: action.grid ? false : state.loading };
    }
    case 'upcomingLoaded': {
      const now = new Date(action.now);
      const range = nextAvailableRange(state.today);
      const next = nextAvailable(action.availability, now);
      return {
        ...state,
        // Kept, so "Show this day" can open a day beyond the shown grid before that month loads.
        availability: mergeAvailability(state.availability, range.startDateISO, range.endDateISO, action.availability),
        upcoming: { text: nextAvailableText(action.availability, now), date: next?.date ?? null, start: next?.slot.start ?? null },
      };
    }
    case 'dayChosen':
      if (!canChooseDay(state, action.date)) return state;
      return { ...state, date: action.date, slot: null, hold: { status: 'none' }, slotError: null, formError: null };
    case 'timeChosen':
      if (!canChooseTime(state, action.slot)) return state;
      return { ...state, slot: action.slot, hold: { status: 'requesting' }, slotError: null, formError: null };
    case 'holdGranted': {
      if (state.hold.status !== 'requesting' || !state.slot) return state;
      const given = action.expiresInSeconds;
      const seconds = typeof given === 'number' && given > 0 ? given : DEFAULT_HOLD_SECONDS;
      return {
        ...state,
        hold: { status: 'held', lockId: action.lockId, deadline: action.now + seconds * 1000, seconds },
        speech: `${timeText(state.slot.start)} is held for you for ${Math.round(seconds / 60)} minutes. Please fill in your details to confirm.`,
      };
    }
    case 'holdFailed':
      if (state.hold.status !== 'requesting') return state;
      return { ...state, slot: null, hold: { status: 'none' }, slotError: action.error || MESSAGES.holdFailed };
    case 'tick': {
      if (state.hold.status !== 'held') return state;
      const left = secondsLeft(state.hold.deadline, action.now);
      if (left === 0) return bookingFlow(state, { type: 'holdExpired' });
      const milestone = milestoneCrossed(state.hold.seconds, left);
      return { ...state, hold: { ...state.hold, seconds: left }, speech: milestone === null ? state.speech : countdownSpeech(milestone) };
    }
    case 'holdExpired':
      return state.hold.status === 'held' ? { ...state, hold: { status: 'ended' }, speech: MESSAGES.holdEnded } : state;
    case 'holdReleased':
      return state.hold.status === 'held' ? { ...state, hold: { status: 'ended' } } : state;
    case 'prefillChanged': {
      // A prefill that arrives later (a page that learns who is signed in) fills only the fields the visitor has not typed in.
      const fields = { ...state.fields };
      for (const key of CONTACT) if (fields[key] === (state.prefill[key] ?? '')) fields[key] = action.prefill[key] ?? '';
      const same = CONTACT.every((key) => fields[key] === state.fields[key] && action.prefill[key] === state.prefill[key]);
      return same ? state : { ...state, prefill: action.prefill, fields };
    }
    case 'fieldChanged': {
      const { [action.name]: _cleared, ...fieldErrors } = state.fieldErrors;
      return { ...state, fields: { ...state.fields, [action.name]: action.value }, fieldErrors };
    }
    case 'submitStarted': {
      if (state.sending) return state;
      const invalid = validateBooking(draftOf(state));
      if (invalid) {
        const filled = (f: FieldName) => state.fields[f].trim() !== '';
        const help = (f: FieldName) => (!filled(f) ? FIELD_HELP[f] : f === 'email' ? EMAIL_HELP : MESSAGES.badPhone);
        const fieldErrors = Object.fromEntries(invalid.fields.map((f) => [f, help(f)]));
        return { ...state, formError: invalid.message, fieldErrors, invalidTries: state.invalidTries + 1 };
      }
      return submission(state) ? { ...state, sending: true, formError: null, fieldErrors: {} } : state;
    }
    case 'booked': {
      const { prefill } = state;
      return { ...startOver(state), fields: { parentName: prefill.parentName ?? '', phone: prefill.phone ?? '', email: prefill.email ?? '', notes: '' } };
    }
    case 'bookFailed': {
      const fieldErrors: FieldErrors = {};
      for (const name of ['parentName', 'phone', 'email', 'notes'] as const) if (action.fields?.[name]) fieldErrors[name] = action.fields[name];
      return {
        ...state,
        invalidTries: Object.keys(fieldErrors).length ? state.invalidTries + 1 : state.invalidTries,
        sending: false,
        formError: action.status === 0 ? MESSAGES.bookThrew : action.error || MESSAGES.bookFailed,
        fieldErrors,
        // 409: the hold is gone (expired or used elsewhere); Confirm waits for a fresh one.
        hold: action.status === 409 ? { status: 'none' } : state.hold,
      };
    }
    case 'closed':
      return startOver(state);
  }
}
