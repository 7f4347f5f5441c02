import { clearFailuresOf, reserveLoginAttempt } from '../store/login-failures';
import { now } from '../time/clock';

/**
 * Failed sign-ins allowed per window from one client: on one account, and on any accounts. An
 * account's failures from other clients never refuse anyone; past `slowAfter` of them (from
 * anywhere) every attempt on it answers `slowMs` later, guesser and owner alike, which costs the
 * owner a second and a guesser's every try. Who cannot get in at all signs in by emailed link.
 */
export const LOGIN_THROTTLE = { windowMinutes: 15, perAccountAndClient: 5, perClient: 20, slowAfter: 5, slowMs: 1000 } as const;

export const TOO_MANY_ATTEMPTS = `Too many sign-in attempts. Please wait ${LOGIN_THROTTLE.windowMinutes} minutes and try again, or sign in with a link we email you.`;

const windowStart = () => new Date(now().getTime() - LOGIN_THROTTLE.windowMinutes * 60_000).toISOString();

/**
 * Counts this attempt as a failure before the password is checked, unless this client has used up
 * its attempts on the account or overall (then `allowed` is false: refuse it). Counting first is
 * what makes the limits hold under parallel attempts; a right password takes the count back
 * (`loginSucceeded`). `slow` says the account is under guesses from elsewhere.
 */
export async function loginAttempt(db: D1Database, account: string, client: string): Promise<{ allowed: boolean; slow: boolean }> {
  const { reserved, accountFailures } = await reserveLoginAttempt(db, { account, client, at: now().toISOString() }, windowStart(), LOGIN_THROTTLE);
  return { allowed: reserved, slow: accountFailures > LOGIN_THROTTLE.slowAfter };
}

/** Waits out the slowing of an account under guesses. */
export const slowDown = () => new Promise<void>((resolve) => setTimeout(resolve, LOGIN_THROTTLE.slowMs));

/** Clears this client's count on the account, this attempt's included; guesses from other clients stay counted. */
export const loginSucceeded = (db: D1Database, account: string, client: string) => clearFailuresOf(db, account, client);
