import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { apiError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_ORIGIN_REFUSED = 'This request must come from the VERSE website itself.';

/**
 * For calls that act with the session cookie: a state change is accepted only when the browser
 * says it comes from a page of this same origin. SameSite=Lax already keeps the cookie off
 * cross-site POSTs; this also refuses sibling subdomains and any client that sends no Origin.
 */
export const requireSameOrigin = createMiddleware<AppEnv>(async function sameOrigin(c, next) {
  if (!SAFE_METHODS.has(c.req.method) && c.req.header('Origin') !== new URL(c.req.url).origin) {
    return apiError(c, 403, CROSS_ORIGIN_REFUSED);
  }
  await next();
});
