// The rules of the wire format, shared by the worker, the widgets and the site: the values a field
// may take, its limits, and the messages a person reads when it is wrong. No zod here: widgets
// import this file, and their bundles must not carry a schema library.

/** The business time zone: calendar dates of the API are days on its clocks. */
export const BUSINESS_TIME_ZONE = 'America/Denver';

// ---- Enums ---------------------------------------------------------------------------------

/** The bot check's actions; a token is valid for its own action only. */
export const BOT_CHECK_ACTIONS = ['consultation_booking', 'intake_form', 'contact_form', 'login', 'register', 'password_reset', 'sign_in_link'] as const;
export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[number];

/** Every new account is a member; no request can change a role. */
export const ROLES = ['member', 'teacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const CONTACT_SUBJECTS = ['general', 'technical', 'educational', 'billing', 'partnership'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: 'General Inquiry',
  technical: 'Technical Support',
  educational: 'Educational Support',
  billing: 'Billing Question',
  partnership: 'Partnership Opportunity',
};

/** How a parent prefers to be reached (intake form); email when not said. */
export const CONTACT_METHODS = ['email', 'text', 'call'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = { email: 'Email', text: 'Text', call: 'Call' };

export const STRUGGLES = ['reading', 'writing', 'spelling', 'math', 'focus', 'executive', 'other'] as const;
export type Struggle = (typeof STRUGGLES)[number];
export const STRUGGLE_LABELS: Record<Struggle, string> = {
  reading: 'Reading',
  writing: 'Writing',
  spelling: 'Spelling',
  math: 'Math',
  focus: 'Focus / attention',
  executive: 'Executive functioning',
  other: 'Other',
};

export const YES_NO = ['yes', 'no'] as const;

/** The full intake form of the start page, and the simpler assessment request of a landing page. */
const LEAD_SOURCES = ['intake_form', 'landing_page_intake'] as const;
type LeadSource = (typeof LEAD_SOURCES)[number];

const SUBMISSION_TYPES = ['standard', 'fallback'] as const;
type SubmissionType = (typeof SUBMISSION_TYPES)[number];

export const BOOKING_STATUSES = ['confirmed', 'requested'] as const;

// ---- Limits --------------------------------------------------------------------------------

/** Longest values, in characters (UTF-16 code units, as `maxlength` counts them). */
export const LIMITS = {
  /** Names on the lead forms (parent, contact). */
  name: 100,
  /** The booking's parent name, a little longer than the lead forms' since it started so. */
  bookingName: 120,
  email: 254,
  phone: 40,
  school: 200,
  strugglesOther: 200,
  /**
   * Each text area of both intake variants: the full form's areas, and the simpler assessment
   * request's struggles and goals (the same fields, so the same limit).
   */
  intakeArea: 250,
  /** Consultation notes (the simpler form's concerns become these). */
  notes: 200,
  message: 5000,
  /** The fallback's reason for skipping the bot check. */
  reason: 1000,
  displayName: 80,
  passwordMin: 8,
  passwordMax: 128,
  /** Display text a client sends along and the server never stores (a slot's label, its end). */
  clientText: 100,
  lockId: 100,
  /** An ISO instant, with room for an offset and milliseconds. */
  instant: 40,
  timeZone: 64,
  botToken: 4096,
  /** A whole request body, in bytes. */
  bodyBytes: 32 * 1024,
} as const;

/**
 * Whole years; intake is for school-age children and young adults. Every form that asks for an age
 * (the intake variants and the consultation request) takes this range.
 */
export const STUDENT_AGE = { min: 3, max: 21 } as const;

/** The longest availability range one request may ask for: a little more than two 42-day grids. */
export const AVAILABILITY_MAX_DAYS = 62;

/** How far ahead a consultation request (no hold) may name its date. */
export const BOOKING_HORIZON_DAYS = 366;

// ---- Messages ------------------------------------------------------------------------------

/** Whole-request errors a widget shows as they are. */
export const ERROR_MESSAGES = {
  botCheckFailed: 'reCAPTCHA verification failed. Please try again.',
  fieldsRefused: 'Please correct the highlighted fields.',
  slotTaken: 'This time is no longer available. Please pick another slot.',
} as const;

/**
 * Field messages a form shows as well as the worker; none repeats what was sent. The worker's own,
 * for values a program sends and no form lets a person type, are `WIRE_MESSAGES` (schemas.ts):
 * every element's first download carries this file.
 */
export const FIELD_MESSAGES = {
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  control: 'This field contains characters that are not allowed.',
  studentAge: `Please enter the student's age in whole years, from ${STUDENT_AGE.min} to ${STUDENT_AGE.max}.`,
  /** The age left empty, on every form that asks for it. */
  studentAgeMissing: "Please enter the student's age.",
  noSlot: 'Please select a date and time.',
} as const;

// ---- Checks --------------------------------------------------------------------------------

/** text@text.text, with no spaces, second @ or control characters. */
export const EMAIL_PATTERN = /^[^\s@\u0000-\u001f\u007f]+@[^\s@\u0000-\u001f\u007f]+\.[^\s@\u0000-\u001f\u007f]+$/;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

const PHONE_PATTERN = /^\+?[\d ().\-/]*(?: *(?:x|ext\.?) *\d+)?$/i;

/**
 * A phone number as people write it: digits with spaces, `+ ( ) . - /` and an optional `x`/`ext`
 * extension, 7 to 20 digits in all.
 */
export function isPhone(value: string): boolean {
  const text = value.trim();
  const digits = text.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(text) && digits >= 7 && digits <= 20;
}

const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/;
const CONTROL_IN_AREA = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/**
 * Whether text holds a control character it must not: any C0 control or DEL on one line; in a
 * text area, any but line feed and tab (line breaks are normalised to `\n` first, see
 * `normaliseLineBreaks`). NUL is refused everywhere.
 */
export function hasControlCharacter(value: string, kind: 'line' | 'area' = 'line'): boolean {
  return (kind === 'line' ? CONTROL_IN_LINE : CONTROL_IN_AREA).test(value);
}

/** `\r\n` and lone `\r` as `\n`, as a browser's text area gives them. */
export const normaliseLineBreaks = (value: string): string => value.replace(/\r\n?/g, '\n');

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0, 12)).getUTCDate();

