// The review inbox (GET /api/Reviews), and the review sync job as the client drives it: POST queues it (202),
// GET reads one or the latest.
import { z } from 'zod';
import { reviewSyncInputSchema, syncJobSchema } from '../google/sync';
import { defineRoute } from '../http/defineRoute';
import {
  aiDraftEndpoint,
  approveReviewReplyEndpoint,
  assignReviewEndpoint,
  createReplyTemplateEndpoint,
  deleteReplyTemplateEndpoint,
  deleteReviewReplyEndpoint,
  latestReviewSyncEndpoint,
  replyTemplatesEndpoint,
  replyToReviewEndpoint,
  retryReviewReplyEndpoint,
  returnReviewReplyEndpoint,
  reviewEndpoint,
  reviewsEndpoint,
  exportReviewsEndpoint,
  reviewSyncEndpoint,
  smartRepliesEndpoint,
  startReviewSyncEndpoint,
  updateReplyTemplateEndpoint,
} from './endpoints';
import { assignReviewSchema } from './assignment';
import {
  inboxReviewSchema,
  reviewExportQuerySchema,
  reviewListQuerySchema,
  reviewPageSchema,
} from './inbox';
import { replyToReviewSchema, returnReplySchema, reviewParamsSchema } from './replies';
import {
  aiDraftSchema,
  replyTemplateParamsSchema,
  replyTemplateSchema,
  replyTemplateWriteSchema,
  smartRepliesSchema,
} from './reply-templates';

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

const REVIEW_TAGS = ['Reviews'] as const;

export const reviewRoute = defineRoute({
  ...reviewEndpoint,
  params: reviewParamsSchema,
  response: inboxReviewSchema,
  failures: [404],
  tags: REVIEW_TAGS,
  summary: 'One review of the business, as the inbox lists it (ViewReviews)',
});

export const replyToReviewRoute = defineRoute({
  ...replyToReviewEndpoint,
  params: reviewParamsSchema,
  body: replyToReviewSchema,
  response: inboxReviewSchema,
  failures: [402, 403, 404, 409],
  tags: REVIEW_TAGS,
  summary: 'Reply to a review, or replace your own reply (ReplyReviews)',
  description:
    'The reply is stored with its author and a job publishes it to Google (updateReply); the review’s ' +
    'replyState follows it: sending, published, failed (with its reason; retry with POST …/reply/retry). ' +
    'When the business requires approval, an agent’s reply waits in awaitingApproval. content must not be ' +
    'blank and at most 4,096 UTF-8 bytes. 403 when the review’s reply is another member’s; 409 when Google ' +
    'no longer has the review. contactMessageId is accepted and ignored.',
});

export const deleteReviewReplyRoute = defineRoute({
  ...deleteReviewReplyEndpoint,
  params: reviewParamsSchema,
  response: inboxReviewSchema,
  failures: [403, 404],
  tags: REVIEW_TAGS,
  summary: 'Delete your reply: at Google, then here ({id} is the review’s id)',
});

export const retryReviewReplyRoute = defineRoute({
  ...retryReviewReplyEndpoint,
  params: reviewParamsSchema,
  response: inboxReviewSchema,
  failures: [403, 404, 409],
  tags: REVIEW_TAGS,
  summary: 'Publish a failed reply again',
});

export const approveReviewReplyRoute = defineRoute({
  ...approveReviewReplyEndpoint,
  params: reviewParamsSchema,
  response: inboxReviewSchema,
  failures: [402, 403, 404, 409],
  tags: REVIEW_TAGS,
  summary: 'Approve a reply awaiting approval: it is published (managers and admins)',
});

export const returnReviewReplyRoute = defineRoute({
  ...returnReviewReplyEndpoint,
  params: reviewParamsSchema,
  body: returnReplySchema,
  response: inboxReviewSchema,
  failures: [403, 404, 409],
  tags: REVIEW_TAGS,
  summary: 'Return a reply awaiting approval to its author with a note (managers and admins)',
});

