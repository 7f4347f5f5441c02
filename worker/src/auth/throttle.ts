import { clearAccountFailures, countLoginFailures, recordLoginFailure } from '../store/login-failures';
import { now } from '../time/clock';

/** Failed sign-ins allowed per window: for one account (from anywhere), and from one client. */
export const LOGIN_THROTTLE = { windowMinutes: 15, perAccount: 5, perClient: 20 } as const;

export const TOO_MANY_ATTEMPTS = `Too many sign-in attempts. Please wait ${LOGIN_THROTTLE.windowMinutes} minutes and try again.`;

const windowStart = () => new Date(now().getTime() - LOGIN_THROTTLE.windowMinutes * 60_000).toISOString();

/** Whether this account or this client has used up its failed attempts for now. */
export async function loginThrottled(db: D1Database, account: string, client: string): Promise<boolean> {
  const failures = await countLoginFailures(db, account, client, windowStart());
  return failures.account >= LOGIN_THROTTLE.perAccount || failures.client >= LOGIN_THROTTLE.perClient;
}

export async function loginFailed(db: D1Database, account: string, client: string): Promise<void> {
  await recordLoginFailure(db, { account, client, failedAt: now().toISOString() }, windowStart());
}

export const loginSucceeded = (db: D1Database, account: string) => clearAccountFailures(db, account);
