// GET /api/admin/analytics?period&metric: the metric's trend, plans, segments, strengths and improvements. The
// previous figures stay on screen (dimmed) while a new period or metric loads.
import { callRoute } from '@sumaa/api-client';
import { adminAnalyticsEndpoint, type InsightMetric, type InsightPeriod } from '@sumaa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const analyticsQueryKeys = {
  all: ['admin-analytics'] as const,
  of: (period: InsightPeriod, metric: InsightMetric) => ['admin-analytics', period, metric] as const,
};

export function useAdminAnalyticsQuery(period: InsightPeriod, metric: InsightMetric) {
  return useQuery({
    queryKey: analyticsQueryKeys.of(period, metric),
    queryFn: ({ signal }) => callRoute(adminAnalyticsEndpoint, { query: { period, metric }, signal }),
    placeholderData: keepPreviousData,
  });
}
