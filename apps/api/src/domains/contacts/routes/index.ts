import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createContactMessageRoute } from './create-contact-message';
import { listContactMessagesRoute } from './list-contact-messages';

/** The public contact form and the super admin's inbox. */
export const contactsDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(createContactMessageRoute);
  await app.register(listContactMessagesRoute);
};
