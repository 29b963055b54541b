// The analytics' cache keys: each holds the period's days (or its weeks, months, days of growth, with the day
// they end on), so a period already seen comes back from the cache, every report is asked again once the
// business's day turns, and every key starts with `analytics`.
import type { PeriodDays } from '../hooks/useAnalyticsDays';

type BusinessId = string | null;
/** Today in the business's time zone: the server counts the growth, months and weeks up to it. */
type Today = string | null;

export const analyticsQueryKeys = {
  all: ['analytics'] as const,
  summary: (businessId: BusinessId, days: PeriodDays | null) =>
    ['analytics', 'summary', businessId, days?.startDate, days?.endDate] as const,
  growth: (businessId: BusinessId, days: number, today: Today) =>
    ['analytics', 'growth', businessId, days, today] as const,
  monthlyTrend: (businessId: BusinessId, months: number, today: Today) =>
    ['analytics', 'monthlyTrend', businessId, months, today] as const,
  keywords: (businessId: BusinessId, days: PeriodDays | null, rowLimit: number) =>
    ['analytics', 'keywords', businessId, days?.startDate, days?.endDate, rowLimit] as const,
  weeklySentiment: (businessId: BusinessId, weeks: number, today: Today) =>
    ['analytics', 'weeklySentiment', businessId, weeks, today] as const,
  responsiveness: (businessId: BusinessId, days: PeriodDays | null) =>
    ['analytics', 'responsiveness', businessId, days?.startDate, days?.endDate] as const,
};
