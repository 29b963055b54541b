import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactInboxRoutes } from './contact-inbox';
import { contactRulesRoutes } from './contact-rules';
import { createContactMessageRoute } from './create-contact-message';
import { listContactMessagesRoute } from './list-contact-messages';

/** The public contact form and the super admin's inbox: status, assignment, replies and auto-assign rules. */
export const contactsDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(createContactMessageRoute);
  await app.register(listContactMessagesRoute);
  await app.register(contactInboxRoutes);
  await app.register(contactRulesRoutes);
};
