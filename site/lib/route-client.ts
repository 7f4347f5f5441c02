// Calls of the route table (contract/routes.ts) from the site's own pages: JSON in and out with the
// session cookie, typed by the route. The staff area (site/admin/api.ts) and the teacher workspace
// (site/teacher/api.ts) each take their routes from here; the worker's messages show as they are.
import { useCallback, useEffect, useState } from 'react';
import type { JsonRouteKey, RouteBody } from '../../contract/routes';

/** The `:name` parts of a route's path. */
type ParamsOf<P> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamsOf<Rest> : P extends `${string}:${infer Name}` ? Name : never;

/** What a call fills in: the path's `:name` parts, the query string (without `?`), the body. */
export type RouteCall<K extends JsonRouteKey> = ([ParamsOf<K>] extends [never] ? { params?: undefined } : { params: Record<ParamsOf<K>, string> }) & {
  query?: string;
  body?: RouteBody<K>;
};

/** A call's arguments: optional when the route has no `:name` parts. */
export type CallArgs<K extends JsonRouteKey> = [ParamsOf<K>] extends [never] ? [RouteCall<K>?] : [RouteCall<K>];

/** The URL of a call: the route's path, its `:name` parts filled in (encoded), and the query. */
export function routeUrl(route: string, { params, query }: { params?: Record<string, string>; query?: string } = {}): string {
  const path = route.slice(route.indexOf(' ') + 1).replace(/:([a-z]+)/gi, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  return query ? `${path}?${query}` : path;
}

const UNREACHABLE = 'We could not reach VERSE. Please check your connection and try again.';
const SERVER_PROBLEM = 'Something went wrong on our side. Please try again.';
const NOT_FOUND = 'This is no longer here. It may have been deleted.';

/** A refused or failed call: the worker's message to show as it is, and its field problems by field name. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** One call of the route table. Rejects with an `ApiError` whose message can be shown as it is. */
export function callRoute<T>(route: JsonRouteKey, call: { params?: Record<string, string>; query?: string; body?: unknown } = {}): Promise<T> {
  return request<T>(route.slice(0, route.indexOf(' ')), routeUrl(route, call), call.body);
}

async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(UNREACHABLE, 0);
  }
  const data = (await response.json().catch(() => null)) as (T & { error?: unknown; fields?: Record<string, string> }) | null;
  if (!response.ok) {
    const message = typeof data?.error === 'string' ? data.error : response.status === 404 ? NOT_FOUND : response.status >= 500 ? SERVER_PROBLEM : UNREACHABLE;
    throw new ApiError(message, response.status, data?.fields ?? {});
  }
  return data as T;
}

/** The message of anything a call rejected with. */
export const problemText = (problem: unknown) => (problem instanceof Error ? problem.message : String(problem));

export type RouteData<T> = { data: T | undefined; error: string; loading: boolean; reload: () => void };

/**
 * A GET at `url`, fetched again whenever the URL changes or `reload()` is called; a null URL
 * fetches nothing. While a new answer is on its way the previous `data` stays, so a list does not
 * flash empty.
 */
export function useRouteData<T>(url: string | null): RouteData<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(url !== null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (url === null) return;
    let live = true;
    setLoading(true);
    request<T>('GET', url).then(
      (answer) => {
        if (!live) return;
        setData(answer);
        setError('');
        setLoading(false);
      },
      (problem) => {
        if (!live) return;
        setError(problemText(problem));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [url, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, loading, reload };
}
