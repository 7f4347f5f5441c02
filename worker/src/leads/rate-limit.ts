import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Bindings } from '../env';
import { countHit } from '../store/rate-limits';
import { now } from '../time/clock';

type WriteLimit = {
  bucket: string;
  windowSeconds: number;
  /** Writes one client may make per window. */
  perClient: number;
  /**
   * Writes all clients together may make per window: a ceiling far above a normal hour, so a
   * flood from many addresses cannot fill the staff inbox, yet no few clients can close the form.
   */
  overall?: number;
  /** The refusal for one client over its limit, when the default does not fit. */
  message?: string;
};

/**
 * Per window of an hour. A parent sends one or two; a shared school or library IP a few more.
 * Every write a visitor can repeat without a hold or a session has one.
 */
export const LEAD_LIMITS = {
  intake: { bucket: 'intake_form', windowSeconds: 3600, perClient: 10 },
  contact: { bucket: 'contact_form', windowSeconds: 3600, perClient: 10 },
  fallback: { bucket: 'contact_fallback', windowSeconds: 3600, perClient: 3, overall: 200 },
  /** Consultation requests without a hold (a booking with one is limited by its hold). */
  consultationRequest: { bucket: 'consultation_request', windowSeconds: 3600, perClient: 10 },
  /** New accounts: a class signing up together from one school address fits. */
  register: {
    bucket: 'register',
    windowSeconds: 3600,
    perClient: 20,
    message: 'Too many accounts were created from this connection. Please wait a while and try again.',
  },
} as const satisfies Record<string, WriteLimit>;

export const TOO_MANY_LEADS = 'Too many submissions from this connection. Please wait a while and try again, or email or call us.';

/** Support contacts as the worker is configured with them; the phone has a default. */
function supportContacts(env: Bindings): { supportEmail: string; supportPhone: string } {
  return { supportEmail: env.SUPPORT_EMAIL, supportPhone: env.SUPPORT_PHONE || '(801) 555-0143' };
}

/** The overall ceiling was reached: not this person's doing, so the answer says what to do instead. */
const formBusy = ({ supportEmail, supportPhone }: ReturnType<typeof supportContacts>) =>
  `The form is busy right now and cannot take more messages. Please email us at ${supportEmail} or call ${supportPhone}.`;

const DAY = 86_400;

/** The client as the counters know it: a hash, so the table holds no IP address. */
async function clientKey(clientId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`verse-leads:${clientId}`));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Counts one write against its limits and, once one is passed, answers
 * `429 {error, supportEmail, supportPhone}` with Retry-After: the contract's error shape, plus the
 * support contacts so a form can offer them as the way out. Null when the write may go ahead. The
 * overall count only moves for clients still under their own limit, so one client cannot use it
 * up alone.
 */
async function refusal(c: Context, limit: WriteLimit): Promise<Response | null> {
  const env = c.env as Bindings;
  const seconds = Math.floor(now().getTime() / 1000);
  const windowStart = seconds - (seconds % limit.windowSeconds);
  const tooMany = (error: string) => {
    c.header('Retry-After', String(windowStart + limit.windowSeconds - seconds));
    return c.json({ error, ...supportContacts(env) }, 429);
  };
  const client = await clientKey(String(c.get('clientId')));
  if ((await countHit(env.DB, limit.bucket, client, windowStart, seconds - DAY)) > limit.perClient) return tooMany(limit.message ?? TOO_MANY_LEADS);
  if (limit.overall && (await countHit(env.DB, limit.bucket, '*', windowStart, seconds - DAY)) > limit.overall) return tooMany(formBusy(supportContacts(env)));
  return null;
}

/** Limits a write, after validation: a rejected body costs nothing. */
export function limitLeads(limit: WriteLimit) {
  return createMiddleware<AppEnv>(async function limitLeads(c, next) {
    const refused = await refusal(c, limit);
    if (refused) return refused;
    await next();
  });
}

/** `limitLeads` for only the writes that `counts` picks by their validated body (and the request's headers). */
export function limitLeadsWhen<Body>(limit: WriteLimit, counts: (body: Body, request: Context['req']) => boolean) {
  return createMiddleware<AppEnv & { Variables: { body: Body } }>(async function limitLeadsWhen(c, next) {
    const refused = counts(c.get('body'), c.req) ? await refusal(c, limit) : null;
    if (refused) return refused;
    await next();
  });
}
