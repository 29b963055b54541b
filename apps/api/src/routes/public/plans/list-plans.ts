// GET /api/Plans?lang=: the public price list (pricing page, landing page). No sign-in needed.
import { plansQuerySchema, plansSchema } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeResponses, successEnvelope } from '../../../http/envelope';
import { listActivePlans } from './plan-catalogue';

export const listPlansRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['Public site'],
        summary: 'Active plans, cheapest first, in ?lang= (else Accept-Language, else English)',
        querystring: plansQuerySchema,
        response: envelopeResponses(plansSchema),
      },
    },
    async (request) => {
      const language = request.query.lang ?? request.language;
      const plans = await app.db.transaction((tx) => listActivePlans(tx, language));
      return successEnvelope(plans, language);
    },
  );
};
