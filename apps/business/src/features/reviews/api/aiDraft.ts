// POST /api/Reviews/{id}/ai-draft: a reply drafted from the review's text, counted against the plan's monthly
// AI replies; the drafts left are written back into the smart replies, so the count under the box follows.
import { callRoute } from '@sumaa/api-client';
import { aiDraftEndpoint, type SmartReplies } from '@sumaa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewQueryKeys } from './reviewQueryKeys';

export function useAiDraftMutation(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(aiDraftEndpoint, { params: { id: reviewId } }),
    onSuccess: (draft) =>
      queryClient.setQueryData<SmartReplies>(reviewQueryKeys.smartReplies(reviewId), (replies) =>
        replies ? { ...replies, aiDraftsLeft: draft.aiDraftsLeft } : replies,
      ),
  });
}
