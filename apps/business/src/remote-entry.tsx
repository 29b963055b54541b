// What the business remote exposes to the shell as `./Routes`. Default export because module federation and
// React.lazy expect one. `prefetch`: the first data of the page the address shows, started by the shell as soon as
// this entry is loaded (issue 25), with the same keys and fetchers as the page's own queries, and the page's code.
import { callRoute, useAuthStore } from '@sumaa/api-client';
import { createRemoteEntry, createRoutePrefetch, prefetchForPage } from '@sumaa/app-kit';
import { linkedLocationsEndpoint, performanceSummaryEndpoint, reviewsEndpoint } from '@sumaa/contracts';
import { BusinessRoutes } from './app/BusinessRoutes';
import { preloadBusinessPage } from './app/businessPages';
import { BUSINESS_PAGES, type BusinessPage, canOpenBusinessPage } from './features/access/businessPageAccess';
import { reviewContactsQuery } from './features/requests/api/reviewContacts';
import { contactsQueryOf, readRequestsView } from './features/requests/lib/requestsView';
import { businessDeletionQuery } from './features/settings/leaving/api/businessDeletion';
import { reviewQueryKeys } from './features/reviews/api/reviewQueryKeys';
import { listQueryOf, readReviewView } from './features/reviews/lib/reviewFilters';
import { businessResources } from './i18n/resources';
import { businessSubscriptionQuery } from './shared/subscription';

export default createRemoteEntry({ namespace: 'business', texts: businessResources, routes: BusinessRoutes });

const isBusinessPage = (page: string): page is BusinessPage =>
  (BUSINESS_PAGES as readonly string[]).includes(page);

// Every page: its code and what the notices above it read (the trial banner, a scheduled deletion). The inbox: its
// list, figures and locations (useReviewsQuery, useReviewSummaryQuery, useLinkedLocationsQuery). Review requests:
// the contacts list the address shows, when it opens on that tab (useReviewContactsQuery).
export const prefetch = createRoutePrefetch('business', ({ page, params }, client) => {
  const user = useAuthStore.getState().user;
  // The area's root and an unknown path end on the overview; a page this user may not open says so, with no code.
  if (page === 'account') preloadBusinessPage('account');
  else if (!isBusinessPage(page)) preloadBusinessPage('overview');
  else if (canOpenBusinessPage(page, user)) preloadBusinessPage(page);
  void prefetchForPage(client, businessSubscriptionQuery);
  void prefetchForPage(client, businessDeletionQuery);
  if (page === 'requests' && canOpenBusinessPage('requests', user)) {
    const view = readRequestsView(params);
    if (view.tab === 'contacts')
      void prefetchForPage(client, reviewContactsQuery(contactsQueryOf(view.contacts)));
    return;
  }
  if (page !== 'reviews' || !canOpenBusinessPage('reviews', user)) return;
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
