import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bellRoutes } from './bell';
import { unsubscribeRoutes } from './unsubscribe';

/** Notifications: the bell's list and read marks, and the e-mails' unsubscribe link. */
export const notificationsDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(bellRoutes);
  await app.register(unsubscribeRoutes);
};
