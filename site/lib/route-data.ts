// A GET of the route table held by a page: the staff area and the teacher workspace list and
// reload what the worker has through it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { JsonRouteKey, RouteAnswer } from '../../contract/routes';
import { callRoute, routeUrl, type RouteCall } from '../../widgets/runtime/api';
import { failureText } from './route-answer';

export type RouteData<T> = { data: T | undefined; error: string; loading: boolean; reload: () => void };

/**
 * A GET of `route`, fetched again whenever its URL changes or `reload()` is called; a null call
 * fetches nothing. While a new answer is on its way the previous `data` stays, so a list does not
 * flash empty.
 */
export function useRouteData<K extends JsonRouteKey>(route: K, call: RouteCall<K> | null): RouteData<RouteAnswer<K>> {
  const url = call === null ? null : routeUrl(route, call);
  // The URL names the call whole: the effect follows it, and sends the latest call it stands for.
  const latest = useRef(call);
  latest.current = call;
  const [data, setData] = useState<RouteAnswer<K>>();
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(url !== null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (url === null) return;
    let live = true;
    setLoading(true);
    void callRoute(route, latest.current!).then((result) => {
      if (!live) return;
      if (result.ok) {
        setData(result.data);
        setError('');
      } else setError(failureText(result));
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [route, url, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, loading, reload };
}
