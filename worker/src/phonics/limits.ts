// The phonics calls need no sign-in, so each is counted per client, like a student's play calls:
// room for a school's one address, none for a loop. Counted after the input is checked: a refused
// call costs nothing.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { apiError } from '../http/errors';
import { countHit } from '../store/rate-limits';
import { playKey } from '../teacher/limits';
import { now } from '../time/clock';

/** Per window of ten minutes: a class of tools loading lessons and a teacher checking lists fit. */
export const PHONICS_LIMIT = { windowSeconds: 600, perClient: 600 } as const;

const DAY = 86_400;

/** Counts the call; a 429 with Retry-After once the client passed its limit. */
export const limitPhonics = createMiddleware<AppEnv>(async function limitPhonics(c, next) {
  const seconds = Math.floor(now().getTime() / 1000);
  const windowStart = seconds - (seconds % PHONICS_LIMIT.windowSeconds);
  const hits = await countHit(c.env.DB, 'phonics_client', await playKey(c.get('clientId')), windowStart, seconds - DAY);
  if (hits > PHONICS_LIMIT.perClient) {
    c.header('Retry-After', String(windowStart + PHONICS_LIMIT.windowSeconds - seconds));
    return apiError(c, 429, 'Too many tries from here just now. Please wait a few minutes and try again.');
  }
  await next();
});
