// GET /api/contacts: every contact message, for the super admin only (401 without a token, 403 for anyone
// else). Read in a transaction scoped to the super admin, because the table's policy lets no one else read.
import { contactListQuerySchema, contactMessagePageSchema } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeResponses, successEnvelope } from '../../../http/envelope';
import { listContactMessages } from './contact-message-store';

export const listContactMessagesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['Public site'],
        summary: 'Contact messages: paged, searchable, filtered by status, sorted (super admin)',
        security: [{ bearerAuth: [] }],
        querystring: contactListQuerySchema,
        response: envelopeResponses(contactMessagePageSchema, { authenticated: true }),
      },
      onRequest: app.requireRole('super_admin'),
    },
    async (request) => {
      const { user } = request.auth!;
      const page = await app.db.tenantTransaction({ businessId: null, userId: user.id }, (tx) =>
        listContactMessages(tx, request.query),
      );
      return successEnvelope(page, request.language);
    },
  );
};
