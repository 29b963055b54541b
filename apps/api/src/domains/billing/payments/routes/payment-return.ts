// GET /api/payments/moyasar/return?invoice=… (public): the hosted page's success_url. The invoice is verified with
// the provider (the query's status is never believed), credited if paid, and the payer is sent back to the
// subscription screen with ?payment=paid|failed|pending.
import { paymentRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../../../http/register-route';
import { subscriptionPageUrl } from '../payment-urls';
import { verifyReturningPayment } from '../payment-verification';

export const paymentReturnRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, paymentRoutes.paymentReturn, {
    handler: async (request, reply) => {
      const verdict = await verifyReturningPayment(app, request.query.invoice);
      return reply
        .header('cache-control', 'no-store')
        .redirect(subscriptionPageUrl(app, { payment: verdict }), 302);
    },
  });
};
