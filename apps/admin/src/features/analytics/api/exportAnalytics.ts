// GET /api/admin/analytics/export?period&metric: the trend as CSV (UTF-8 with BOM, headers in the reader's
// language; decisions #5), saved under the name the server gives it.
import { downloadRoute, saveBlob } from '@sumaa/api-client';
import { adminAnalyticsExportEndpoint, type InsightMetric, type InsightPeriod } from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export function useExportAnalyticsMutation() {
  return useMutation({
    mutationFn: async ({ period, metric }: { period: InsightPeriod; metric: InsightMetric }) => {
      const { blob, fileName } = await downloadRoute(adminAnalyticsExportEndpoint, {
        query: { period, metric },
        fallbackFileName: `analytics-${metric}-${period}.csv`,
      });
      saveBlob(blob, fileName);
    },
  });
}
