// The public contact form and the super admin's inbox of its messages.
import { defineRoute } from '../http/defineRoute';
import {
  contactListQuerySchema,
  contactMessageInputSchema,
  contactMessagePageSchema,
  contactReceiptSchema,
} from '../public/contact';

export const sendContactMessageRoute = defineRoute({
  method: 'POST',
  path: '/api/contacts',
  access: 'public',
  body: contactMessageInputSchema,
  response: contactReceiptSchema,
  successStatus: 201,
  tags: ['Public site'],
  summary: 'Send a message through the contact form (no sign-in); the sender gets an acknowledgement e-mail',
});

export const listContactMessagesRoute = defineRoute({
  method: 'GET',
  path: '/api/contacts',
  access: { role: 'super_admin' },
  query: contactListQuerySchema,
  response: contactMessagePageSchema,
  tags: ['Public site'],
  summary: 'Contact messages: paged, searchable, filtered by status, sorted (super admin)',
});

export const contactRoutes = {
  send: sendContactMessageRoute,
  list: listContactMessagesRoute,
} as const;
