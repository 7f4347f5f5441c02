// The contact form of product.md (sections 2, 3, 4, 5, 8), pure: the message, the spam-check states
// that decide whether it can be sent, and the alternative verification that replaces the check
// when it fails.
import { TOAST_MS, type ToastOptions } from '../forms/toast-options';
import { contactErrors, isFilled, tooLong, type FieldErrors } from '../forms/state';
import { CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS, LIMITS, type ContactSubject } from '../../contract/rules';
import type { RouteBody } from '../../contract/routes';

/** The spec sets no limits on the message; the server keeps these. */
export const MESSAGE_MAX = LIMITS.message;
export const REASON_MAX = LIMITS.reason;

/** The contract's subjects, in its order, with their labels. */
export const SUBJECTS = CONTACT_SUBJECTS.map((value) => ({ value, label: CONTACT_SUBJECT_LABELS[value] }));

export type Subject = ContactSubject;

export type ContactValues = { name: string; email: string; subject: Subject | ''; message: string };

export const emptyContact: ContactValues = { name: '', email: '', subject: '', message: '' };

export const CONTACT_TEXT = {
  heading: 'Send Us a Message',
  send: 'Send Message',
  sending: 'Sending...',
  preparing: 'Getting the security check ready…',
  messagePlaceholder: 'Tell us how we can help you...',
  panelTitle: 'Security Verification Issue',
  panelText: 'We encountered an issue with security verification.',
  tryAgain: 'Try Again',
  useAlternative: 'Use Alternative Verification',
  dialogTitle: 'Alternative Verification',
  fallbackSubmit: 'Send for Manual Review',
  fallbackSending: 'Sending...',
  phoneNeeded: 'Enter a phone number to continue.',
} as const;

export const DEFAULT_SUPPORT_EMAIL = 'support@verse.example';
export const DEFAULT_SUPPORT_PHONE = '(801) 555-0143';

const isSubject = (value: string): value is Subject => SUBJECTS.some((s) => s.value === value);

export function validateContact(values: ContactValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!isFilled(values.name)) errors.name = 'Please enter your name.';
  contactErrors(values, errors);
  if (!isSubject(values.subject)) errors.subject = 'Please choose a subject.';
  if (!isFilled(values.message)) errors.message = 'Please enter your message.';
  else if (values.message.length > MESSAGE_MAX) errors.message = tooLong(MESSAGE_MAX);
  return errors;
}

export type Attribution = Record<string, unknown> | undefined;

/** What the page knows of the visit, as sent: the server keeps what it takes and drops the rest. */
export type SentAttribution = RouteBody<'POST /api/contactForms'>['attribution'];

/** The message's fields as sent, with or without the spam check (sent only once `validateContact` found no problem: a subject is chosen). */
export const messageFields = (values: ContactValues) => ({
  name: values.name.trim(),
  email: values.email.trim(),
  subject: values.subject as Subject,
  message: values.message.trim(),
});

/** POST /api/contactForms with a bot-check token. */
export const contactRequest = (values: ContactValues, recaptchaToken: string, attribution: Attribution) => ({
  ...messageFields(values),
  recaptchaToken,
  attribution: (attribution ?? null) as SentAttribution,
});

// The spam check's part in the form.

type Verification = {
  /** Whether a token can be had: the send button waits for 'ready'. */
  check: 'checking' | 'ready' | 'failed';
  /** The 'Security Verification Issue' panel; it stays while the check is failed, Send being off. */
  panel: boolean;
  /** The alternative verification dialog. */
  dialog: boolean;
};

export type VerificationEvent = 'ready' | 'failed' | 'tryAgain' | 'openAlternative' | 'closeAlternative';

export const initialVerification: Verification = { check: 'checking', panel: false, dialog: false };

export function verificationAfter(state: Verification, event: VerificationEvent): Verification {
  switch (event) {
    case 'ready':
      return { ...state, check: 'ready' };
    case 'failed':
      return { ...state, check: 'failed', panel: true };
    case 'tryAgain':
      return { check: 'checking', panel: false, dialog: false };
    case 'openAlternative':
      return state.panel ? { ...state, dialog: true } : state;
    case 'closeAlternative':
      return { ...state, dialog: false };
  }
}

export const canSend = (verification: Verification, submitting: boolean): boolean => verification.check === 'ready' && !submitting;

/** The toasts of product.md section 8, for a normal send and for the fallback. */
export function contactToast(sent: boolean, kind: 'standard' | 'fallback'): ToastOptions {
  if (sent) {
    return {
      title: 'Message Sent Successfully!',
      description:
        kind === 'standard'
          ? 'Thank you for contacting us. We will get back to you shortly.'
          : 'Thank you for contacting us. We will verify and respond to your message shortly.',
      variant: 'success',
      durationMs: TOAST_MS,
    };
  }
  return kind === 'standard'
    ? {
        title: 'Error Sending Message',
        description: 'There was an error sending your message. Please try again or contact us directly.',
        variant: 'error',
        durationMs: TOAST_MS,
        closable: true,
      }
    : {
        title: 'Error Sending Message',
        description: 'There was an error sending your message. Please contact us directly.',
        variant: 'error',
        durationMs: TOAST_MS,
        closable: true,
      };
}
