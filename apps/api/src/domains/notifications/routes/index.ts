import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bellRoutes } from './bell';
import { unsubscribeRoutes } from './unsubscribe';
import { whatsAppAlertRoutes } from './whatsapp-alerts';

/** Notifications: the bell's list and read marks, the e-mails' unsubscribe link, each member's WhatsApp alerts. */
export const notificationsDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(bellRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(whatsAppAlertRoutes);
};
