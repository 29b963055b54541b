// The business's subscription (issue 12): GET /api/subscriptions/Single (any member: the trial banner and the
// read-only notice read it), POST /api/subscriptions/cancel and /resume (admins). Changing plan, paying and the
// invoices are the payments domain's routes.
import { subscriptionRoutes, translateMessage } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../../http/envelope';
import { registerRoute } from '../../../../http/register-route';
import { businessScopeOf } from '../../../shared/business-scope';
import { cancelSubscription, readBusinessSubscription, resumeSubscription } from '../business-subscription';

export const subscriptionsDomain: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, subscriptionRoutes.single, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const subscription = await app.db.tenantTransaction(scope, (tx) =>
        readBusinessSubscription(tx, scope.businessId, app.now(), request.language),
      );
      return successEnvelope(subscription, request.language);
    },
  });

  registerRoute(app, subscriptionRoutes.cancel, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const now = app.now();
      const { endsAt, subscription } = await app.db.tenantTransaction(scope, async (tx) => {
        const endsAt = await cancelSubscription(tx, scope.businessId, now);
        return {
          endsAt,
          subscription: await readBusinessSubscription(tx, scope.businessId, now, request.language),
        };
      });
      // The message names the day it ends, which successEnvelope's plain codes cannot carry.
      return {
        ...successEnvelope(subscription, request.language),
        message: translateMessage('cancellationScheduled', request.language, {
          date: endsAt.toISOString().slice(0, 10),
        }),
      };
    },
  });

  registerRoute(app, subscriptionRoutes.resume, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const now = app.now();
      const subscription = await app.db.tenantTransaction(scope, async (tx) => {
        await resumeSubscription(tx, scope.businessId, now);
        return readBusinessSubscription(tx, scope.businessId, now, request.language);
      });
      return successEnvelope(subscription, request.language, 'cancellationUndone');
    },
  });
};
