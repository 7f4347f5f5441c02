// The simpler consultation form of the home-style page (product.md sections 2, 3, 4, 5, 8), pure.
// It asks for no time: it posts a request for staff to confirm, without a slot hold.
import { leadToast, type ToastOptions } from '../forms/toast-options';
import { parentErrors, tooLong, type FieldErrors, type LeadOutcome } from '../forms/state';
import { BUSINESS_TIME_ZONE, calendarDateIn, LIMITS } from '../../contract/rules';

/** Booking notes are at most 200 characters (section 9); the concerns become the notes. */
export const CONCERNS_MAX = LIMITS.notes;

const HOUR = 3_600_000;

type ConsultationValues = {
  parentName: string;
  phone: string;
  email: string;
  childAge: string;
  concerns: string;
};

export const emptyConsultation: ConsultationValues = { parentName: '', phone: '', email: '', childAge: '', concerns: '' };

export const CONSULTATION_TEXT = {
  heading: 'Schedule My Free Consultation',
  submit: 'Schedule Consultation',
  submitting: 'Scheduling...',
  /** The intake's label for the same age, so a parent meets one name and one rule on every form. */
  ageLabel: 'Student Age',
} as const;

export function validateConsultation(values: ConsultationValues): FieldErrors {
  // The age is not sent, but held to the intake's rule.
  const errors = parentErrors(values, 'childAge');
  if (values.concerns.length > CONCERNS_MAX) errors.concerns = tooLong(CONCERNS_MAX);
  return errors;
}

/** Today's calendar date in the business time zone, as "YYYY-MM-DD" (the day the server checks the request against). */
export const businessDate = (now: Date, timeZone = BUSINESS_TIME_ZONE): string => calendarDateIn(now, timeZone);

/**
 * The POST /api/bookConsultation body: no lockId (a request, not a held slot), notes from the
 * concerns, today's date, and the window now + 24 h to now + 25 h. The child's age is not sent.
 */
export function consultationRequest(values: ConsultationValues, recaptchaToken: string, now: Date) {
  return {
    parentName: values.parentName.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    notes: values.concerns.trim(),
    dateISO: businessDate(now),
    startISO: new Date(now.getTime() + 24 * HOUR).toISOString(),
    endISO: new Date(now.getTime() + 25 * HOUR).toISOString(),
    label: '',
    recaptchaToken,
  };
}

/** The toasts of product.md section 8 for this form. */
export const consultationToast = (outcome: LeadOutcome): ToastOptions =>
  leadToast(
    outcome,
    { title: 'Consultation Scheduled!', description: "We'll contact you within 24 hours to confirm your consultation time." },
    'There was an error scheduling your consultation. Please try again.',
    true,
  );

/** The server names the concerns `notes`; its message belongs under the concerns field. */
export function formFieldErrors(fields: FieldErrors = {}): FieldErrors {
  const { notes, ...rest } = fields;
  return notes ? { ...rest, concerns: notes } : rest;
}
