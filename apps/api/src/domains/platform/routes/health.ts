import { platformRoutes, translateMessage } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { pingDatabase } from '../platform-store';

export const healthRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, platformRoutes.health, {
    handler: async (request, reply) => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({
          success: false,
          message: translateMessage('serviceUnavailable', request.language),
          errors: null,
          model: { status: 'degraded', database: false },
        });
      }
      return successEnvelope({ status: 'ok' as const, database: true }, request.language);
    },
  });
};
