// The analytics' days: the chosen period ending today in the business's time zone (shared with the printable
// report, so both count the same days, and both follow the business's midnight while open).
import { type AnalyticsPeriod, type PeriodDays, usePeriodDays } from '../../../shared/analytics-period';

export type { PeriodDays };

export function useAnalyticsDays(period: AnalyticsPeriod): PeriodDays | null {
  return usePeriodDays(period);
}
