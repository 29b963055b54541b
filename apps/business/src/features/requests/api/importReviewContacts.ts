// POST /api/review-requests/contacts/import (multipart field `file`): with preview, what the import would do and
// nothing written; without, all good rows in one transaction (any row in error: 400 and nothing written).
import { callRoute } from '@sumaa/api-client';
import { importReviewContactsEndpoint } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestQueryKeys } from './requestQueryKeys';

export function useImportReviewContactsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, preview }: { file: File; preview: boolean }) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return callRoute(importReviewContactsEndpoint, {
        query: { preview: preview ? 'true' : 'false' },
        body,
      });
    },
    onSuccess: (result) => {
      if (!result.preview) return queryClient.invalidateQueries({ queryKey: requestQueryKeys.all });
      return undefined;
    },
  });
}