/** "YYYY-MM-DD", a day that exists (no 2026-02-30), years 1000 to 9999. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1000 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * An ISO 8601 instant (`2026-11-23T15:00:00.000Z`, seconds, milliseconds and an offset optional)
 * whose every part is in range, so that it means what it says: no 2026-11-31, no `T24:00`, no
 * minute 60. JavaScript's Date would quietly roll those over into another time.
 */
export function isInstant(value: string): boolean {
  const match = ISO_INSTANT.exec(value);
  if (!match) return false;
  const [, date, hour, minute, second = '0', offsetHours = '0', offsetMinutes = '0'] = match;
  return (
    isCalendarDate(date!) &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59 &&
    Number(offsetHours) <= 23 &&
    Number(offsetMinutes) <= 59 &&
    !Number.isNaN(Date.parse(value))
  );
}

/** The instant as `toISOString()` writes it, so equal times compare equal. Only for `isInstant` values. */
export const canonicalInstant = (value: string): string => new Date(value).toISOString();

/**
 * A student's age from a form: a whole number, or text of one ("9", " 12 "), from 3 to 21.
 * Anything else (-1, 0.5, "7 1/2", 1e308) is null.
 */
export function readStudentAge(value: unknown): number | null {
  const age = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(age) && age >= STUDENT_AGE.min && age <= STUDENT_AGE.max ? age : null;
}

/** An IANA time zone name the runtime knows ("America/New_York"). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > LIMITS.timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// calendarDateIn is here rather than in time.ts: this file is in the lead forms' shared chunk
// (vite.config.ts, LEAD_KIT), which the booking element and the staff screens load too, so all of
// them share it; time.ts's helpers would become a chunk of their own (`npm run size`).

/** The calendar date ("YYYY-MM-DD") on the zone's clocks at that instant. */
export function calendarDateIn(instant: Date, timeZone = BUSINESS_TIME_ZONE): string {
  const parts: Record<string, string> = {};
  for (const part of new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant)) {
    parts[part.type] = part.value;
  }
  return `${parts.year}-${parts.month}-${parts.day}`;
}

// ---- Event details -------------------------------------------------------------------------

/**
 * `booked` of verse-booking: the confirmed consultation. `email` and `phone` are what the parent
 * entered, so a host page can report the booking (hashed) without reading the form.
 */
/** `booked` of verse-booking; `manageToken` opens the booking's manage page (/manage/<token>). */
export type BookedDetail = {
  bookingId: string;
  startISO: string;
  endISO: string;
  label: string;
  email: string;
  phone: string;
  manageToken?: string;
  /** "Keep only the new time": the parent's earlier booking was moved to this time (same bookingId and manage link). */
  moved?: boolean;
};

/** `submitted` of verse-intake-form. */
export type IntakeSubmittedDetail = { id: string; email: string; phone: string; leadSource: LeadSource };

/** `submitted` of verse-contact-form. */
export type ContactSubmittedDetail = { id: string; email: string; submissionType: SubmissionType };

/** `submitted` of verse-consultation-request: a request for staff to confirm. */
export type ConsultationSubmittedDetail = { id: string; status: string; email: string; phone: string };
