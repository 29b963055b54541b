import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createLaunchReminderRoute } from './create-launch-reminder';
import { getLaunchInfoRoute } from './get-launch-info';

/** /api/launch: the coming-soon page's date and its reminder list. */
export const launchRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(getLaunchInfoRoute);
  await app.register(createLaunchReminderRoute);
};
