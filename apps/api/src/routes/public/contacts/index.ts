import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createContactMessageRoute } from './create-contact-message';
import { listContactMessagesRoute } from './list-contact-messages';

/** /api/contacts: the public contact form and the super admin's inbox. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(createContactMessageRoute);
  await app.register(listContactMessagesRoute);
};
