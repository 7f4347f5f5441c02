import type { PostPath, PostRoute, RouteAnswer, RouteBody } from '../../contract/routes';

/** The outcome of one API call: the body on success, the contract's `{error, fields}` otherwise. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error?: string; fields?: Record<string, string> };

/**
 * Where an element finds the API: its `api-base` attribute, else the origin its own script came
 * from, so a partner page that loads `/embed.js` from us talks to us.
 */
export function apiBase(attribute?: string | null): string {
  if (attribute) return attribute.replace(/\/+$/, '');
  const own = new URL(import.meta.url);
  return own.protocol === 'http:' || own.protocol === 'https:' ? own.origin : location.origin;
}

/**
 * POSTs JSON to a call of the API, typed by the contract's route table: the body it takes and the
 * answer it gives (types only: no schema enters a widget's bundle). `beacon: true` is for a call made while the page is being left: it is
 * sent with keepalive and as text/plain, a simple request that needs no CORS preflight from a
 * partner's origin (the worker reads such bodies where it expects them, e.g. releaseSlot).
 */
export async function apiCall<P extends PostPath>(
  base: string,
  path: P,
  body: RouteBody<PostRoute<P>>,
  init: { beacon?: boolean; signal?: AbortSignal } = {},
): Promise<ApiResult<RouteAnswer<PostRoute<P>>>> {
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': init.beacon ? 'text/plain;charset=UTF-8' : 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: init.signal,
      ...(init.beacon ? { keepalive: true } : {}),
    });
  } catch {
    return { ok: false, status: 0 };
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return { ok: true, status: response.status, data: data as RouteAnswer<PostRoute<P>> };
  return {
    ok: false,
    status: response.status,
    error: typeof data?.error === 'string' ? data.error : undefined,
    fields: (data?.fields as Record<string, string> | undefined) ?? undefined,
  };
}
