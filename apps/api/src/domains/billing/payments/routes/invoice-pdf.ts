// GET /api/subscriptions/invoices/{invoiceId}/pdf?lang (admin): a paid invoice as a simplified tax invoice PDF
// with its ZATCA QR code; 409 invoiceNotPaid before it is paid, 404 for an invoice of another business.
import { subscriptionRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../../http/app-error';
import { registerRoute } from '../../../../http/register-route';
import { attachmentDisposition } from '../../../../lib/csv-file';
import { businessScopeOf } from '../../../shared/business-scope';
import { renderInvoicePdf } from '../invoice-document';
import { invoiceDocumentOf } from '../invoice-model';
import { findInvoice } from '../invoices-store';

export const invoicePdfRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, subscriptionRoutes.invoicePdf, {
    handler: async (request, reply) => {
      const invoice = await app.db.tenantTransaction(businessScopeOf(request), (tx) =>
        findInvoice(tx, request.params.invoiceId),
      );
      if (!invoice) throw new AppError(404, 'invoiceNotFound');
      if (invoice.status !== 'paid' || !invoice.number) throw new AppError(409, 'invoiceNotPaid');
      const language = request.query.lang ?? request.language;
      const pdf = await renderInvoicePdf(invoiceDocumentOf(invoice, language), language);
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': attachmentDisposition(`${invoice.number}.pdf`),
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        })
        .send(pdf);
    },
  });
};
