import type { SessionFlag } from './session-flags';

export type ThankYouKind = 'consultation' | 'intake' | 'contact';

/** Each thank-you page's session flag, and where a visitor without it is sent. No DOM here: the build reads these too. */
export const thankYouGates: Record<ThankYouKind, { flag: SessionFlag; otherwise: string }> = {
  consultation: { flag: 'consultationConfirmed', otherwise: '/start-here' },
  intake: { flag: 'intakeSubmitted', otherwise: '/start-here' },
  contact: { flag: 'contactSubmitted', otherwise: '/contact' },
};
