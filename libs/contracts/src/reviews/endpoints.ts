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

/**
 * Every review matching the inbox's filters as CSV (UTF-8 with BOM, headers in the caller's language), streamed
 * so that 100,000 reviews never sit in memory whole.
 */
export const exportReviewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Reviews/export',
  access: { permission: 'ViewReviews' },
  reply: 'binary',
});

/** One review, as the inbox lists it (a notification's link, a card following its reply's publishing). */
export const reviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Reviews/:id',
  access: { permission: 'ViewReviews' },
});

/** Reply, or replace one's own reply (decisions #20): stored, then published to Google by a job. */
export const replyToReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Reviews/:id/reply',
  access: { permission: 'ReplyReviews' },
});

/** `:id` is the review's id: a Google review has at most one reply. Only its author deletes it. */
export const deleteReviewReplyEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/Reviews/reply/:id',
  access: { permission: 'ReplyReviews' },
});

/** Publish a failed reply again (its author, or a manager or admin). */
export const retryReviewReplyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Reviews/:id/reply/retry',
  access: { permission: 'ReplyReviews' },
});

/** Approve a reply awaiting approval: it is published (managers and admins; the handler checks the role). */
export const approveReviewReplyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Reviews/:id/reply/approve',
  access: { permission: 'ReplyReviews' },
});

/** Return a reply awaiting approval to its author with a note (managers and admins). */
export const returnReviewReplyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Reviews/:id/reply/return',
  access: { permission: 'ReplyReviews' },
});

/** Assign, reassign or unassign (agents and above; the handler checks the role). */
export const assignReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Reviews/:id/assign',
  access: { permission: 'ViewReviews' },
});

/** The business's templates for this review, filled in, in its language; whether AI drafts are offered. */
export const smartRepliesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Reviews/:id/smart-replies',
  access: { permission: 'ReplyReviews' },
});

export const aiDraftEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Reviews/:id/ai-draft',
  access: { permission: 'ReplyReviews' },
});

/** The business's smart-reply templates: anyone who replies reads them, Settings edits them. */
export const replyTemplatesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reply-templates',
  access: { role: 'agent' },
});

export const createReplyTemplateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/reply-templates',
  access: { permission: 'Settings' },
});

export const updateReplyTemplateEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/reply-templates/:id',
  access: { permission: 'Settings' },
});

export const deleteReplyTemplateEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/reply-templates/:id',
  access: { permission: 'Settings' },
});

export const reviewEndpoints = {
  list: reviewsEndpoint,
  export: exportReviewsEndpoint,
  review: reviewEndpoint,
  reply: replyToReviewEndpoint,
  deleteReply: deleteReviewReplyEndpoint,
  retryReply: retryReviewReplyEndpoint,
  approveReply: approveReviewReplyEndpoint,
  returnReply: returnReviewReplyEndpoint,
  assign: assignReviewEndpoint,
  smartReplies: smartRepliesEndpoint,
  aiDraft: aiDraftEndpoint,
  templates: replyTemplatesEndpoint,
  createTemplate: createReplyTemplateEndpoint,
  updateTemplate: updateReplyTemplateEndpoint,
  deleteTemplate: deleteReplyTemplateEndpoint,
  startSync: startReviewSyncEndpoint,
  latestSync: latestReviewSyncEndpoint,
  sync: reviewSyncEndpoint,
} as const;
