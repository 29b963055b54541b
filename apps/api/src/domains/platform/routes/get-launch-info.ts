// GET /api/launch: when the product opens (LAUNCH_AT) and whether that moment has passed on the server's clock.
import { platformRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';

export const getLaunchInfoRoute: FastifyPluginAsyncZod = async (app) => {
  const launchAt = app.config.launchAt;
  const launchTime = Date.parse(launchAt);
  registerRoute(app, platformRoutes.launchInfo, {
    handler: async (request) =>
      successEnvelope({ launchAt, launched: app.now().getTime() >= launchTime }, request.language),
  });
};
