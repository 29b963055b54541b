// GET /api/privacy/account and POST /api/privacy/account/delete: how the user confirms deleting their own
// account, and the deletion itself (the session ends with it: the caller signs out locally).
import { callRoute } from '@sumaa/api-client';
import {
  type LeavingConfirmation,
  accountDeletionStatusEndpoint,
  deleteOwnAccountEndpoint,
} from '@sumaa/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';

export function useAccountDeletionStatusQuery() {
  return useQuery({
    queryKey: ['accountDeletion'],
    queryFn: ({ signal }) => callRoute(accountDeletionStatusEndpoint, { signal }),
  });
}

export function useDeleteOwnAccount() {
  return useMutation({
    mutationFn: (confirmation: LeavingConfirmation) =>
      callRoute(deleteOwnAccountEndpoint, { body: confirmation }),
  });
}
