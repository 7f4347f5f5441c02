// The one client of the HTTP API for the site and the elements: every call is named by its key in
// the route table (contract/routes.ts), which types its `:name` parts, its body and its answer
// (types only: no schema enters a bundle). This is the only module that fetches from the API and
// the only one that reads the worker's `{error, fields}` refusal. It is all an element carries
// (the lead kit's chunk): the site's rejections and sentences for a failed call are
// site/lib/route-answer.ts's.
import type { JsonRouteKey, RouteAnswer, RouteBody } from '../../contract/routes';

/** The `:name` parts of a route's path. */
type ParamsOf<P> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamsOf<Rest> : P extends `${string}:${infer Name}` ? Name : never;

/** What a call fills in: the path's `:name` parts, the query string (without `?`), the body. */
export type RouteCall<K extends JsonRouteKey> = ([ParamsOf<K>] extends [never] ? { params?: undefined } : { params: Record<ParamsOf<K>, string> }) & {
  query?: string;
  body?: RouteBody<K>;
};

/** A call's arguments: optional when the route has no `:name` parts. */
export type CallArgs<K extends JsonRouteKey> = [ParamsOf<K>] extends [never] ? [RouteCall<K>?] : [RouteCall<K>];

/** How a call travels: to which API (`base`, empty for the page's own origin), and how. */
export type CallOptions = {
  base?: string;
  /**
   * For a call made while the page is being left: sent with keepalive and as text/plain, a simple
   * request that needs no CORS preflight from a partner's origin (the route table marks the routes
   * whose worker takes such a body, e.g. releaseSlot).
   */
  beacon?: boolean;
  signal?: AbortSignal;
  /** Sent as they are (an LMS launch's `Authorization`, an attempt's `Idempotency-Key`). */
  headers?: Record<string, string>;
};

/** The outcome of one call: the answer on success, the worker's `{error, fields}` otherwise (status 0: no answer). */
export type RouteResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error?: string; fields?: Record<string, string> };

/**
 * Where an element finds the API: its `api-base` attribute, else the origin its own script came
 * from, so a partner page that loads `/embed.js` from us talks to us.
 */
export function apiBase(attribute?: string | null): string {
  if (attribute) return attribute.replace(/\/+$/, '');
  const own = new URL(import.meta.url);
  return own.protocol === 'http:' || own.protocol === 'https:' ? own.origin : location.origin;
}

/** The URL of a call: the route's path, its `:name` parts filled in (encoded), and the query. */
export function routeUrl(route: string, { params, query }: { params?: Record<string, string>; query?: string } = {}): string {
  const path = route.split(' ')[1]!.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  return query ? `${path}?${query}` : path;
}

/**
 * Sends one request to the API and reads its JSON answer. Never rejects: a failure is a result
 * with the worker's `{error, fields}`, or status 0 when no answer came.
 */
export async function sendJson<T>(url: string, method: string, body: unknown, { beacon, signal, headers }: CallOptions = {}): Promise<RouteResult<T>> {
  let response: Response;
  try {
    // The default credentials (same-origin) carry a page's session cookie and never a partner's.
    response = await fetch(url, {
      method,
      headers: body === undefined ? headers : { 'Content-Type': beacon ? 'text/plain;charset=UTF-8' : 'application/json', ...headers },
      // No body stays none: JSON.stringify(undefined) is undefined.
      body: JSON.stringify(body),
      signal,
      keepalive: beacon,
    });
  } catch {
    return { ok: false, status: 0 };
  }
  const data = (await response.json().catch(() => null)) as { error?: unknown; fields?: Record<string, string> } | null;
  const { ok, status } = response;
  return ok ? { ok, status, data: data as T } : { ok, status, error: typeof data?.error === 'string' ? data.error : undefined, fields: data?.fields ?? undefined };
}

/**
 * One call of the route table, typed by it: the path's `:name` parts, the query, the body it
 * takes and the answer it gives. Never rejects (see `RouteResult`).
 *
 * @example const result = await callRoute('POST /api/holdSlot', { body }, { base: api });
 */
export function callRoute<K extends JsonRouteKey>(route: K, call: RouteCall<K> = {} as RouteCall<K>, options: CallOptions = {}): Promise<RouteResult<RouteAnswer<K>>> {
  return sendJson<RouteAnswer<K>>(`${options.base ?? ''}${routeUrl(route, call)}`, route.split(' ')[0]!, call.body, options);
}
