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

export const contactEndpoints = {
  send: sendContactMessageEndpoint,
  list: listContactMessagesEndpoint,
} as const;
