// The chosen period lives in the address (?period=90), so reload, back and a shared link keep it. The default
// (30 days) is left out of the address; a value the address cannot hold falls back to it.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  ANALYTICS_PERIOD_DEFAULT,
  type AnalyticsPeriod,
  periodFromSearch,
} from '../../../shared/analytics-period';

export function useAnalyticsPeriod(): { period: AnalyticsPeriod; setPeriod(period: AnalyticsPeriod): void } {
  const [params, setParams] = useSearchParams();
  const period = periodFromSearch(params.get('period'));
  const setPeriod = useCallback(
    (next: AnalyticsPeriod) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === ANALYTICS_PERIOD_DEFAULT) updated.delete('period');
          else updated.set('period', String(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { period, setPeriod };
}
