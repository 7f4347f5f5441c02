import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { apiError } from '../http/errors';
import { countHit } from '../store/rate-limits';
import { now } from '../time/clock';

type LeadLimit = {
  bucket: string;
  windowSeconds: number;
  /** Submissions one client may make per window. */
  perClient: number;
  /** Submissions all clients together may make per window (the fallback, which has no bot check). */
  overall?: number;
};

/** Per window of an hour. A parent sends one or two; a shared school or library IP a few more. */
export const LEAD_LIMITS = {
  intake: { bucket: 'intake_form', windowSeconds: 3600, perClient: 10 },
  contact: { bucket: 'contact_form', windowSeconds: 3600, perClient: 10 },
  fallback: { bucket: 'contact_fallback', windowSeconds: 3600, perClient: 3, overall: 30 },
} as const satisfies Record<string, LeadLimit>;

export const TOO_MANY_LEADS = 'Too many submissions from this connection. Please wait a while and try again, or email or call us.';

const DAY = 86_400;

/** The client as the counters know it: a hash, so the table holds no IP address. */
async function clientKey(clientId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`verse-leads:${clientId}`));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Counts an accepted submission against its limits (after validation: a rejected body costs
 * nothing) and answers 429 once a limit is passed. The overall count only moves for clients
 * still under their own limit, so one client cannot use it up alone.
 */
export function limitLeads(limit: LeadLimit) {
  return createMiddleware<AppEnv>(async function limitLeads(c, next) {
    const seconds = Math.floor(now().getTime() / 1000);
    const windowStart = seconds - (seconds % limit.windowSeconds);
    const tooMany = () => {
      c.header('Retry-After', String(windowStart + limit.windowSeconds - seconds));
      return apiError(c, 429, TOO_MANY_LEADS);
    };
    const db = c.env.DB;
    if ((await countHit(db, limit.bucket, await clientKey(c.get('clientId')), windowStart, seconds - DAY)) > limit.perClient) return tooMany();
    if (limit.overall && (await countHit(db, limit.bucket, '*', windowStart, seconds - DAY)) > limit.overall) return tooMany();
    await next();
  });
}
