// GET /api/launch: when the product opens (LAUNCH_AT) and whether that moment has passed on the server's clock.
import { launchInfoSchema } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeResponses, successEnvelope } from '../../../http/envelope';

export const getLaunchInfoRoute: FastifyPluginAsyncZod = async (app) => {
  const launchAt = app.config.launchAt;
  const launchTime = Date.parse(launchAt);
  app.get(
    '/',
    {
      schema: {
        tags: ['Public site'],
        summary: 'The launch date of the coming-soon page (LAUNCH_AT) and whether it has passed',
        response: envelopeResponses(launchInfoSchema),
      },
    },
    async (request) =>
      successEnvelope({ launchAt, launched: app.now().getTime() >= launchTime }, request.language),
  );
};
