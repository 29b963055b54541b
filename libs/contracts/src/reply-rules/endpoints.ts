// The reply-rule routes as the browser calls them (issue 24, "The calls"). No schemas here, so that calling a
// route does not load zod into a page (routes.ts adds them). Managing rules takes the Settings permission (owners,
// admins and managers by default): a rule is the business's own way of answering, as its settings are. The
// automatic actions of one review are read by whoever reads reviews, and undone by whoever may reply.
import { defineEndpoint } from '../http/defineEndpoint';

const access = { permission: 'Settings' } as const;

export const listReplyRulesEndpoint = defineEndpoint({ method: 'GET', path: '/api/reply-rules', access });
export const createReplyRuleEndpoint = defineEndpoint({ method: 'POST', path: '/api/reply-rules', access });
export const updateReplyRuleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/reply-rules/:id',
  access,
});
export const deleteReplyRuleEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/reply-rules/:id',
  access,
});
export const reorderReplyRulesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/reply-rules/order',
  access,
});
export const pauseReplyRulesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/reply-rules/paused',
  access,
});
export const testReplyRulesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/reply-rules/test',
  access,
});

export const reviewAutomaticActionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Reviews/:id/automatic-actions',
  access: { permission: 'ViewReviews' },
});

export const undoAutomaticActionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Reviews/:id/automatic-actions/:actionId/undo',
  access: { permission: 'ReplyReviews' },
});
