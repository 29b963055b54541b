// The public contact form and the super admin's inbox of its messages.
import { defineRoute } from '../http/defineRoute';
import { listContactMessagesEndpoint, sendContactMessageEndpoint } from '../endpoints/contacts';
import {
  contactListQuerySchema,
  contactMessageInputSchema,
  contactMessagePageSchema,
  contactReceiptSchema,
} from '../public/contact';

export const sendContactMessageRoute = defineRoute({
  ...sendContactMessageEndpoint,
  body: contactMessageInputSchema,
  response: contactReceiptSchema,
  successStatus: 201,
  tags: ['Public site'],
  summary: 'Send a message through the contact form (no sign-in); the sender gets an acknowledgement e-mail',
});

export const listContactMessagesRoute = defineRoute({
  ...listContactMessagesEndpoint,
  query: contactListQuerySchema,
  response: contactMessagePageSchema,
  tags: ['Public site'],
  summary: 'Contact messages: paged, searchable, filtered by status, sorted (super admin)',
});

export const contactRoutes = {
  send: sendContactMessageRoute,
  list: listContactMessagesRoute,
} as const;
