// The seller's VAT registration number when the platform setting leaves it empty: SELLER_VAT_NUMBER of the
// deployment, else a development number (15 digits, starting and ending with 3 as Saudi VAT numbers do) that is
// not a real registration — production sets one of the two.
import type { FastifyInstance } from 'fastify';

export const DEVELOPMENT_SELLER_VAT_NUMBER = '300000000000003';

export function sellerVatNumberOf(app: FastifyInstance): string {
  return app.config.billing.sellerVatNumber ?? DEVELOPMENT_SELLER_VAT_NUMBER;
}
