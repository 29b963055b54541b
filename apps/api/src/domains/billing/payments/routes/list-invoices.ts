// GET /api/subscriptions/invoices (admin): the billing history, newest first.
import { subscriptionRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../../http/envelope';
import { registerRoute } from '../../../../http/register-route';
import { businessScopeOf } from '../../../shared/business-scope';
import { invoiceModel } from '../invoice-model';
import { listInvoices } from '../invoices-store';

export const listInvoicesRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, subscriptionRoutes.invoices, {
    handler: async (request) => {
      const rows = await app.db.tenantTransaction(businessScopeOf(request), (tx) => listInvoices(tx));
      return successEnvelope(
        { items: rows.map((row) => invoiceModel(row, request.language)) },
        request.language,
      );
    },
  });
};
