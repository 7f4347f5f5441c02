import { createMiddleware } from 'hono/factory';
import type { AppEnv, Bindings } from '../env';
import { ERROR_MESSAGES, type BotCheckAction } from '../../../contract/rules';
import { apiError } from './errors';

export type { BotCheckAction };

export const BOT_CHECK_FAILED = ERROR_MESSAGES.botCheckFailed;
export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

type SiteverifyAnswer = {
  success: boolean;
  score?: number;
  action?: string;
  hostname?: string;
};

type BotCheckSettings = Pick<Bindings, 'BOT_CHECK' | 'BOT_CHECK_MIN_SCORE' | 'BOT_CHECK_HOSTNAMES' | 'RECAPTCHA_SECRET'>;

/**
 * Whether a token proves a person for this action. Local mode accepts exactly `local:<action>`;
 * reCAPTCHA mode asks siteverify and requires success, the same action, a score at or above the
 * minimum and an allowed hostname. Any failure to ask counts as no.
 */
export async function verifyBotToken(
  settings: BotCheckSettings,
  token: unknown,
  action: BotCheckAction,
  remoteIp?: string,
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return false;
  if (settings.BOT_CHECK === 'local') return token === `local:${action}`;
  if (settings.BOT_CHECK !== 'recaptcha' || !settings.RECAPTCHA_SECRET) return false;

  const form = new URLSearchParams({ secret: settings.RECAPTCHA_SECRET, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  let answer: SiteverifyAnswer;
  try {
    const response = await fetcher(SITEVERIFY_URL, { method: 'POST', body: form });
    if (!response.ok) return false;
    answer = await response.json();
  } catch {
    return false;
  }
  const minScore = Number(settings.BOT_CHECK_MIN_SCORE || 0.5);
  const hostnames = (settings.BOT_CHECK_HOSTNAMES ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return (
    answer.success === true &&
    answer.action === action &&
    typeof answer.score === 'number' &&
    answer.score >= minScore &&
    typeof answer.hostname === 'string' &&
    hostnames.includes(answer.hostname.toLowerCase())
  );
}

/** Why this configuration must not serve, or null. Local tokens are forgeable by anyone. */
export function botCheckMisconfiguration(env: Bindings): string | null {
  if (env.BOT_CHECK !== 'local' && env.BOT_CHECK !== 'recaptcha') return 'BOT_CHECK must be "local" or "recaptcha".';
  if (env.ENVIRONMENT === 'production' && env.BOT_CHECK === 'local') return 'BOT_CHECK=local is refused when ENVIRONMENT=production.';
  if (env.BOT_CHECK === 'recaptcha' && !env.RECAPTCHA_SECRET) return 'BOT_CHECK=recaptcha needs the RECAPTCHA_SECRET secret.';
  return null;
}

/**
 * Verifies `recaptchaToken` of the JSON body before anything else happens; without a valid token
 * the request ends in 403 and nothing is stored.
 */
export function requireHuman(action: BotCheckAction) {
  return createMiddleware<AppEnv>(async function botCheck(c, next) {
    const human = await verifyBotToken(c.env, c.get('json').recaptchaToken, action, c.req.header('CF-Connecting-IP'));
    if (!human) return apiError(c, 403, BOT_CHECK_FAILED);
    await next();
  });
}
