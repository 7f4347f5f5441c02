// The request bodies of the HTTP API as zod schemas, built from the rules of rules.ts. The worker
// validates with these; openapi.ts describes them. A schema that sets its own message keeps it;
// every other problem gets the worker's generic field message ('This field is required.', …).
import { z } from './zod';
import {
  AVAILABILITY_MAX_DAYS,
  BOOKING_STATUSES,
  canonicalInstant,
  CONTACT_METHODS,
  CONTACT_SUBJECTS,
  EMAIL_PATTERN,
  FIELD_MESSAGES,
  hasControlCharacter,
  isCalendarDate,
  isInstant,
  isPhone,
  isTimeZone,
  LIMITS,
  normaliseLineBreaks,
  ROLES,
  STRUGGLES,
  STUDENT_AGE,
  readStudentAge,
  YES_NO,
} from './rules';
import { daysBetween, isWithinBookingWindow } from './time';

/**
 * The worker's messages for values a program sends (dates, instants, zones, choices from a list),
 * which no form lets a person type wrong: beside the schemas rather than in rules.ts, so no
 * element downloads them.
 */
export const WIRE_MESSAGES = {
  calendarDate: 'Please give a real date as YYYY-MM-DD.',
  instant: 'Please give a time as an ISO 8601 instant.',
  timeZone: 'Please give a time zone name such as America/New_York.',
  bookingDate: 'Please choose a date from today up to a year ahead.',
  subject: 'Please choose one of the subjects.',
  leadSource: 'This field must be intake_form or landing_page_intake.',
  rangeReversed: 'The end date must not be before the start date.',
  rangeTooLong: `Ask for at most ${AVAILABILITY_MAX_DAYS} days at a time.`,
} as const;

const noControl = { error: FIELD_MESSAGES.control };
const oneLine = (value: string) => !hasControlCharacter(value, 'line');
const manyLines = (value: string) => !hasControlCharacter(value, 'area');

// ---- Fields --------------------------------------------------------------------------------

/** Trimmed, required, single-line text. */
const line = (max: number) => z.string().trim().min(1).max(max).refine(oneLine, noControl);

/** Trimmed, optional, single-line text; absent or null is ''. */
const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(oneLine, noControl)
    .nullish()
    .transform((value) => value ?? '');

const areaText = (max: number) => z.string().overwrite(normaliseLineBreaks).trim().max(max).refine(manyLines, noControl);

/** Trimmed, optional, multi-line text (line breaks and tabs allowed); absent or null is ''. */
const area = (max: number) =>
  areaText(max)
    .nullish()
    .transform((value) => value ?? '');

/** Trimmed, required, multi-line text. */
const requiredArea = (max: number) => z.string().overwrite(normaliseLineBreaks).trim().min(1).max(max).refine(manyLines, noControl);

/** text@text.text, as every form checks it. */
const email = z.string().trim().min(1).max(LIMITS.email).regex(EMAIL_PATTERN, { error: FIELD_MESSAGES.email });

const optionalEmail = z
  .string()
  .trim()
  .max(LIMITS.email)
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: FIELD_MESSAGES.email })
  .nullish()
  .transform((value) => value ?? '');

/** The one phone rule of every form that asks for a phone. */
const phone = z
  .string()
  .trim()
  .min(1)
  .max(LIMITS.phone)
  .refine(oneLine, noControl)
  .refine(isPhone, { error: FIELD_MESSAGES.phone })
  .describe("Digits with spaces, + ( ) . - / and an optional 'x'/'ext' extension; 7 to 20 digits.");

/**
 * A student's age in whole years, as a number or as text of one (the forms send text), from 3 to
 * 21; stored as text. Its messages are the forms' own, missing or out of range.
 */
const studentAge = z
  .union([z.string(), z.number()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? FIELD_MESSAGES.studentAgeMissing : 'This field has the wrong type.'),
  })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.issues.push({ code: 'custom', message: FIELD_MESSAGES.studentAgeMissing, input: value });
      return z.NEVER;
    }
    const age = readStudentAge(value);
    if (age === null) {
      ctx.issues.push({ code: 'custom', message: FIELD_MESSAGES.studentAge, input: value });
      return z.NEVER;
    }
    return String(age);
  })
  .describe(`Whole years from ${STUDENT_AGE.min} to ${STUDENT_AGE.max}, as a number or a numeric string.`);

/** "YYYY-MM-DD", a day that exists. */
const calendarDate = z.string().refine(isCalendarDate, { error: WIRE_MESSAGES.calendarDate }).meta({ format: 'date' });

