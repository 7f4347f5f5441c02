import { useCallback, useEffect, useState } from 'react';
import type { ExportFile } from '../../contract/admin-calls';
import type { JsonRouteKey, RouteAnswer, RouteBody } from '../../contract/routes';

/** The staff calls of the route table that answer JSON. */
export type AdminRoute = Extract<JsonRouteKey, `${string} /api/admin/${string}`>;
type GetRoute = Extract<AdminRoute, `GET ${string}`>;

/** The `:name` parts of a route's path. */
type ParamsOf<P> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamsOf<Rest> : P extends `${string}:${infer Name}` ? Name : never;

/** What a call fills in: the path's `:name` parts, the query string (without `?`), the body. */
export type AdminCall<K extends AdminRoute> = ([ParamsOf<K>] extends [never] ? { params?: undefined } : { params: Record<ParamsOf<K>, string> }) & {
  query?: string;
  body?: RouteBody<K>;
};

/** The URL of a call: the route's path under /api/admin, its parts filled in (encoded), and the query. */
function urlOf(route: AdminRoute, { params, query }: { params?: Record<string, string>; query?: string }): string {
  const path = route.slice(route.indexOf(' ') + 1).replace(/:([a-z]+)/gi, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  return query ? `${path}?${query}` : path;
}

/** The link of a download of the route table (GET /api/admin/export/:file). */
export const exportHref = (file: ExportFile) => `/api/admin/export/${file}`;

const UNREACHABLE = 'We could not reach VERSE. Please check your connection and try again.';
const SERVER_PROBLEM = 'Something went wrong on our side. Please try again.';

/** A refused or failed admin call: the worker's message, and its field problems by field name. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * One staff call of the route table: JSON in and out, the session cookie, the page's own origin
 * (the worker refuses changes from anywhere else). Body and answer are typed by the route. Rejects
 * with an `AdminApiError` whose message can be shown to staff as it is.
 *
 * @example const { leads } = await adminApi('GET /api/admin/leads', { query: 'status=new' });
 * @example await adminApi('PATCH /api/admin/leads/:id', { params: { id }, body: { status: 'contacted' } });
 */
export function adminApi<K extends AdminRoute>(route: K, ...[call]: [ParamsOf<K>] extends [never] ? [AdminCall<K>?] : [AdminCall<K>]): Promise<RouteAnswer<K>> {
  return request<RouteAnswer<K>>(route.slice(0, route.indexOf(' ')), urlOf(route, call ?? {}), call?.body);
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
    throw new AdminApiError(UNREACHABLE, 0);
  }
  const data = (await response.json().catch(() => null)) as (T & { error?: unknown; fields?: Record<string, string> }) | null;
  if (!response.ok) {
    const message = typeof data?.error === 'string' ? data.error : response.status >= 500 ? SERVER_PROBLEM : UNREACHABLE;
    throw new AdminApiError(message, response.status, data?.fields ?? {});
  }
  return data as T;
}

/** The message of anything a call rejected with. */
export const problemText = (problem: unknown) => (problem instanceof Error ? problem.message : String(problem));

export type AdminData<T> = { data: T | undefined; error: string; loading: boolean; reload: () => void };

/**
 * A GET of the route table, fetched again whenever its URL changes or `reload()` is called; a
 * null call fetches nothing. While a new answer is on its way the previous `data` stays, so a
 * list does not flash empty.
 *
 * @example const { data, error, loading, reload } = useAdminData('GET /api/admin/outbox', { query: 'status=failed' });
 */
export function useAdminData<K extends GetRoute>(route: K, call: AdminCall<K> | null = {} as AdminCall<K>): AdminData<RouteAnswer<K>> {
  const path = call === null ? null : urlOf(route, call);
  const [data, setData] = useState<RouteAnswer<K>>();
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(path !== null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    setLoading(true);
    request<RouteAnswer<K>>('GET', path).then(
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
  }, [path, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, loading, reload };
}
