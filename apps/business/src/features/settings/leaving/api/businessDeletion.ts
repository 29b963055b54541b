// GET/POST/DELETE /api/privacy/business-deletion: whether the business's deletion is scheduled (every member: the
// banner), the owner's request (confirmed) and cancellation. One query key, set from each answer.
import { callRoute } from '@sumaa/api-client';
import {
  type BusinessDeletionStatus,
  type LeavingConfirmation,
  businessDeletionStatusEndpoint,
  cancelBusinessDeletionEndpoint,
  requestBusinessDeletionEndpoint,
} from '@sumaa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const businessDeletionQueryKey = ['businessDeletion'] as const;

/** The read itself, shared by the hook and the entry's prefetch (remote-entry.tsx), so both fill one entry. */
export const businessDeletionQuery = {
  queryKey: businessDeletionQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => callRoute(businessDeletionStatusEndpoint, { signal }),
};

export function useBusinessDeletionQuery() {
  return useQuery(businessDeletionQuery);
}

export function useRequestBusinessDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: LeavingConfirmation) =>
      callRoute(requestBusinessDeletionEndpoint, { body: confirmation }),
    onSuccess: (status: BusinessDeletionStatus) => queryClient.setQueryData(businessDeletionQueryKey, status),
  });
}

export function useCancelBusinessDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(cancelBusinessDeletionEndpoint),
    onSuccess: (status: BusinessDeletionStatus) => queryClient.setQueryData(businessDeletionQueryKey, status),
  });
}
