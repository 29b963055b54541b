// POST /api/subscriptions/change-plan (admin): pay for a plan, upgrade at once once paid, or schedule a downgrade.
import { subscriptionRoutes, translateMessage } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../../http/envelope';
import { registerRoute } from '../../../../http/register-route';
import { businessScopeOf } from '../../../shared/business-scope';
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
      if (result.checkout) return successEnvelope(result, request.language, 'paymentPending');
      // The message names the plan waiting for the next period, which successEnvelope's plain codes cannot carry;
      // the current plan chosen again called a waiting change off.
      const pending = result.subscription.pendingChange;
      return {
        ...successEnvelope(result, request.language),
        message: pending
          ? translateMessage('downgradeScheduled', request.language, { plan: pending.planName })
          : translateMessage('ok', request.language),
      };
    },
  });
};
