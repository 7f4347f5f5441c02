// What the site makes of a call that did not succeed: the sentence a person reads, and a rejecting
// form of `callRoute` for pages that await an answer. Apart from the runtime's client
// (widgets/runtime/api.ts) because no element needs them: the lead kit's chunk, which every
// element of the booking and the lead forms downloads, carries the client alone.
import type { JsonRouteKey, RouteAnswer } from '../../contract/routes';
import { callRoute, type CallOptions, type RouteCall, type RouteResult } from '../../widgets/runtime/api';

/** What a person reads when the worker could not be reached, or answered nothing they can read. */
export const UNREACHABLE = 'We could not reach VERSE. Please check your connection and try again.';
const SERVER_PROBLEM = 'Something went wrong on our side. Please try again.';
const NOT_FOUND = 'This is no longer here. It may have been deleted.';

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

/** A call's first field problem, or its message. */
export function fieldProblem(problem: unknown): string {
  if (problem instanceof ApiError) {
    const first = Object.values(problem.fields)[0];
    if (first && problem.message.startsWith('Please correct')) return first;
  }
  return problemText(problem);
}
