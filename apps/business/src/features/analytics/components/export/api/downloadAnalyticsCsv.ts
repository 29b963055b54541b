// GET /api/reports/{businessId}/export?startDate&endDate: the period's analytics as a CSV file, saved by the
// browser under the name the server gives it (Content-Disposition).
import { downloadRoute, saveBlob } from '@sumaa/api-client';
import { reportEndpoints } from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export interface AnalyticsCsvInput {
  businessId: string;
  /** Days in the business's time zone, both included. */
  startDate: string;
  endDate: string;
}

export function useDownloadAnalyticsCsvMutation() {
  return useMutation({
    mutationFn: async ({ businessId, startDate, endDate }: AnalyticsCsvInput) => {
      const { blob, fileName } = await downloadRoute(reportEndpoints.export, {
        params: { businessId },
        query: { startDate, endDate },
        fallbackFileName: `analytics-${startDate}-${endDate}.csv`,
      });
      saveBlob(blob, fileName);
    },
  });
}
