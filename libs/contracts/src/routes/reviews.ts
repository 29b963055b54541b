// The review inbox (GET /api/Reviews), and the review sync job as the client drives it: POST queues it (202),
// GET reads one or the latest.
import { z } from 'zod';
import { reviewSyncInputSchema, syncJobSchema } from '../google/sync';
import { defineRoute } from '../http/defineRoute';
import {
  latestReviewSyncEndpoint,
  reviewsEndpoint,
  reviewSyncEndpoint,
  startReviewSyncEndpoint,
} from '../endpoints/reviews';
import { reviewListQuerySchema, reviewPageSchema } from '../reviews/inbox';

export const listReviewsRoute = defineRoute({
  ...reviewsEndpoint,
  query: reviewListQuerySchema,
  response: reviewPageSchema,
  tags: ['Reviews'],
  summary: "The business's reviews: paged, searched, filtered and sorted (ViewReviews)",
  description:
    'Search looks in the original text, the translation and the author’s name, case-insensitively, and ' +
    'matches Arabic whichever form either side wrote: أ/إ/آ/ا, ى/ي, ة/ه, with or without diacritics and ' +
    'tatweel. The default order is reviewDate desc; from and to are days in the business’s time zone, ' +
    'both included.',
});

const TAGS = ['Google'] as const;

export const startReviewSyncRoute = defineRoute({
  ...startReviewSyncEndpoint,
  body: reviewSyncInputSchema,
  response: syncJobSchema,
  successStatus: 202,
  tags: TAGS,
  summary: 'Queue a review sync of the linked locations (managers and admins)',
  description:
    'Answers 202 with the job. While a sync of the business is queued or running, answers 202 with that ' +
    'job instead of queueing another. Follow it with GET /api/reviews/sync/{id}.',
});

export const latestReviewSyncRoute = defineRoute({
  ...latestReviewSyncEndpoint,
  response: syncJobSchema,
  failures: [404],
  tags: TAGS,
  summary: 'The business’s most recent review sync',
});

export const reviewSyncRoute = defineRoute({
  ...reviewSyncEndpoint,
  // Any string: a malformed id is "not one of ours" (404) like an unknown one, not a 400.
  params: z.object({ id: z.string() }),
  response: syncJobSchema,
  failures: [404],
  tags: TAGS,
  summary: 'One review sync of the business: status, stages, progress, error, summary',
});

export const reviewRoutes = {
  list: listReviewsRoute,
  startSync: startReviewSyncRoute,
  latestSync: latestReviewSyncRoute,
  sync: reviewSyncRoute,
} as const;
