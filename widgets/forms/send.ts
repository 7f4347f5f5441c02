import { postJson } from '../runtime/api';
import { botToken, type BotCheckAction } from '../runtime/botcheck';
import type { FieldErrors } from './state';

type LeadResult<T> =
  | { outcome: 'sent'; data: T }
  | { outcome: 'botCheck' }
  | { outcome: 'failed'; fields?: FieldErrors };

/**
 * One submission: a fresh bot-check token for `action`, then the POST. No token and a 403 are both
 * the spam check failing; anything else that is not OK (network, 4xx, 5xx) is a failure.
 */
export async function sendLead<T>(base: string, action: BotCheckAction, path: string, body: (token: string) => unknown): Promise<LeadResult<T>> {
  let token: string;
  try {
    token = await botToken(base, action);
  } catch {
    return { outcome: 'botCheck' };
  }
  const result = await postJson<T>(base, path, body(token));
  if (result.ok) return { outcome: 'sent', data: result.data };
  if (result.status === 403) return { outcome: 'botCheck' };
  return { outcome: 'failed', fields: result.fields };
}
