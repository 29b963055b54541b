// Test helpers for billing: put a business on another plan, or end its trial, through the same tenant
// transaction and row-level security the API uses (no API route does it without a payment).
import type { FastifyInstance } from 'fastify';

/** The business's current subscription moves to the plan of this code (basic, professional, enterprise). */
export async function moveBusinessToPlan(
  app: FastifyInstance,
  businessId: string,
  planCode: string,
): Promise<void> {
  await app.db.tenantTransaction({ businessId, userId: null }, (tx) =>
    tx.query(
      `UPDATE subscriptions SET plan_id = (SELECT id FROM plans WHERE code = $2)
        WHERE business_id = $1`,
      [businessId, planCode],
    ),
  );
}
