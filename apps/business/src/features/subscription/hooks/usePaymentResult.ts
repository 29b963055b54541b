// The payment provider's page sends the browser back to /customer/subscription?payment=paid|failed|pending.
// The result is said once on the page and taken out of the address, so a reload or a shared link does not say
// it again; the subscription and invoices are read afresh, as the payment changed them.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { subscriptionQueryKeys } from '../../../shared/subscription';

export const PAYMENT_RESULTS = ['paid', 'failed', 'pending'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

const PARAM = 'payment';

function resultOf(value: string | null): PaymentResult | null {
  return PAYMENT_RESULTS.find((result) => result === value) ?? null;
}

export function usePaymentResult() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<PaymentResult | null>(() => resultOf(params.get(PARAM)));

  useEffect(() => {
    if (!params.has(PARAM)) return;
    const arrived = resultOf(params.get(PARAM));
    if (arrived) {
      setResult(arrived);
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKeys.all });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams, queryClient]);

  return { result, dismiss: () => setResult(null) };
}