/** A real ISO 8601 instant, written back the way `toISOString()` writes it. */
const instant = z
  .string()
  .max(LIMITS.instant)
  .refine(isInstant, { error: WIRE_MESSAGES.instant })
  .transform(canonicalInstant)
  .meta({ format: 'date-time' });

/** An instant that may be left empty (the simpler booking form chooses no time). */
const optionalInstant = z
  .string()
  .max(LIMITS.instant)
  .refine((value) => value.trim() === '' || isInstant(value.trim()), { error: WIRE_MESSAGES.instant })
  .transform((value) => (value.trim() === '' ? undefined : canonicalInstant(value.trim())))
  .nullish();

/** Display text the client sends along; read only for its size, the server writes its own. */
const clientText = z.string().max(LIMITS.clientText).refine(oneLine, noControl).nullish();

/** An IANA time zone name; empty or absent is none. */
const timeZone = z
  .string()
  .trim()
  .max(LIMITS.timeZone)
  .refine((value) => value === '' || isTimeZone(value), { error: WIRE_MESSAGES.timeZone })
  .transform((value) => value || undefined)
  .nullish()
  .describe("The parent's IANA time zone, such as America/New_York.");

/** The bot-check token for the call's action (checked before the body, see the bot check). */
const botToken = z.string().min(1).max(LIMITS.botToken);

const tracked = z.string().max(500).refine(oneLine).optional().catch(undefined);

/**
 * Where the visitor came from. Lenient on purpose: a malformed value is dropped, never a reason to
 * turn a parent's message away. Unknown keys, and values holding control characters, are dropped too.
 */
const attribution = z
  .object({
    gclid: tracked,
    utm_source: tracked,
    utm_medium: tracked,
    utm_campaign: tracked,
    utm_term: tracked,
    utm_content: tracked,
    referrer: z.string().max(2000).refine(oneLine).optional().catch(undefined),
    ts: z.union([z.number().finite(), z.string().max(40).refine(oneLine)]).optional().catch(undefined),
  })
  .nullish()
  .catch(null)
  .transform((value) => {
    const kept = Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined));
    return Object.keys(kept).length ? kept : null;
  });

// ---- Booking -------------------------------------------------------------------------------

/** POST /api/getAvailabilityV2 */
export const availabilityBody = z
  .object({ startDateISO: calendarDate, endDateISO: calendarDate, recaptchaToken: botToken })
  .superRefine(({ startDateISO, endDateISO }, ctx) => {
    const days = daysBetween(startDateISO, endDateISO) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['endDateISO'], message: WIRE_MESSAGES.rangeReversed });
    else if (days > AVAILABILITY_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['endDateISO'], message: WIRE_MESSAGES.rangeTooLong });
  });

/** POST /api/holdSlot: the slot is named by its start; end and label are recomputed. */
export const holdSlotBody = z.object({
  startISO: instant,
  dateISO: calendarDate,
  endISO: clientText,
  label: clientText,
  recaptchaToken: botToken,
});

const lockId = z.string().trim().min(1).max(LIMITS.lockId).refine(oneLine, noControl);

/** Manage tokens one duplicate check may carry (the bookings one page made); widgets/booking/known.ts sends at most these. */
const KNOWN_BOOKINGS_MAX = 10;

/** A manage link's token: 256 random bits as 43 base64url characters. */
const manageToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This booking link is not complete.' });

/**
 * POST /api/existingBookings: before Confirm, the parent's own upcoming bookings under `email`.
 * Only what the caller proves is theirs is ever answered (the manage tokens this browser got, or a
 * signed-in member's verified address); anyone else gets `{existing: []}`, as for a new address.
 */
export const existingBookingsBody = z.object({
  email,
  manageTokens: z.array(manageToken).max(KNOWN_BOOKINGS_MAX).nullish(),
  recaptchaToken: botToken,
});

/** One of the parent's upcoming bookings: its time, its manage token, and whether it may still be moved online. */
const existingBooking = z.object({
  dateISO: z.string(),
  startISO: z.string(),
  endISO: z.string(),
  label: z.string().nullable(),
  manageToken: z.string(),
  canMove: z.boolean(),
  /** The reschedule cut-off in hours, for the words when it may no longer be moved. */
  cutoffHours: z.number(),
});
export const existingBookingsAnswer = z.object({ existing: z.array(existingBooking) });

/** POST /api/releaseSlot */
export const releaseSlotBody = z.object({ lockId });

