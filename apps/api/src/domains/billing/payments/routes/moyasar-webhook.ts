// POST /api/payments/moyasar/webhook (public, authenticated by the shared secret_token): see payment-verification.
import { paymentRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../../http/envelope';
import { registerRoute } from '../../../../http/register-route';
import { handleProviderWebhook } from '../payment-verification';

export const moyasarWebhookRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, paymentRoutes.moyasarWebhook, {
    handler: async (request) => {
      const result = await handleProviderWebhook(app, request.body);
      return successEnvelope(result, request.language);
    },
  });
};