export const assignReviewRoute = defineRoute({
  ...assignReviewEndpoint,
  params: reviewParamsSchema,
  body: assignReviewSchema,
  response: inboxReviewSchema,
  failures: [403, 404],
  tags: REVIEW_TAGS,
  summary: 'Assign a review to a member, reassign it, or unassign it (AssignedToId null)',
  description:
    'The assignee must be an active member of the business who can view reviews. They get an in-app ' +
    'notification and, when their business’s settings allow, an e-mail.',
});

export const smartRepliesRoute = defineRoute({
  ...smartRepliesEndpoint,
  params: reviewParamsSchema,
  response: smartRepliesSchema,
  failures: [404],
  tags: REVIEW_TAGS,
  summary: 'The business’s templates for this review, filled in, in the review’s language',
});

export const aiDraftRoute = defineRoute({
  ...aiDraftEndpoint,
  params: reviewParamsSchema,
  response: aiDraftSchema,
  failures: [402, 404, 409, 503],
  tags: REVIEW_TAGS,
  summary: 'Draft a reply with AI, in the review’s language (counts against the plan’s AI replies)',
});

export const replyTemplatesRoute = defineRoute({
  ...replyTemplatesEndpoint,
  response: z.array(replyTemplateSchema),
  tags: REVIEW_TAGS,
  summary: 'The business’s smart-reply templates (three per sentiment and language to start with)',
});

export const createReplyTemplateRoute = defineRoute({
  ...createReplyTemplateEndpoint,
  body: replyTemplateWriteSchema,
  response: replyTemplateSchema,
  successStatus: 201,
  failures: [409],
  tags: REVIEW_TAGS,
  summary: 'Add a smart-reply template (Settings)',
});

export const updateReplyTemplateRoute = defineRoute({
  ...updateReplyTemplateEndpoint,
  params: replyTemplateParamsSchema,
  body: replyTemplateWriteSchema,
  response: replyTemplateSchema,
  failures: [404],
  tags: REVIEW_TAGS,
  summary: 'Change a smart-reply template (Settings)',
});

export const deleteReplyTemplateRoute = defineRoute({
  ...deleteReplyTemplateEndpoint,
  params: replyTemplateParamsSchema,
  response: z.null(),
  failures: [404],
  tags: REVIEW_TAGS,
  summary: 'Delete a smart-reply template (Settings)',
});

const TAGS = ['Google'] as const;

export const startReviewSyncRoute = defineRoute({
  ...startReviewSyncEndpoint,
  body: reviewSyncInputSchema,
  response: syncJobSchema,
  successStatus: 202,
  failures: [402],
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

export const exportReviewsRoute = defineRoute({
  ...exportReviewsEndpoint,
  query: reviewExportQuerySchema,
  response: z.string(),
  tags: ['Reviews'],
  summary: 'Every review matching the inbox’s filters as CSV (ViewReviews)',
  description:
    'The same filters and sort as GET /api/Reviews, without pages. UTF-8 with a BOM so that Excel opens Arabic ' +
    'correctly; headers, sentiments and reply states in the caller’s language (Accept-Language). Streamed in ' +
    'batches, so an export of 100,000 reviews never holds the whole file. Content-Disposition names the file.',
});

export const reviewRoutes = {
  list: listReviewsRoute,
  export: exportReviewsRoute,
  review: reviewRoute,
  reply: replyToReviewRoute,
  deleteReply: deleteReviewReplyRoute,
  retryReply: retryReviewReplyRoute,
  approveReply: approveReviewReplyRoute,
  returnReply: returnReviewReplyRoute,
  assign: assignReviewRoute,
  smartReplies: smartRepliesRoute,
  aiDraft: aiDraftRoute,
  templates: replyTemplatesRoute,
  createTemplate: createReplyTemplateRoute,
  updateTemplate: updateReplyTemplateRoute,
  deleteTemplate: deleteReplyTemplateRoute,
  startSync: startReviewSyncRoute,
  latestSync: latestReviewSyncRoute,
  sync: reviewSyncRoute,
} as const;
