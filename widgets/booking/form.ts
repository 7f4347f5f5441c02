// The parent's details, pure: the fields, the spec's validation in its order, when Confirm is
// enabled, the help a field shows, and the body of the booking request.
import { isEmail, isPhone, LIMITS } from '../../contract/rules';
import type { Slot } from './dates';
import { MESSAGES } from './messages';

export const NOTES_MAX = LIMITS.notes;
export const SCROLL_TO_FORM_MS = 2500;
export const FOCUS_FORM_MS = 2000;

export type ContactFields = { parentName: string; phone: string; email: string; notes: string };
export type FieldName = keyof ContactFields;
/** What the host page prefilled: the contact fields, not the notes. */
export type Prefill = Partial<Record<Exclude<FieldName, 'notes'>, string | undefined>>;
export type BookingDraft = ContactFields & {
  date: string | null;
  /** The chosen slot's start, or null. */
  time: string | null;
  /** The chosen slot, set once the slot is known (its start, end and label). */
  slot: Slot | null;
};

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

const FIELD_HELP: Record<FieldName, string> = {
  parentName: 'Please enter your name.',
  phone: 'Please enter a phone number we can call.',
  email: 'Please enter your email address.',
  notes: MESSAGES.notesTooLong,
};
const EMAIL_HELP = 'Use a format like name@example.com.';

/** The message beside a field validation refused: what to enter when it is empty, else how to write it. */
export const fieldHelp = (field: FieldName, value: string): string =>
  !value.trim() ? FIELD_HELP[field] : field === 'email' ? EMAIL_HELP : MESSAGES.badPhone;

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
