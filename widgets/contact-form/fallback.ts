// The alternative verification of product.md (section 4), pure: a phone number the team calls to
// confirm the message is real, sent when the spam check cannot be passed. Loaded with the
// verification panel (Verification.tsx), never before the check has failed.
import { FIELD_MESSAGES, isEmail, isFilled, isPhone, tooLong, type FieldErrors } from '../forms/state';
import { messageFields, REASON_MAX, type Attribution, type ContactValues, type SentAttribution } from './logic';

export type FallbackValues = { phone: string; alternateEmail: string; reason: string };

export const emptyFallback: FallbackValues = { phone: '', alternateEmail: '', reason: '' };

/** The dialog's button stays disabled while the phone is empty. */
export const canSendFallback = (values: FallbackValues): boolean => isFilled(values.phone);

export function validateFallback(values: FallbackValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!isFilled(values.phone)) errors.phone = FIELD_MESSAGES.phone;
  else if (!isPhone(values.phone)) errors.phone = FIELD_MESSAGES.badPhone;
  if (isFilled(values.alternateEmail) && !isEmail(values.alternateEmail)) errors.alternateEmail = FIELD_MESSAGES.badEmail;
  if (values.reason.length > REASON_MAX) errors.reason = tooLong(REASON_MAX);
  return errors;
}

/** POST /api/contactForms without a token, for manual review. */
export const fallbackRequest = (values: ContactValues, verification: FallbackValues, attribution: Attribution) => ({
  ...messageFields(values),
  attribution: (attribution ?? null) as SentAttribution,
  submissionType: 'fallback' as const,
  fallbackVerification: {
    phone: verification.phone.trim(),
    alternateEmail: verification.alternateEmail.trim(),
    reason: verification.reason.trim(),
  },
});
