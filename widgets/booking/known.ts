// The bookings this page made, for the duplicate check before Confirm: each one's address and
// manage token, kept in memory only, for as long as the page lives (the site moves between its
// pages without reloading, so "book, thank you, book again" is one page). Nothing goes to
// storage: on a shared computer the next visitor finds nothing, and a partner's page never sees
// a token it was not already given in the `booked` event.
import { callRoute } from '../runtime/api';
import { botToken } from '../runtime/botcheck';
import type { ExistingBooking } from '../../contract/schemas';
import { BOT_ACTION } from './logic';

const made: { email: string; token: string }[] = [];
/** The most a check may carry (the contract's existingBookingsBody). */
const MOST = 10;

const key = (email: string) => email.trim().toLowerCase();

/** A confirmed booking of this page: its manage token proves it is the visitor's own. */
export function rememberBooking(email: string, token: string | undefined): void {
  if (token && !made.some((m) => m.token === token)) made.push({ email: key(email), token });
}

/** The manage tokens of this page's bookings under `email`, newest first. */
const tokensFor = (email: string): string[] =>
  made
    .filter((m) => m.email === key(email))
    .map((m) => m.token)
    .reverse()
    .slice(0, MOST);

/**
 * The visitor's own upcoming bookings under `email` (see POST /api/existingBookings: the server
 * answers only what the tokens, or a signed-in member's verified address, prove). Skipped when
 * nothing could prove one: no token of this page, and the API on another origin (no session
 * cookie goes there). Any failure answers none: the booking goes ahead, and the confirmation
 * email names an earlier call to the address's owner.
 */
export async function existingBookings(api: string, email: string): Promise<ExistingBooking[]> {
  const manageTokens = tokensFor(email);
  if (!manageTokens.length && new URL(api, location.href).origin !== location.origin) return [];
  try {
    const recaptchaToken = await botToken(api, BOT_ACTION);
    const result = await callRoute('POST /api/existingBookings', { body: { email, manageTokens, recaptchaToken } }, { base: api });
    return result.ok && Array.isArray(result.data?.existing) ? result.data.existing : [];
  } catch {
    return [];
  }
}
