// What the business remote exposes to the shell as `./Routes`. Default export because module federation and
// React.lazy expect one. `prefetch`: the first data of the page the address shows, started by the shell as soon as
// this entry is loaded (issue 25), with the same keys and fetchers as the page's own queries.
import { callRoute, useAuthStore } from '@sumaa/api-client';
import { createRemoteEntry, createRoutePrefetch, prefetchForPage } from '@sumaa/app-kit';
import { linkedLocationsEndpoint, performanceSummaryEndpoint, reviewsEndpoint } from '@sumaa/contracts';
import { BusinessRoutes } from './app/BusinessRoutes';
import { canOpenBusinessPage } from './features/access/businessPageAccess';
import { reviewQueryKeys } from './features/reviews/api/reviewQueryKeys';
import { listQueryOf, readReviewView } from './features/reviews/lib/reviewFilters';
import { businessResources } from './i18n/resources';

export default createRemoteEntry({ namespace: 'business', texts: businessResources, routes: BusinessRoutes });

// The inbox's list, figures and locations: useReviewsQuery, useReviewSummaryQuery, useLinkedLocationsQuery.
export const prefetch = createRoutePrefetch('business', ({ page, params }, client) => {
  if (page !== 'reviews' || !canOpenBusinessPage('reviews', useAuthStore.getState().user)) return;
  const query = listQueryOf(readReviewView(params));
  void prefetchForPage(client, {
    queryKey: reviewQueryKeys.list(query),
    queryFn: ({ signal }) => callRoute(reviewsEndpoint, { query, signal }),
  });
  void prefetchForPage(client, {
    queryKey: reviewQueryKeys.summary,
    queryFn: ({ signal }) => callRoute(performanceSummaryEndpoint, { signal }),
  });
  void prefetchForPage(client, {
    queryKey: reviewQueryKeys.locations,
    queryFn: ({ signal }) => callRoute(linkedLocationsEndpoint, { signal }),
  });
});
