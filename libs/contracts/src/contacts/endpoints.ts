// The contacts routes as the browser calls them: verb, the spec's path, who may call, how the body travels.
// No schemas here, so that calling a route does not load zod into a page (the contracts in routes/ add them).
import { defineEndpoint } from '../http/defineEndpoint';

export const sendContactMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/contacts',
  access: 'public',
});

export const listContactMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/contacts',
  access: { role: 'super_admin' },
});

export const setContactStatusEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/contacts/:id/status',
  access: { role: 'super_admin' },
});

/** Spelled as the spec has it (routing is case-insensitive, decisions #1). */
export const assignContactEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Contacts/assign',
  access: { role: 'super_admin' },
});

export const replyToContactEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/contacts/:id/reply',
  access: { role: 'super_admin' },
});

export const listContactRepliesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/contacts/:id/replies',
  access: { role: 'super_admin' },
});

/** The platform users a message may be assigned to (the spec drew them from the team list). */
export const listContactAssigneesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/contacts/assignees',
  access: { role: 'super_admin' },
});

/** Auto-assign rules, kept on the server rather than in the browser (issue 13). */
export const listContactRulesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/contacts/rules',
  access: { role: 'super_admin' },
});

export const createContactRuleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/contacts/rules',
  access: { role: 'super_admin' },
});

export const updateContactRuleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/contacts/rules/:id',
  access: { role: 'super_admin' },
});

export const deleteContactRuleEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/contacts/rules/:id',
  access: { role: 'super_admin' },
});

export const contactEndpoints = {
  send: sendContactMessageEndpoint,
  list: listContactMessagesEndpoint,
  setStatus: setContactStatusEndpoint,
  assign: assignContactEndpoint,
  reply: replyToContactEndpoint,
  replies: listContactRepliesEndpoint,
  assignees: listContactAssigneesEndpoint,
  rules: listContactRulesEndpoint,
  createRule: createContactRuleEndpoint,
  updateRule: updateContactRuleEndpoint,
  deleteRule: deleteContactRuleEndpoint,
} as const;
