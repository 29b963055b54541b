// The subscriptions domain's SQL: the trial a company registration starts, and its end as the account
// model reports it. Both run in the business's tenant transaction.
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

export interface NewTrialSubscription {
  businessId: string;
  planId: string;
  /** The plan's monthly price, as the text the numeric column arrived in. */
  amount: string;
  trialEndsAt: Date;
  now: Date;
}

/** A monthly subscription trialing until `trialEndsAt`, its first period ending with the trial. */
export async function insertTrialSubscription(tx: SqlExecutor, trial: NewTrialSubscription): Promise<void> {
  await tx.query(
    `INSERT INTO subscriptions (business_id, plan_id, status, billing_interval, amount, trial_ends_at,
                                current_period_start, current_period_end, created_at)
     VALUES ($1, $2, 'trialing', 'monthly', $3, $4, $5, $4, $5)`,
    [trial.businessId, trial.planId, trial.amount, trial.trialEndsAt, trial.now],
  );
}
