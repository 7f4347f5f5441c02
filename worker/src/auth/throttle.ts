import { clearAccountFailures, reserveLoginAttempt } from '../store/login-failures';
import { now } from '../time/clock';

/** Failed sign-ins allowed per window: for one account (from anywhere), and from one client. */
export const LOGIN_THROTTLE = { windowMinutes: 15, perAccount: 5, perClient: 20 } as const;

export const TOO_MANY_ATTEMPTS = `Too many sign-in attempts. Please wait ${LOGIN_THROTTLE.windowMinutes} minutes and try again.`;

const windowStart = () => new Date(now().getTime() - LOGIN_THROTTLE.windowMinutes * 60_000).toISOString();

/**
 * Counts this attempt as a failure before the password is checked, unless the account or the
 * client has used up its attempts (then false: refuse it). Counting first is what makes the limits
 * hold under parallel attempts; a right password takes the count back (`loginSucceeded`).
 */
export function loginAttemptAllowed(db: D1Database, account: string, client: string): Promise<boolean> {
  return reserveLoginAttempt(db, { account, client, at: now().toISOString() }, windowStart(), LOGIN_THROTTLE);
}

/** Clears the account's count, this attempt's included; the client's other failures stay. */
export const loginSucceeded = (db: D1Database, account: string) => clearAccountFailures(db, account);
