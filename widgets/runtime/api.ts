// The one client of the HTTP API for the site and the elements: every call is named by its key in
// the route table (contract/routes.ts), which types its `:name` parts, its body and its answer
// (types only: no schema enters a bundle). This is the only module that fetches from the API and
// the only one that reads the worker's `{error, fields}` refusal.
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

/** What a person reads when the worker could not be reached, or answered nothing they can read. */
export const UNREACHABLE = 'We could not reach VERSE. Please check your connection and try again.';
const SERVER_PROBLEM = 'Something went wrong on our side. Please try again.';
const NOT_FOUND = 'This is no longer here. It may have been deleted.';

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
  const path = route.slice(route.indexOf(' ') + 1).replace(/:([a-z]+)/gi, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  return query ? `${path}?${query}` : path;
}

/**
 * Sends one request to the API and reads its JSON answer. Never rejects: a failure is a result
 * with the worker's `{error, fields}`, or status 0 when no answer came.
 */
export async function sendJson<T>(url: string, method: string, body: unknown, options: CallOptions = {}): Promise<RouteResult<T>> {
  const type: Record<string, string> = body === undefined ? {} : { 'Content-Type': options.beacon ? 'text/plain;charset=UTF-8' : 'application/json' };
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...type, ...options.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
      ...(options.beacon ? { keepalive: true } : {}),
    });
  } catch {
    return { ok: false, status: 0 };
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return { ok: true, status: response.status, data: data as T };
  return {
    ok: false,
    status: response.status,
    ...(typeof data?.error === 'string' ? { error: data.error } : {}),
    ...(data?.fields && typeof data.fields === 'object' ? { fields: data.fields as Record<string, string> } : {}),
  };
}

/**
 * One call of the route table, typed by it: the path's `:name` parts, the query, the body it
 * takes and the answer it gives. Never rejects (see `RouteResult`).
 *
 * @example const result = await callRoute('POST /api/holdSlot', { body }, { base: api });
 */
export function callRoute<K extends JsonRouteKey>(route: K, call: RouteCall<K> = {} as RouteCall<K>, options: CallOptions = {}): Promise<RouteResult<RouteAnswer<K>>> {
  return sendJson<RouteAnswer<K>>(`${options.base ?? ''}${routeUrl(route, call)}`, route.slice(0, route.indexOf(' ')), call.body, options);
}

/** A refused or failed call: the message to show as it is, and the field problems by field name. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The sentence for a failed call: the worker's own, else one for what went wrong. */
export function failureText(result: { status: number; error?: string }): string {
  if (result.error) return result.error;
  if (result.status === 404) return NOT_FOUND;
  return result.status >= 500 ? SERVER_PROBLEM : UNREACHABLE;
}

/** The worker's own sentence for a call that did not succeed, else `UNREACHABLE`. */
export const refusalText = (result: RouteResult<unknown>): string => (!result.ok && result.error) || UNREACHABLE;

/**
 * `callRoute` for a caller that wants the answer or a rejection: rejects with an `ApiError` whose
 * message can be shown as it is.
 *
 * @example const { leads } = await routeAnswer('GET /api/admin/leads', { query: 'status=new' });
 */
export async function routeAnswer<K extends JsonRouteKey>(route: K, call: RouteCall<K> = {} as RouteCall<K>, options: CallOptions = {}): Promise<RouteAnswer<K>> {
  const result = await callRoute(route, call, options);
  if (result.ok) return result.data;
  throw new ApiError(failureText(result), result.status, result.fields ?? {});
}

/** The message of anything a call rejected with. */
export const problemText = (problem: unknown) => (problem instanceof Error ? problem.message : String(problem));
