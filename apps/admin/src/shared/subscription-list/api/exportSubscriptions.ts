// GET /api/subscriptions/export: the list's current filters and order as a CSV file (UTF-8 with BOM, headers in
// the reader's language; decisions #5), saved under the name the server gives it.
import { downloadRoute, saveBlob } from '@sumaa/api-client';
import { adminSubscriptionsExportEndpoint, type SubscriptionListQuery } from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export function useExportSubscriptionsMutation() {
  return useMutation({
    mutationFn: async ({ page: _page, pageSize: _pageSize, ...query }: SubscriptionListQuery) => {
      const { blob, fileName } = await downloadRoute(adminSubscriptionsExportEndpoint, {
        query,
        fallbackFileName: 'subscriptions.csv',
      });
      saveBlob(blob, fileName);
    },
  });
}
