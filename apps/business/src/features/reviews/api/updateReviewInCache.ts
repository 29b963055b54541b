// Every reply and assignment call answers with the updated review: it replaces the review wherever the cache
// holds it (each list page, the open review), so the card changes at once without reloading the list.
import type { InboxReview, ReviewPage } from '@sumaa/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { reviewQueryKeys } from './reviewQueryKeys';

export function updateReviewInCache(queryClient: QueryClient, review: InboxReview): void {
  queryClient.setQueriesData<ReviewPage>({ queryKey: reviewQueryKeys.lists }, (page) =>
    page?.items.some((item) => item.id === review.id)
      ? { ...page, items: page.items.map((item) => (item.id === review.id ? review : item)) }
      : page,
  );
  queryClient.setQueryData(reviewQueryKeys.review(review.id), review);
}
