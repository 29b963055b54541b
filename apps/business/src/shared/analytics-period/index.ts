export {
  ANALYTICS_PERIOD_DEFAULT,
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  dayIn,
  type PeriodDays,
  periodDays,
  periodEndingOn,
  periodFromSearch,
  sentimentWeeksOf,
  trendMonthsOf,
} from './analyticsPeriod';
export { msUntilCheck, useBusinessToday } from './useBusinessToday';
export { usePeriodDays } from './usePeriodDays';
