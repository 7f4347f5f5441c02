import type { ExportFile } from '../../contract/admin-calls';
import type { JsonRouteKey, RouteAnswer } from '../../contract/routes';
import type { CallArgs, RouteCall } from '../../widgets/runtime/api';
import { ApiError, problemText, routeAnswer } from '../lib/route-answer';
import { useRouteData, type RouteData } from '../lib/route-data';

/** The staff calls of the route table that answer JSON. */
export type AdminRoute = Extract<JsonRouteKey, `${string} /api/admin/${string}`>;
type GetRoute = Extract<AdminRoute, `GET ${string}`>;

/** The link of a download of the route table (GET /api/admin/export/:file). */
export const exportHref = (file: ExportFile) => `/api/admin/export/${file}`;

/** A refused or failed admin call: the worker's message, and its field problems by field name. */
export { ApiError as AdminApiError, problemText };

/**
 * One staff call of the route table: JSON in and out, the session cookie, the page's own origin
 * (the worker refuses changes from anywhere else). Body and answer are typed by the route. Rejects
 * with an `AdminApiError` whose message can be shown to staff as it is.
 *
 * @example const { leads } = await adminApi('GET /api/admin/leads', { query: 'status=new' });
 * @example await adminApi('PATCH /api/admin/leads/:id', { params: { id }, body: { status: 'contacted' } });
 */
export function adminApi<K extends AdminRoute>(route: K, ...[call]: CallArgs<K>): Promise<RouteAnswer<K>> {
  return routeAnswer(route, call);
}

/**
 * A GET of the route table, fetched again whenever its URL changes or `reload()` is called; a
 * null call fetches nothing. While a new answer is on its way the previous `data` stays.
 *
 * @example const { data, error, loading, reload } = useAdminData('GET /api/admin/outbox', { query: 'status=failed' });
 */
export function useAdminData<K extends GetRoute>(route: K, call: RouteCall<K> | null = {} as RouteCall<K>): RouteData<RouteAnswer<K>> {
  return useRouteData(route, call);
}
