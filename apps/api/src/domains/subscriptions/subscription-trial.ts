import type { SqlExecutor } from '../../db/database';

/** End of the business's trial, if its current subscription is still trialing (run in the business's tenant scope). */
export async function findTrialEnd(tx: SqlExecutor): Promise<Date | null> {
  const [row] = await tx.query<{ trial_ends_at: Date | null }>(
    `SELECT trial_ends_at FROM subscriptions
      WHERE business_id = app_current_business_id() AND status = 'trialing'
      ORDER BY created_at DESC LIMIT 1`,
  );
  return row?.trial_ends_at ?? null;
}
