// GET /api/Reviews/{id}/smart-replies: the business's templates for this review, filled in, in its language,
// and whether "draft with AI" is offered. Read when a reply box opens.
import { callRoute } from '@sumaa/api-client';
import { smartRepliesEndpoint } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';
import { reviewQueryKeys } from './reviewQueryKeys';

export function useSmartRepliesQuery(reviewId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: reviewQueryKeys.smartReplies(reviewId),
    queryFn: ({ signal }) => callRoute(smartRepliesEndpoint, { params: { id: reviewId }, signal }),
    enabled,
    // Read each time a box opens: a template edited in settings shows at once.
    staleTime: 0,
  });
}
