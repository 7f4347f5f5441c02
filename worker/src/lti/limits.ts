// What one client (or one launch) may ask of the LTI pages and calls, counted with the project's
// windowed counters (store/rate-limits.ts), keyed by a hash so no address is stored.
import { countHit } from '../store/rate-limits';
import { now } from '../time/clock';

type Limit = { bucket: string; windowSeconds: number; max: number };

export const LTI_LIMITS = {
  /** Registrations tried from one address: an administrator needs one or two. */
  register: { bucket: 'lti_register', windowSeconds: 3600, max: 10 },
  /** Logins from one address: a school's one address holds many classes opening activities at once. */
  login: { bucket: 'lti_login', windowSeconds: 600, max: 600 },
  /** Scores of one launch: a round takes a child a minute or more; a page sending faster is not playing. */
  scoreLaunch: { bucket: 'lti_score_launch', windowSeconds: 600, max: 12 },
  /** Scores from one address: a class of 30 finishing rounds together, many times over. */
  scoreClient: { bucket: 'lti_score_client', windowSeconds: 600, max: 600 },
} as const satisfies Record<string, Limit>;

/** Logins of one platform in progress at once (each lives 10 minutes): beyond it, logins wait. */
export const MAX_LIVE_LOGINS = 5000;

const DAY = 86_400;

/** A client or a launch as the counters know it: a hash, so the table holds no address. */
export async function limitKey(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`verse-lti:${text}`));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Counts one more hit of `key` against `limit`: the seconds until its window ends when it is over, else null. */
export async function overLimit(db: D1Database, limit: Limit, key: string): Promise<number | null> {
  const seconds = Math.floor(now().getTime() / 1000);
  const windowStart = seconds - (seconds % limit.windowSeconds);
  const hits = await countHit(db, limit.bucket, await limitKey(key), windowStart, seconds - DAY);
  return hits > limit.max ? windowStart + limit.windowSeconds - seconds : null;
}
