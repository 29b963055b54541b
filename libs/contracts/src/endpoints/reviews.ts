// The reviews routes as the browser calls them: verb, the spec's path, who may call, how the body travels.
// No schemas here, so that calling a route does not load zod into a page (the contracts in routes/ add them).
import { defineEndpoint } from '../http/defineEndpoint';

export const startReviewSyncEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/reviews/sync',
  access: { role: 'manager' },
});

/** Any member follows a sync (the wizard and the inbox show its progress); managers start one. */
export const latestReviewSyncEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reviews/sync/latest',
  access: { role: 'viewer' },
});

export const reviewSyncEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reviews/sync/:id',
  access: { role: 'viewer' },
});

/** The inbox: one page of the business's reviews, searched, filtered and sorted. */
export const reviewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Reviews',
  access: { permission: 'ViewReviews' },
});

export const reviewEndpoints = {
  list: reviewsEndpoint,
  startSync: startReviewSyncEndpoint,
  latestSync: latestReviewSyncEndpoint,
  sync: reviewSyncEndpoint,
} as const;
