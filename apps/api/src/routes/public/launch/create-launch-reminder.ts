// POST /api/launch/reminders: keeps an address to tell when Sumaa launches. Idempotent: the same address
// again (in any letter case) answers success with alreadySubscribed and stores nothing.
import { envelopeSchema, launchReminderInputSchema, launchReminderSchema } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeResponses, successEnvelope } from '../../../http/envelope';
import { publicFormRateLimits } from '../public-rate-limits';
import { subscribeToLaunch } from './launch-reminder-store';

export const createLaunchReminderRoute: FastifyPluginAsyncZod = async (app) => {
  // 201 when the address is new, 200 when it was already on the list.
  const responses = envelopeResponses(launchReminderSchema, { successStatus: 201 });
  responses[200] = envelopeSchema(launchReminderSchema);
  app.post(
    '/reminders',
    {
      schema: {
        tags: ['Public site'],
        summary: 'Ask to be e-mailed at launch (201 when new, 200 with alreadySubscribed when known)',
        body: launchReminderInputSchema,
        response: responses,
      },
      config: { rateLimit: publicFormRateLimits(app.config.rateLimits).launchReminderPerIp },
    },
    async (request, reply) => {
      const reminder = await app.db.transaction((tx) =>
        subscribeToLaunch(tx, request.body.email, request.language, app.now()),
      );
      const message = reminder.alreadySubscribed ? 'launchReminderExists' : 'launchReminderSaved';
      const envelope = successEnvelope(reminder, request.language, message);
      if (reminder.alreadySubscribed) return reply.status(200).send(envelope);
      return reply.status(201).send(envelope);
    },
  );
};
