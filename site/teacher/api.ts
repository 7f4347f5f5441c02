import { useCallback, useEffect, useState } from 'react';
import type { JsonRouteKey, RouteAnswer, RouteBody } from '../../contract/routes';

/** The teacher workspace's calls of the route table (JSON answers): the teacher's own, and a student's play. */
export type TeacherRoute = Extract<JsonRouteKey, `${string} /api/teacher/${string}` | `${string} /api/play/${string}` | `${string} /api/join/${string}`>;
type GetRoute = Extract<TeacherRoute, `GET ${string}`>;

/** The `:name` parts of a route's path. */
type ParamsOf<P> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamsOf<Rest> : P extends `${string}:${infer Name}` ? Name : never;

/** What a call fills in: the path's `:name` parts and the body. */
export type TeacherCall<K extends TeacherRoute> = ([ParamsOf<K>] extends [never] ? { params?: undefined } : { params: Record<ParamsOf<K>, string> }) & {
  body?: RouteBody<K>;
};

/** The path of a route with its `:name` parts filled in (encoded). */
export function pathOf(route: string, params: Record<string, string> = {}): string {
  return route.slice(route.indexOf(' ') + 1).replace(/:([a-z]+)/gi, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

const UNREACHABLE = 'We could not reach VERSE. Please check your connection and try again.';
const SERVER_PROBLEM = 'Something went wrong on our side. Please try again.';
const NOT_FOUND = 'This is no longer here. It may have been deleted.';

/** A refused or failed call: the worker's message to show as it is, and its field problems by field name. */
export class TeacherApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * One call of the teacher workspace: JSON in and out with the session cookie, typed by the route.
 * Rejects with a `TeacherApiError` whose message can be shown as it is.
 *
 * @example const { activity } = await teacherApi('POST /api/teacher/activities/:id/duplicate', { params: { id } });
 */
export function teacherApi<K extends TeacherRoute>(route: K, ...[call]: [ParamsOf<K>] extends [never] ? [TeacherCall<K>?] : [TeacherCall<K>]): Promise<RouteAnswer<K>> {
  const { params, body } = (call ?? {}) as { params?: Record<string, string>; body?: unknown };
  return request<RouteAnswer<K>>(route.slice(0, route.indexOf(' ')), pathOf(route, params), body);
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
    throw new TeacherApiError(UNREACHABLE, 0);
  }
  const data = (await response.json().catch(() => null)) as (T & { error?: unknown; fields?: Record<string, string> }) | null;
  if (!response.ok) {
    const message =
      typeof data?.error === 'string' ? data.error : response.status === 404 ? NOT_FOUND : response.status >= 500 ? SERVER_PROBLEM : UNREACHABLE;
    throw new TeacherApiError(message, response.status, data?.fields ?? {});
  }
  return data as T;
}

/** The message of anything a call rejected with. */
const problemText = (problem: unknown) => (problem instanceof Error ? problem.message : String(problem));

/** A call's first field problem, or its message. */
export function fieldProblem(problem: unknown): string {
  if (problem instanceof TeacherApiError) {
    const first = Object.values(problem.fields)[0];
    if (first && problem.message.startsWith('Please correct')) return first;
  }
  return problemText(problem);
}

export type TeacherData<T> = { data: T | undefined; error: string; loading: boolean; reload: () => void };

/**
 * A GET of the route table, fetched again when its path changes or `reload()` is called (a null
 * call fetches nothing). The previous answer stays while a new one is on its way.
 */
export function useTeacherData<K extends GetRoute>(route: K, call: TeacherCall<K> | null = {} as TeacherCall<K>): TeacherData<RouteAnswer<K>> {
  const path = call === null ? null : pathOf(route, (call as { params?: Record<string, string> }).params);
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