const consultationFields = {
  parentName: line(LIMITS.bookingName),
  phone,
  email,
  notes: area(LIMITS.notes),
  dateISO: calendarDate,
  startISO: optionalInstant,
  endISO: clientText,
  label: clientText,
  // Empty or null is the simpler form: a request, not a booking of a held slot.
  lockId: z.string().trim().max(LIMITS.lockId).refine(oneLine, noControl).nullish(),
  timeZone,
  recaptchaToken: botToken,
  // "Keep only the new time": the manage token of the parent's earlier booking, which the held
  // slot then replaces (moved there, as its manage link would move it). Needs lockId.
  replacing: manageToken.nullish(),
};

/**
 * POST /api/bookConsultation, judged at the moment `now` gives: a request without a hold must
 * name a date from yesterday to a year ahead in the business time zone.
 */
export function bookConsultationBodyAt(now: () => Date) {
  return z.object(consultationFields).superRefine((request, ctx) => {
    if (request.lockId && !request.startISO) ctx.addIssue({ code: 'custom', path: ['startISO'], message: FIELD_MESSAGES.noSlot });
    if (request.replacing && !request.lockId) ctx.addIssue({ code: 'custom', path: ['replacing'], message: FIELD_MESSAGES.noSlot });
    if (!request.lockId && !isWithinBookingWindow(request.dateISO, now())) {
      ctx.addIssue({ code: 'custom', path: ['dateISO'], message: WIRE_MESSAGES.bookingDate });
    }
  });
}

export const bookConsultationBody = bookConsultationBodyAt(() => new Date());

// ---- Lead forms ----------------------------------------------------------------------------

const parent = { parentName: line(LIMITS.name), email, phone, studentAge };

/** The start page's full intake form. */
const fullIntakeBody = z.object({
  leadSource: z.literal('intake_form'),
  ...parent,
  contactMethod: z
    .enum(CONTACT_METHODS)
    .nullish()
    .transform((value) => value ?? 'email'),
  school: line(LIMITS.school),
  strengths: area(LIMITS.intakeArea),
  struggles: z
    .array(z.enum(STRUGGLES))
    .max(STRUGGLES.length)
    .nullish()
    .transform((list) => [...new Set(list ?? [])]),
  strugglesOther: optionalLine(LIMITS.strugglesOther),
  strugglesDetails: area(LIMITS.intakeArea),
  previousTutor: z
    .enum(YES_NO)
    .nullish()
    .transform((value) => value ?? 'no'),
  previousTutorDetails: area(LIMITS.intakeArea),
  goals: area(LIMITS.intakeArea),
  additionalInfo: area(LIMITS.intakeArea),
  recaptchaToken: botToken,
});

/** A landing page's 'Get Your Child's Assessment' form: only the fields it shows. */
const assessmentRequestBody = z.object({
  leadSource: z.literal('landing_page_intake'),
  ...parent,
  struggles: area(LIMITS.intakeArea),
  goals: area(LIMITS.intakeArea),
  recaptchaToken: botToken,
});

/** POST /api/intakeForms, either variant. */
export const intakeFormBody = z.discriminatedUnion('leadSource', [fullIntakeBody, assessmentRequestBody], {
  error: WIRE_MESSAGES.leadSource,
});

const contactMessage = {
  name: line(LIMITS.name),
  email,
  subject: z.enum(CONTACT_SUBJECTS, { error: WIRE_MESSAGES.subject }),
  message: requiredArea(LIMITS.message),
  attribution,
};

/** POST /api/contactForms with a bot-check token. */
export const contactFormBody = z.object({ ...contactMessage, recaptchaToken: botToken });

/** POST /api/contactForms when the bot check failed: a phone number stands in for it. */
export const contactFallbackBody = z.object({
  ...contactMessage,
  submissionType: z.literal('fallback'),
  fallbackVerification: z.object({ phone, alternateEmail: optionalEmail, reason: area(LIMITS.reason) }),
});

// ---- Accounts ------------------------------------------------------------------------------

/** Emails of accounts are compared lower-cased. */
const accountEmail = z.string().trim().toLowerCase().min(1).max(LIMITS.email).regex(EMAIL_PATTERN, { error: FIELD_MESSAGES.email });

const noNul = (value: string) => !value.includes('\u0000');

/** POST /api/auth/register */
export const registerBody = z.object({
  email: accountEmail,
  password: z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax).refine(noNul, noControl),
  displayName: z
    .string()
    .trim()
    .max(LIMITS.displayName)
    .regex(/^[^\p{Cc}]*$/u)
    .nullish()
    .transform((name) => name || null),
  recaptchaToken: botToken,
});

