import { useCallback, useEffect, useState } from 'react';

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
 * One call of `/api/admin`: JSON in and out, the session cookie, the page's own origin (the
 * worker refuses changes from anywhere else). Rejects with an `AdminApiError` whose message can be
 * shown to staff as it is.
 *
 * @example const { leads } = await adminApi<{ leads: Lead[] }>('/leads?status=new');
 * @example await adminApi('/leads/abc', { method: 'PATCH', body: { status: 'contacted' } });
 */
export async function adminApi<T = unknown>(path: string, options: { method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; body?: unknown } = {}): Promise<T> {
  const { method = 'GET', body } = options;
  let response: Response;
  try {
    response = await fetch(`/api/admin${path}`, {
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
 * A GET of `/api/admin{path}`, fetched again whenever `path` changes or `reload()` is called.
 * While a new answer is on its way the previous `data` stays, so a list does not flash empty.
 *
 * @example const { data, error, loading, reload } = useAdminData<{ outbox: Message[] }>('/outbox');
 */
export function useAdminData<T>(path: string | null): AdminData<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(path !== null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    setLoading(true);
    adminApi<T>(path).then(
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
