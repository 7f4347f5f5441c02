import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { GATE_SCRIPT_HASH } from '../../../contract/generated/thank-you-gate';
import { sessionCookieName } from '../auth/session';
import type { AppEnv } from '../env';
import { pageCsp } from '../http/headers';
import { bannerLeftOut, withBannerFor } from './consent';
import { withPlayMarkupFor } from './play-page';
import { withSignedOutMarkupFor } from './signed-out';

/** The partner demo holds itself to the strict policy a careful partner would set. */
const demoCsp = (apiOrigin: string) =>
  [
    "default-src 'self'",
    `script-src 'self' ${apiOrigin}`,
    "style-src 'self'",
    `connect-src 'self' ${apiOrigin}`,
    `font-src 'self' ${apiOrigin}`,
    "img-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** True under `vite dev` (its module runner gives the worker `import.meta.hot`): these paths are source modules that change on every save. */
const devServer = Boolean((import.meta as { hot?: unknown }).hot);

/**
 * The demo must load our script from another origin, as a partner does. Locally the two names
 * of this machine are two origins: the demo lives on `localhost`, the API on `127.0.0.1`.
 */
function demoApiOrigin(url: URL): string | Response {
  if (url.hostname === '127.0.0.1') {
    const moved = new URL(url);
    moved.hostname = 'localhost';
    return Response.redirect(moved.toString(), 302);
  }
  if (url.hostname === 'localhost') return `${url.protocol}//127.0.0.1${url.port ? `:${url.port}` : ''}`;
  return url.origin;
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const out = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) out.headers.set(name, value);
  return out;
}

/**
 * The request as the static files get it. They answer by method and path and never read a body,
 * so a body (a POST to a page) stays here, where discardUnreadBody reads it off the connection;
 * forwarded, it would be left unread where nothing drops it.
 */
function withoutBody(request: Request): Request {
  if (!request.body) return request;
  return new Request(request.url, { method: request.method, headers: request.headers, redirect: request.redirect });
}

/** The request without what makes it conditional (`If-None-Match`, `If-Modified-Since`). */
function unconditional(request: Request): Request {
  if (!request.headers.has('If-None-Match') && !request.headers.has('If-Modified-Since')) return request;
  const headers = new Headers(request.headers);
  headers.delete('If-None-Match');
  headers.delete('If-Modified-Since');
  return new Request(request, { headers });
}

/** Serves the built site, widgets, embed pages and demo with the headers each needs. */
export async function assets(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const path = url.pathname;
  const forwarded = withoutBody(c.req.raw);
  const secure: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  if (!LOCAL_HOSTS.has(url.hostname)) secure['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';

  // What elements load on partners' pages: their modules, the fonts and sounds they fetch.
  if (/^\/(widgets|assets|sounds)\//.test(path) || path === '/embed.js' || path === '/custom-elements.json') {
    const response = await c.env.ASSETS.fetch(forwarded);
    // Chunks and assets carry a content hash; element modules (/widgets/verse-*.js) keep their names.
    const hashed = /^\/(widgets|assets)\//.test(path) && !path.startsWith('/widgets/verse-');
    return withHeaders(response, {
      ...secure,
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Cache-Control': devServer ? 'no-cache' : hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    });
  }

  // The student tools' service worker and the script it imports: checked with the server on every
  // update check (a new build's worker must be found at once), and allowed to control its scopes.
  if (path === '/sw.js' || path.startsWith('/offline/')) {
    const response = await c.env.ASSETS.fetch(forwarded);
    return withHeaders(response, { ...secure, 'Cache-Control': 'no-cache', 'Content-Security-Policy': "default-src 'self'", 'Service-Worker-Allowed': '/' });
  }

  if (path === '/embed-demo' || path.startsWith('/embed-demo/')) {
    const apiOrigin = demoApiOrigin(url);
    if (apiOrigin instanceof Response) return apiOrigin;
    const response = await c.env.ASSETS.fetch(forwarded);
    const headers = { ...secure, 'Content-Security-Policy': demoCsp(apiOrigin), 'X-Frame-Options': 'DENY' };
    if (!response.headers.get('Content-Type')?.startsWith('text/html')) return withHeaders(response, headers);
    const html = (await response.text()).replaceAll('%VERSE_ORIGIN%', apiOrigin);
    return withHeaders(new Response(html, response), headers);
  }

  // Every address under /admin/ is the admin page, which routes within itself in the browser; every
  // /manage/<token> is the manage page, which reads the token from the address (and sends no referrer).
  const manage = /^\/(manage|delete-my-data|verify-email|play|embed\/play)\//.exec(path)?.[1];
  // /embed/play/<code> is one built page (site/embed-play.html) that reads the code from the address.
  const request = path.startsWith('/admin/') ? new Request(new URL('/admin', url), forwarded) : manage === 'embed/play' ? new Request(new URL('/site/embed-play', url), forwarded) : manage ? new Request(new URL(`/${manage}`, url), forwarded) : forwarded;
  const hasSession = getCookie(c, sessionCookieName(c.env)) !== undefined;
  // A page served changed (without the banner, or without the signed-out markup) carries no ETag;
  // the file's own names the page unchanged, which the browser may hold from an earlier visit. Such
  // a page is sent whole, never as "not modified" against that copy.
  const changed = (hasSession || bannerLeftOut(path, c.req.raw.headers)) && !/\.\w+$/.test(path);
  const response = withPlayMarkupFor(path, withSignedOutMarkupFor(hasSession, withBannerFor(path, c.req.raw.headers, await c.env.ASSETS.fetch(changed ? unconditional(request) : request))));
  const framable = path.startsWith('/embed/');
  return withHeaders(response, {
    ...secure,
    ...(manage ? { 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex', 'Cache-Control': 'private, no-store' } : {}),
    // A thank-you page's gate is inline, first in its head (scripts/vite/thank-you-gate.ts).
    'Content-Security-Policy': pageCsp(c.env, { framable, inlineScripts: path.startsWith('/thank-you/') ? [GATE_SCRIPT_HASH] : [] }),
    ...(framable ? {} : { 'X-Frame-Options': 'DENY' }),
  });
}