/** POST /api/auth/login */
export const loginBody = z.object({
  email: accountEmail,
  password: z.string().min(1).max(LIMITS.passwordMax).refine(noNul, noControl),
  recaptchaToken: botToken,
});

/** POST /api/auth/password-reset: ask for a link to set a new password. */
export const passwordResetBody = z.object({ email: accountEmail, recaptchaToken: botToken });

/** POST /api/auth/password-reset/confirm: the emailed link's token and the new password. */
export const passwordResetConfirmBody = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This reset link is not complete. Please open the link from the email again.' }),
  password: z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax).refine(noNul, noControl),
});

/** POST /api/auth/sign-in-link: ask for a one-time link that signs in without the password. */
export const signInLinkBody = z.object({ email: accountEmail, recaptchaToken: botToken });

/** POST /api/auth/sign-in-link/confirm: the emailed link's token. */
export const signInLinkConfirmBody = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This sign-in link is not complete. Please open the link from the email again.' }),
});

// ---- Answers -------------------------------------------------------------------------------

/** Every error: a message a person can read, and per-field messages for a refused body. */
export const apiErrorBody = z.object({ error: z.string(), fields: z.record(z.string(), z.string()).optional() });

const slot = z.object({ start: z.string().meta({ format: 'date-time' }), end: z.string().meta({ format: 'date-time' }), label: z.string() });

export const availabilityAnswer = z.object({ availability: z.array(z.object({ date: z.string().meta({ format: 'date' }), slots: z.array(slot) })) });
export const holdAnswer = z.object({ lockId: z.string(), expiresInSeconds: z.number().int() });
export const releaseAnswer = z.object({ released: z.literal(true) });
/** `moved`: "keep only the new time" moved the earlier booking (its id and manage link stay) into the held slot. */
export const bookingAnswer = z.object({ bookingId: z.string(), status: z.enum(BOOKING_STATUSES), manageToken: z.string().optional(), moved: z.boolean().optional() });
export const leadAnswer = z.object({ id: z.string() });
const publicUser = z.object({ email: z.string(), displayName: z.string().nullable(), role: z.enum(ROLES) });
export const userAnswer = z.object({ user: publicUser.nullable() });
/** The answer to every accepted sign-up, new address or not: no session; the site signs in next. */
export const signUpAnswer = z.object({ user: z.null(), checkEmail: z.literal(true) });
/** The answer to every accepted reset request, whether the address has an account or not. */
export const passwordResetAnswer = z.object({ sent: z.literal(true) });
/** GET /api/config: which bot check runs, and the address families write to. */
export const configAnswer = z.object({
  botCheck: z.discriminatedUnion('mode', [z.object({ mode: z.literal('recaptcha'), siteKey: z.string() }), z.object({ mode: z.literal('local') })]),
  supportEmail: z.string(),
});

// ---- Types ---------------------------------------------------------------------------------
// The request and answer bodies as TypeScript types: the contract's surface for a client written
// in TypeScript. Tagged `@public` where nothing in this repository reads them.

/** @public */
export type AvailabilityBody = z.input<typeof availabilityBody>;
/** @public */
export type HoldSlotBody = z.input<typeof holdSlotBody>;
/** @public */
export type BookConsultationBody = z.input<typeof bookConsultationBody>;
/** @public */
export type IntakeFormBody = z.input<typeof intakeFormBody>;
export type IntakeRecord = z.output<typeof intakeFormBody>;
/** @public */
export type ContactFormBody = z.input<typeof contactFormBody>;
/** @public */
export type ContactFallbackBody = z.input<typeof contactFallbackBody>;
export type ContactMessage = z.output<typeof contactFormBody> | z.output<typeof contactFallbackBody>;
/** @public */
export type RegisterBody = z.input<typeof registerBody>;
/** @public */
export type LoginBody = z.input<typeof loginBody>;
export type ApiErrorBody = z.output<typeof apiErrorBody>;
/** @public */
export type AvailabilityAnswer = z.output<typeof availabilityAnswer>;
/** @public */
export type HoldAnswer = z.output<typeof holdAnswer>;
/** @public */
export type BookingAnswer = z.output<typeof bookingAnswer>;
export type ExistingBooking = z.output<typeof existingBooking>;
/** @public */
export type PublicUser = z.output<typeof publicUser>;
