// POST /api/subscriptions/change-plan (admin): pay for a plan, upgrade at once once paid, or schedule a downgrade.
import { subscriptionRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { businessScopeOf } from '../../shared/business-scope';
import { changePlan } from '../change-plan';

export const changePlanRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, subscriptionRoutes.changePlan, {
    handler: async (request) => {
      const { businessId } = businessScopeOf(request);
      const result = await changePlan(app, {
        businessId,
        planId: request.body.planId,
        interval: request.body.interval,
        language: request.language,
      });
      return successEnvelope(
        result,
        request.language,
        result.checkout ? 'paymentPending' : 'downgradeScheduled',
      );
    },
  });
};
