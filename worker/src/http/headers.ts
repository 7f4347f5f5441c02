import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

/**
 * CORS for the public API: booking and lead calls carry no cookies, so any partner page may make
 * them. Calls that use the session cookie (`/api/auth/*`, `/api/admin/*`) stay same-origin and get
 * no CORS headers.
 */
export const publicApiCors = createMiddleware<AppEnv>(async function publicApiCors(c, next) {
  const crossOrigin = !/^\/api\/(?:auth|admin)\//.test(c.req.path);
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
