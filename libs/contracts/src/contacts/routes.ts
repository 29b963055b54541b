// The public contact form and the super admin's inbox of its messages: status, assignment, replies and the
// auto-assign rules (issue 13).
import {
  contactAssignBodySchema,
  contactAssigneesSchema,
  contactInboxMessageSchema,
  contactInboxPageSchema,
  contactParamsSchema,
  contactRepliesSchema,
  contactReplyBodySchema,
  contactReplySchema,
  contactRuleBodySchema,
  contactRuleDeletedSchema,
  contactRuleParamsSchema,
  contactRuleSchema,
  contactRulesSchema,
  contactStatusBodySchema,
} from './inbox';
import { defineRoute } from '../http/defineRoute';
import {
  assignContactEndpoint,
  createContactRuleEndpoint,
  deleteContactRuleEndpoint,
  listContactAssigneesEndpoint,
  listContactMessagesEndpoint,
  listContactRepliesEndpoint,
  listContactRulesEndpoint,
  replyToContactEndpoint,
  sendContactMessageEndpoint,
  setContactStatusEndpoint,
  updateContactRuleEndpoint,
} from './endpoints';
import { contactListQuerySchema, contactMessageInputSchema, contactReceiptSchema } from './contact-form';

export const sendContactMessageRoute = defineRoute({
  ...sendContactMessageEndpoint,
  body: contactMessageInputSchema,
  response: contactReceiptSchema,
  successStatus: 201,
  tags: ['Public site'],
  summary:
    'Send a message through the contact form (no sign-in); the sender gets an acknowledgement e-mail and the auto-assign rules pick its assignee',
});

const tags = ['Contacts (admin)'] as const;

export const listContactMessagesRoute = defineRoute({
  ...listContactMessagesEndpoint,
  query: contactListQuerySchema,
  response: contactInboxPageSchema,
  tags,
  summary:
    'Contact messages: paged, searchable, filtered by status, sorted, each with its SLA state and reply count (super admin)',
});

export const setContactStatusRoute = defineRoute({
  ...setContactStatusEndpoint,
  params: contactParamsSchema,
  body: contactStatusBodySchema,
  response: contactInboxMessageSchema,
  tags,
  summary: 'Set a message’s status (any status from any other, spec §4)',
});

export const assignContactRoute = defineRoute({
  ...assignContactEndpoint,
  body: contactAssignBodySchema,
  response: contactInboxMessageSchema,
  tags,
  summary: 'Assign a message to an active super admin, or unassign it (assignedToId null)',
});

export const replyToContactRoute = defineRoute({
  ...replyToContactEndpoint,
  params: contactParamsSchema,
  body: contactReplyBodySchema,
  response: contactReplySchema,
  successStatus: 201,
  tags,
  summary:
    'Reply to a message: a public reply is e-mailed to the sender in their language, threaded with the acknowledgement; an internal note is not sent',
});

export const listContactRepliesRoute = defineRoute({
  ...listContactRepliesEndpoint,
  params: contactParamsSchema,
  response: contactRepliesSchema,
  tags,
  summary: 'The replies and internal notes of a message, oldest first',
});

export const listContactAssigneesRoute = defineRoute({
  ...listContactAssigneesEndpoint,
  response: contactAssigneesSchema,
  tags,
  summary: 'The platform users a message or a rule may assign to (active super admins)',
});

export const listContactRulesRoute = defineRoute({
  ...listContactRulesEndpoint,
  response: contactRulesSchema,
  tags,
  summary: 'The auto-assign rules, in the order they are tried',
});

export const createContactRuleRoute = defineRoute({
  ...createContactRuleEndpoint,
  body: contactRuleBodySchema,
  response: contactRuleSchema,
  successStatus: 201,
  tags,
  summary:
    'Add an auto-assign rule (keyword, language, e-mail domain; every given condition must hold), tried last',
});

export const updateContactRuleRoute = defineRoute({
  ...updateContactRuleEndpoint,
  params: contactRuleParamsSchema,
  body: contactRuleBodySchema,
  response: contactRuleSchema,
  tags,
  summary: 'Edit an auto-assign rule (it keeps its place in the order)',
});

export const deleteContactRuleRoute = defineRoute({
  ...deleteContactRuleEndpoint,
  params: contactRuleParamsSchema,
  response: contactRuleDeletedSchema,
  tags,
  summary: 'Delete an auto-assign rule',
});

export const contactRoutes = {
  send: sendContactMessageRoute,
  list: listContactMessagesRoute,
  setStatus: setContactStatusRoute,
  assign: assignContactRoute,
  reply: replyToContactRoute,
  replies: listContactRepliesRoute,
  assignees: listContactAssigneesRoute,
  rules: listContactRulesRoute,
  createRule: createContactRuleRoute,
  updateRule: updateContactRuleRoute,
  deleteRule: deleteContactRuleRoute,
} as const;
