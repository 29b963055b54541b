import { envelopeSchema, healthModelSchema, translateMessage } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../http/envelope';

export const healthRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Is the API up and can it reach its database?',
        response: { 200: envelopeSchema(healthModelSchema), 503: envelopeSchema(healthModelSchema) },
      },
    },
    async (request, reply) => {
      try {
        await app.db.query('SELECT 1');
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
  );
};
