// What the page shows lives in the address (?tab=history&status=failed&channel=sms&historyPage=2), so reload,
// back and a shared link keep the view; unknown values are ignored.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readRequestsView, type RequestsView, REQUESTS_VIEW_PARAMS } from '../lib/requestsView';

export function useRequestsView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo<RequestsView>(() => readRequestsView(params), [params]);

  /** Sets (or, with null, removes) the named values; a changed filter goes back to its list's first page. */
  const change = useCallback(
    (values: Partial<Record<(typeof REQUESTS_VIEW_PARAMS)[number], string | number | null>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(values)) {
            if (value === null || value === undefined || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { view, change };
}
