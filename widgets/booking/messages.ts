// What the booking element says, word for word as the product spec has it.
import { FIELD_MESSAGES, LIMITS } from '../../contract/rules';

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
  notesTooLong: `Please keep notes to ${LIMITS.notes} characters or fewer.`,
  holdEnded: 'Your hold on this time has ended. Please pick the time again to keep it.',
  noUpcoming: 'No upcoming availability',
} as const;
