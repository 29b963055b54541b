// Reply rules (issue 24): the business's ordered rules, "pause all", the rules tester, and the automatic actions
// recorded on a review with their undo. Every call acts for the caller's own business; another business's rule,
// review or action answers 404.
import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import {
  createReplyRuleEndpoint,
  deleteReplyRuleEndpoint,
  listReplyRulesEndpoint,
  pauseReplyRulesEndpoint,
  reorderReplyRulesEndpoint,
  reviewAutomaticActionsEndpoint,
  testReplyRulesEndpoint,
  undoAutomaticActionEndpoint,
  updateReplyRuleEndpoint,
} from './endpoints';
import {
  automaticActionSchema,
  pauseReplyRulesBodySchema,
  reorderReplyRulesBodySchema,
  replyRuleBodySchema,
  replyRuleListSchema,
  replyRuleParamsSchema,
  replyRuleSchema,
  replyRuleTestResultSchema,
  reviewAutomaticActionsParamsSchema,
  testReplyRulesBodySchema,
  undoAutomaticActionParamsSchema,
} from './models';

const TAGS = ['Reply rules'] as const;

export const listReplyRulesRoute = defineRoute({
  ...listReplyRulesEndpoint,
  response: replyRuleListSchema,
  tags: TAGS,
  summary: 'The business’s reply rules in their order, and whether all are paused',
});

export const createReplyRuleRoute = defineRoute({
  ...createReplyRuleEndpoint,
  body: replyRuleBodySchema,
  response: replyRuleSchema,
  successStatus: 201,
  failures: [404, 409],
  tags: TAGS,
  summary: 'Add a rule at the end of the list (off unless enabled is true)',
  description:
    'The template, the member and the location named must be the business’s own (404 otherwise); a business ' +
    'holds at most 50 rules (409).',
});

export const updateReplyRuleRoute = defineRoute({
  ...updateReplyRuleEndpoint,
  params: replyRuleParamsSchema,
  body: replyRuleBodySchema,
  response: replyRuleSchema,
  failures: [404],
  tags: TAGS,
  summary: 'Change a rule: its name, whether it is on, its conditions and actions (its place stays)',
});

export const deleteReplyRuleRoute = defineRoute({
  ...deleteReplyRuleEndpoint,
  params: replyRuleParamsSchema,
  response: z.null(),
  failures: [404],
  tags: TAGS,
  summary:
    'Delete a rule; the actions it took stay recorded under its name, its scheduled replies are cancelled',
});

export const reorderReplyRulesRoute = defineRoute({
  ...reorderReplyRulesEndpoint,
  body: reorderReplyRulesBodySchema,
  response: replyRuleListSchema,
  failures: [409],
  tags: TAGS,
  summary: 'Put the rules in this order: every rule of the business, each once (409 otherwise)',
});

export const pauseReplyRulesRoute = defineRoute({
  ...pauseReplyRulesEndpoint,
  body: pauseReplyRulesBodySchema,
  response: replyRuleListSchema,
  tags: TAGS,
  summary: 'Pause all rules (nothing acts, scheduled replies are not published) or resume them',
});

export const testReplyRulesRoute = defineRoute({
  ...testReplyRulesEndpoint,
  body: testReplyRulesBodySchema,
  response: replyRuleTestResultSchema,
  failures: [404],
  tags: TAGS,
  summary: 'What the rules (or the draft rule in the body) would do to the last 100 reviews; changes nothing',
  description:
    'Each review shows the first rule that matches and its plan: publish after the delay, hold for approval ' +
    '(3★ or less, negative text, or the rule asks for it) or skip (already replied). Rules are tested whether ' +
    'on or off, so a rule can be tried before it is turned on.',
});

export const reviewAutomaticActionsRoute = defineRoute({
  ...reviewAutomaticActionsEndpoint,
  params: reviewAutomaticActionsParamsSchema,
  response: z.array(automaticActionSchema),
  failures: [404],
  tags: TAGS,
  summary: 'What rules did or will do to this review, oldest first',
});

export const undoAutomaticActionRoute = defineRoute({
  ...undoAutomaticActionEndpoint,
  params: undoAutomaticActionParamsSchema,
  response: automaticActionSchema,
  failures: [404, 409],
  tags: TAGS,
  summary:
    'Undo a rule’s reply while its delay runs (nothing is published); 409 once it is no longer scheduled',
});

export const replyRuleRoutes = {
  list: listReplyRulesRoute,
  create: createReplyRuleRoute,
  update: updateReplyRuleRoute,
  remove: deleteReplyRuleRoute,
  reorder: reorderReplyRulesRoute,
  pause: pauseReplyRulesRoute,
  test: testReplyRulesRoute,
  reviewActions: reviewAutomaticActionsRoute,
  undo: undoAutomaticActionRoute,
} as const;
