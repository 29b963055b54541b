// A signed-in user's own account: how they would confirm its deletion, and the deletion (account-deletion.ts).
import { privacyRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { deleteOwnAccount, readAccountDeletionStatus } from '../account-deletion';

export const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, privacyRoutes.accountStatus, {
    handler: async (request) =>
      successEnvelope(await readAccountDeletionStatus(app, request.auth!.user), request.language),
  });

  registerRoute(app, privacyRoutes.deleteAccount, {
    handler: async (request) => {
      await deleteOwnAccount(app, request.auth!.user, request.body);
      return successEnvelope({ deleted: true as const }, request.language, 'accountDeleted');
    },
  });
};
