import type { JsonRouteKey, RouteAnswer } from '../../contract/routes';
import { routeUrl, type CallArgs, type RouteCall } from '../../widgets/runtime/api';
import { ApiError, routeAnswer } from '../lib/route-answer';
import { useRouteData, type RouteData } from '../lib/route-data';

/** The teacher workspace's calls of the route table (JSON answers): the teacher's own, and a student's play. */
export type TeacherRoute = Extract<JsonRouteKey, `${string} /api/teacher/${string}` | `${string} /api/play/${string}` | `${string} /api/join/${string}`>;
type GetRoute = Extract<TeacherRoute, `GET ${string}`>;

/** The path of a route with its `:name` parts filled in (encoded). */
export const pathOf = (route: string, params: Record<string, string> = {}): string => routeUrl(route, { params });

/** A refused or failed call: the worker's message to show as it is, and its field problems by field name. */
export { ApiError as TeacherApiError };

/**
 * One call of the teacher workspace: JSON in and out with the session cookie, typed by the route.
 * Rejects with a `TeacherApiError` whose message can be shown as it is.
 *
 * @example const { activity } = await teacherApi('POST /api/teacher/activities/:id/duplicate', { params: { id } });
 */
export function teacherApi<K extends TeacherRoute>(route: K, ...[call]: CallArgs<K>): Promise<RouteAnswer<K>> {
  return routeAnswer(route, call);
}

export { fieldProblem } from '../lib/route-answer';

/**
 * A GET of the route table, fetched again when its path changes or `reload()` is called (a null
 * call fetches nothing). The previous answer stays while a new one is on its way.
 */
export function useTeacherData<K extends GetRoute>(route: K, call: RouteCall<K> | null = {} as RouteCall<K>): RouteData<RouteAnswer<K>> {
  return useRouteData(route, call);
}
