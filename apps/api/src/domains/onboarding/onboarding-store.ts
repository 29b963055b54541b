// The onboarding step (users.current_step: 0 connect Google, 1 choose locations, 2 sync, 3 completion,
// 4 done) moves forward for the whole business: whoever of its members opens the wizard next continues
// where the business is, and a step is never moved back.
import { ONBOARDING_FINISHED_STEP } from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';

export async function advanceBusinessMembersToStep(
  tx: SqlExecutor,
  businessId: string,
  step: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE users SET current_step = $2, updated_at = $3
      WHERE current_step < $2
        AND id IN (SELECT user_id FROM business_members WHERE business_id = $1 AND status = 'active')`,
    [businessId, step, now],
  );
}

/** The user's wizard is done (step 4), with whether they asked for the product tour. */
export async function finishOnboarding(
  tx: SqlExecutor,
  options: { userId: string; startTour: boolean; now: Date },
): Promise<void> {
  await tx.query(
    `UPDATE users
        SET current_step = $2, onboarding_finished_at = $3::timestamptz, updated_at = $3::timestamptz,
            onboarding_tour_requested_at = CASE WHEN $4::boolean THEN $3::timestamptz ELSE NULL END
      WHERE id = $1`,
    [options.userId, ONBOARDING_FINISHED_STEP, options.now, options.startTour],
  );
}
