import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { servesOutbox } from '../../../plugins/app/mail';
import { avatarFileRoute } from './avatar-file';
import { createLaunchReminderRoute } from './create-launch-reminder';
import { getLaunchInfoRoute } from './get-launch-info';
import { launchUnsubscribeRoutes } from './launch-unsubscribe';
import { healthRoute } from './health';
import { outboxRoute } from './outbox';
import { systemDomain } from '../system/routes';

/** Platform-wide routes: health, the coming-soon date and reminders, profile images, the local outbox. */
export const platformDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoute);
  await app.register(getLaunchInfoRoute);
  await app.register(createLaunchReminderRoute);
  await app.register(launchUnsubscribeRoutes);
  await app.register(avatarFileRoute);
  if (servesOutbox(app.config)) await app.register(outboxRoute);
  await app.register(systemDomain);
};
