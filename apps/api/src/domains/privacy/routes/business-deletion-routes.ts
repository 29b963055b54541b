// The business's deletion: its state for every member (the dashboard's banner), and the owner's request and
// cancellation (business-deletion.ts checks the owner and the confirmation).
import { privacyRoutes } from '@sumaa/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { businessScopeOf } from '../../shared/business-scope';
import { cancelBusinessDeletion, readDeletionStatus, requestBusinessDeletion } from '../business-deletion';

function actorOf(request: FastifyRequest) {
  return { businessId: businessScopeOf(request).businessId, user: request.auth!.user };
}

export const businessDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, privacyRoutes.deletionStatus, {
    handler: async (request) =>
      successEnvelope(await readDeletionStatus(app, actorOf(request)), request.language),
  });

  registerRoute(app, privacyRoutes.requestDeletion, {
    handler: async (request, reply) => {
      const status = await requestBusinessDeletion(app, actorOf(request), request.body);
      return reply.status(202).send(successEnvelope(status, request.language, 'businessDeletionScheduled'));
    },
  });

  registerRoute(app, privacyRoutes.cancelDeletion, {
    handler: async (request) =>
      successEnvelope(
        await cancelBusinessDeletion(app, actorOf(request)),
        request.language,
        'businessDeletionCancelled',
      ),
  });
};
