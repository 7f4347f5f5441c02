// Students' calls are keyed by a code and need no sign-in, so each is counted per client (a
// school's one address holds a class: room for it) and per code from that client. Nothing is
// counted per code alone: one client's flood of a code must never close it for the other children.
// A refused call counts nothing, and calls are counted after their input is checked: a refused
// body costs nothing.
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { apiError } from '../http/errors';
import { takeHits, underLimits } from '../store/rate-limits';
import { now } from '../time/clock';

type Limit = { windowSeconds: number; perClient: number; perCodeAndClient: number };

/**
 * Per window: a lookup opens a game or a class; a result is one finished play; a sign-in is a
 * student picking their name (and picture); a picture is a wrong secret picture. A class of 60 behind one address opens its code a
 * few times each.
 */
export const PLAY_LIMITS = {
  lookup: { windowSeconds: 600, perClient: 300, perCodeAndClient: 200 },
  result: { windowSeconds: 600, perClient: 600, perCodeAndClient: 300 },
  signIn: { windowSeconds: 600, perClient: 300, perCodeAndClient: 200 },
  /** Wrong secret pictures, per student from one client (the "code" is the class's code and the student). */
  picture: { windowSeconds: 600, perClient: 60, perCodeAndClient: 5 },
} as const satisfies Record<string, Limit>;

const DAY = 86_400;

/** A client or a code as the counters know it: a hash, so the table holds no address. */
export async function playKey(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`verse-play:${text}`));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function windowOf(kind: keyof typeof PLAY_LIMITS) {
  const limit = PLAY_LIMITS[kind];
  const seconds = Math.floor(now().getTime() / 1000);
  const windowStart = seconds - (seconds % limit.windowSeconds);
  return { limit, seconds, windowStart };
}

async function countersOf<E extends AppEnv>(c: Context<E>, kind: keyof typeof PLAY_LIMITS, code: string) {
  const { limit } = windowOf(kind);
  const client = c.get('clientId');
  const [clientKey, codeKey] = await Promise.all([playKey(client), playKey(`${code}\n${client}`)]);
  return [
    { bucket: `play_${kind}_client`, client: clientKey, limit: limit.perClient },
    { bucket: `play_${kind}_code_client`, client: codeKey, limit: limit.perCodeAndClient },
  ];
}

function tooMany<E extends AppEnv>(c: Context<E>, kind: keyof typeof PLAY_LIMITS): Response {
  const { limit, seconds, windowStart } = windowOf(kind);
  c.header('Retry-After', String(windowStart + limit.windowSeconds - seconds));
  return apiError(c, 429, 'Too many tries from here just now. Please wait a few minutes and try again.');
}

/** Counts the call; a 429 with Retry-After once the client, or the client on this code, passed its limit, else null. */
export async function limitPlay<E extends AppEnv>(c: Context<E>, kind: keyof typeof PLAY_LIMITS, code: string): Promise<Response | null> {
  const { seconds, windowStart } = windowOf(kind);
  const allowed = await takeHits(c.env.DB, await countersOf(c, kind, code), windowStart, seconds - DAY);
  return allowed ? null : tooMany(c, kind);
}

/**
 * For what counts only when it goes wrong (a wrong secret picture): `check` says whether the
 * client may try at all (a 429 when it has used up its wrong tries, whatever it sends now: a right
 * guess must not be told apart from a wrong one), and `failed` counts one wrong try.
 */
export async function limitFailures<E extends AppEnv>(c: Context<E>, kind: keyof typeof PLAY_LIMITS, code: string) {
  const counters = await countersOf(c, kind, code);
  return {
    check: async (): Promise<Response | null> => ((await underLimits(c.env.DB, counters, windowOf(kind).windowStart)) ? null : tooMany(c, kind)),
    failed: async (): Promise<void> => {
      const { seconds, windowStart } = windowOf(kind);
      await takeHits(c.env.DB, counters, windowStart, seconds - DAY);
    },
  };
}
