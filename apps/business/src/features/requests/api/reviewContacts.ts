// GET /api/review-requests/contacts?page&pageSize&search: the business's contacts, newest first.
import { callRoute } from '@sumaa/api-client';
import { listReviewContactsEndpoint, type ReviewContactListQuery } from '@sumaa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestQueryKeys } from './requestQueryKeys';

/** The fetcher and key the page and the entry's prefetch share. */
export function reviewContactsQuery(query: ReviewContactListQuery) {
  return {
    queryKey: requestQueryKeys.contacts(query),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callRoute(listReviewContactsEndpoint, { query, signal }),
  };
}

export function useReviewContactsQuery(query: ReviewContactListQuery) {
  // The last page stays on screen while the next one loads (the table is marked busy meanwhile).
  return useQuery({ ...reviewContactsQuery(query), placeholderData: keepPreviousData });
}
