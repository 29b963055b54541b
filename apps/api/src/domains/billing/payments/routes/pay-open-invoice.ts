// POST /api/subscriptions/pay (admin): the open invoice's payment page (a renewal past due, a checkout left
// unfinished), fresh when the provider's page can no longer be paid; 409 noOpenInvoice when nothing is owed.
import { subscriptionRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../../http/app-error';
import { successEnvelope } from '../../../../http/envelope';
import { registerRoute } from '../../../../http/register-route';
import { businessScopeOf } from '../../../shared/business-scope';
import { findCurrentSubscription, findOpenInvoice } from '../invoices-store';
import { checkoutForOpenInvoice } from '../open-invoice';
import { creditPaidProviderInvoice } from '../payment-verification';

export const payOpenInvoiceRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, subscriptionRoutes.payOpenInvoice, {
    handler: async (request) => {
      const { businessId } = businessScopeOf(request);
      const invoice = await app.db.tenantTransaction({ businessId, userId: null }, async (tx) => {
        const subscription = await findCurrentSubscription(tx);
        return subscription ? findOpenInvoice(tx, subscription.id) : undefined;
      });
      if (!invoice) throw new AppError(409, 'noOpenInvoice');
      const checkout = await checkoutForOpenInvoice(app, businessId, invoice, async (paid) => {
        await creditPaidProviderInvoice(app, businessId, invoice.id, paid);
      });
      return successEnvelope(checkout, request.language, 'paymentPending');
    },
  });
};
