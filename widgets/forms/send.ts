import type { RouteAction, RouteAnswer, RouteBody } from '../../contract/routes';
import { callRoute, type RouteCall } from '../runtime/api';
import { botToken } from '../runtime/botcheck';
import type { FieldErrors } from './state';

/** The calls a form sends with a bot-check token. */
type LeadRoute = 'POST /api/intakeForms' | 'POST /api/contactForms' | 'POST /api/bookConsultation';

type LeadResult<T> =
  | { outcome: 'sent'; data: T }
  | { outcome: 'botCheck' }
  | { outcome: 'failed'; fields?: FieldErrors };

/**
 * One submission: a fresh bot-check token for `action`, then the POST. No token and a 403 are both
 * the spam check failing; anything else that is not OK (network, 4xx, 5xx) is a failure.
 */
export async function sendLead<K extends LeadRoute>(
  base: string,
  action: RouteAction<K>,
  route: K,
  body: (token: string) => RouteBody<K>,
): Promise<LeadResult<RouteAnswer<K>>> {
  let token: string;
  try {
    token = await botToken(base, action);
  } catch {
    return { outcome: 'botCheck' };
  }
  const result = await callRoute(route, { body: body(token) } as RouteCall<K>, { base });
  if (result.ok) return { outcome: 'sent', data: result.data };
  if (result.status === 403) return { outcome: 'botCheck' };
  return { outcome: 'failed', fields: result.fields };
}
