// The review sync job as the client drives it: POST queues it (202), GET reads one or the latest.
import { z } from 'zod';
import { reviewSyncInputSchema, syncJobSchema } from '../google/sync';
import { defineRoute } from '../http/defineRoute';
import { latestReviewSyncEndpoint, reviewSyncEndpoint, startReviewSyncEndpoint } from '../endpoints/reviews';

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
  startSync: startReviewSyncRoute,
  latestSync: latestReviewSyncRoute,
  sync: reviewSyncRoute,
} as const;
