// GET /api/contacts: every contact message with its SLA state and reply count, for the super admin only (401
// without a token, 403 for anyone else). Read on the audited platform-admin path (migration 020).
import { contactRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { platformAdminTransaction } from '../../platform';
import { listContactMessages } from '../contact-message-store';
import { wellFormedDetail } from '../well-formed-text';

export const listContactMessagesRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, contactRoutes.list, {
    handler: async (request) => {
      const page = await platformAdminTransaction(
        app,
        request,
        {
          action: 'contacts.list',
          targetType: 'contact_message',
          detail: wellFormedDetail({ ...request.query }),
        },
        (tx) => listContactMessages(tx, request.query, app.now()),
      );
      return successEnvelope(page, request.language);
    },
  });
};
