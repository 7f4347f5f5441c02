// Students' calls are keyed by a code and need no sign-in, so each is counted per client (a
// school's one address holds a class: room for it) and per code (many addresses cannot go through
// codes, or flood one). Counted after the call's input is checked: a refused body costs nothing.
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { apiError } from '../http/errors';
import { countHit } from '../store/rate-limits';
import { now } from '../time/clock';

type Limit = { windowSeconds: number; perClient: number; perCode: number };

/** Per window: a lookup opens a game or a class; a result is one finished play. */
export const PLAY_LIMITS = {
  lookup: { windowSeconds: 600, perClient: 300, perCode: 600 },
  result: { windowSeconds: 600, perClient: 600, perCode: 600 },
} as const satisfies Record<string, Limit>;

const DAY = 86_400;

/** A client or a code as the counters know it: a hash, so the table holds no address. */
export async function playKey(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`verse-play:${text}`));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Counts the call; a 429 with Retry-After once the client or the code passed its limit, else null. */
export async function limitPlay(c: Context<AppEnv>, kind: keyof typeof PLAY_LIMITS, code: string): Promise<Response | null> {
  const limit = PLAY_LIMITS[kind];
  const seconds = Math.floor(now().getTime() / 1000);
  const windowStart = seconds - (seconds % limit.windowSeconds);
  const [client, codeKey] = await Promise.all([playKey(c.get('clientId')), playKey(code)]);
  const clientHits = await countHit(c.env.DB, `play_${kind}_client`, client, windowStart, seconds - DAY);
  const codeHits = await countHit(c.env.DB, `play_${kind}_code`, codeKey, windowStart, seconds - DAY);
  if (clientHits > limit.perClient || codeHits > limit.perCode) {
    c.header('Retry-After', String(windowStart + limit.windowSeconds - seconds));
    return apiError(c, 429, 'Too many tries from here just now. Please wait a few minutes and try again.');
  }
  return null;
}
