// POST /api/subscriptions/pay: the open invoice's checkout on the provider's page, paid with any card (this is
// also "update payment method").
import { callRoute } from '@sumaa/api-client';
import { payOpenInvoiceEndpoint } from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export function usePayOpenInvoiceMutation() {
  return useMutation({ mutationFn: () => callRoute(payOpenInvoiceEndpoint) });
}
