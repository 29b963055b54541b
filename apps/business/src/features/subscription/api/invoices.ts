// GET /api/subscriptions/invoices: the billing history, newest first.
import { callRoute } from '@sumaa/api-client';
import { type Invoice, invoicesEndpoint } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';
import { subscriptionQueryKeys } from '../../../shared/subscription';

export function useInvoicesQuery() {
  return useQuery({
    queryKey: subscriptionQueryKeys.invoices,
    queryFn: async ({ signal }): Promise<Invoice[]> => {
      const list = await callRoute(invoicesEndpoint, { signal });
      return list?.items ?? [];
    },
  });
}
