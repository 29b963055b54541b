// POST /api/launch/reminders: keeps an address to tell when Sumaa launches. Idempotent: the same address
// again (in any letter case) answers success with alreadySubscribed and stores nothing.
import { envelopeSchema, launchReminderSchema, platformRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeResponses, successEnvelope } from '../../../http/envelope';
import { publicFormRateLimits } from '../../shared/public-form-rate-limits';
import { subscribeToLaunch } from '../platform-store';
import { registerRoute } from '../../../http/register-route';

export const createLaunchReminderRoute: FastifyPluginAsyncZod = async (app) => {
  // 201 when the address is new, 200 when it was already on the list.
  const responses = envelopeResponses(launchReminderSchema, { successStatus: 201 });
  responses[200] = envelopeSchema(launchReminderSchema);
  registerRoute(app, platformRoutes.launchReminder, {
    config: { rateLimit: publicFormRateLimits(app.config.rateLimits).launchReminderPerIp },
    handler: async (request, reply) => {
      const reminder = await app.db.transaction((tx) =>
        subscribeToLaunch(tx, request.body.email, request.language, app.now()),
      );
      const message = reminder.alreadySubscribed ? 'launchReminderExists' : 'launchReminderSaved';
      const envelope = successEnvelope(reminder, request.language, message);
      if (reminder.alreadySubscribed) return reply.status(200).send(envelope);
      return reply.status(201).send(envelope);
    },
  });
};
