import { createMiddleware } from 'hono/factory';
import type { AppEnv, Bindings } from '../env';

/**
 * Every API answer, whatever produced it (an error, a refusal, a preflight), tells the browser
 * not to guess another type than the one declared.
 */
export const apiNoSniff = createMiddleware<AppEnv>(async function apiNoSniff(c, next) {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
});

/**
 * CORS for the public API: booking and lead calls carry no cookies, so any partner page may make
 * them. Calls that use the session cookie (`/api/auth/*`, `/api/admin/*`) and the local helpers
 * (`/api/dev/*`, whose outbox holds every queued email) stay same-origin and get no CORS headers.
 */
export const publicApiCors = createMiddleware<AppEnv>(async function publicApiCors(c, next) {
  const crossOrigin = !/^\/api\/(?:auth|admin|dev)\//.test(c.req.path);
  if (c.req.method === 'OPTIONS' && crossOrigin) {
    return new Response(null, {
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '86400',
      },
    });
  }
  await next();
  if (crossOrigin) c.res.headers.set('Access-Control-Allow-Origin', '*');
  c.res.headers.set('Cache-Control', 'no-store');
});

/** Google tag IDs; the site's build reads the same names. Any one set means the tags may load. */
type TagSettings = Pick<Bindings, 'BOT_CHECK' | 'VERSE_GA4_ID' | 'VERSE_GTM_ID' | 'VERSE_ADS_ID'>;

const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
const TAG_HOSTS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://googleads.g.doubleclick.net',
  'https://www.google.com',
];

const tagsConfigured = (env: TagSettings) => [env.VERSE_GA4_ID, env.VERSE_GTM_ID, env.VERSE_ADS_ID].some((id) => Boolean(id?.trim()));

/**
 * The site's pages: no inline script but those named by hash in `inlineScripts` (the thank-you
 * pages' gate), and third-party hosts only for what this deployment uses: reCAPTCHA's when the bot
 * check is reCAPTCHA, Google's tag hosts when a tag ID is configured. `framable` (the `/embed/*`
 * tools) lets any site frame the page; the rest are never framed.
 */
export function pageCsp(env: TagSettings, { framable, inlineScripts = [] }: { framable: boolean; inlineScripts?: string[] }): string {
  const recaptcha = env.BOT_CHECK === 'recaptcha';
  const tags = tagsConfigured(env) ? TAG_HOSTS : [];
  const list = (...sources: string[]) => sources.join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...inlineScripts, ...(recaptcha ? RECAPTCHA_SCRIPTS : []), ...tags)}`,
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${list("'self'", ...tags)}`,
    `frame-src ${recaptcha ? list(...RECAPTCHA_FRAMES) : "'none'"}`,
    `frame-ancestors ${framable ? '*' : "'none'"}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
