// GET /api/Plans?lang=: the public price list (pricing page, landing page). No sign-in needed.
import { planRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../../http/envelope';
import { listActivePlans } from '../plan-store';
import { registerRoute } from '../../../../http/register-route';

export const listPlansRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, planRoutes.list, {
    handler: async (request) => {
      const language = request.query.lang ?? request.language;
      const plans = await app.db.transaction((tx) => listActivePlans(tx, language));
      return successEnvelope(plans, language);
    },
  });
};
