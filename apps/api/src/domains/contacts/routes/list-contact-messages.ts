// GET /api/contacts: every contact message, for the super admin only (401 without a token, 403 for anyone
// else). Read in a transaction scoped to the super admin, because the table's policy lets no one else read.
import { contactRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { listContactMessages } from '../contact-message-store';
import { registerRoute } from '../../../http/register-route';

export const listContactMessagesRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, contactRoutes.list, {
    handler: async (request) => {
      const { user } = request.auth!;
      const page = await app.db.tenantTransaction({ businessId: null, userId: user.id }, (tx) =>
        listContactMessages(tx, request.query),
      );
      return successEnvelope(page, request.language);
    },
  });
};
