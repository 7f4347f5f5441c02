import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { openApiDocument } from '../../../contract/openapi';
import type { AppEnv } from '../env';

// Built on first request, then kept: the document only changes with a new deployment.
let document: { json: string; etag: string } | null = null;

async function built() {
  if (!document) {
    const json = JSON.stringify(openApiDocument());
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(json));
    const hex = [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
    document = { json, etag: `"${hex}"` };
  }
  return document;
}

/**
 * GET /api/openapi.json: the API's own description, public and cacheable, so it is mounted ahead
 * of the middleware that marks API answers `no-store`.
 */
export const openApiRoutes = new Hono<AppEnv>().get('/openapi.json', etag(), async function openApi(c) {
  const { json, etag: tag } = await built();
  return c.body(json, 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'public, max-age=300',
    'Access-Control-Allow-Origin': '*',
    ETag: tag,
  });
});
