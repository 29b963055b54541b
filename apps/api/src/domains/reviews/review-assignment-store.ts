// The SQL of review assignment (migration 013's columns on reviews), in the business's tenant transaction.
import type { SqlExecutor } from '../../db/database';

/** Who the review is assigned to now, its row locked until the transaction ends; null when it has none such. */
export async function lockReviewAssignee(
  tx: SqlExecutor,
  businessId: string,
  reviewId: string,
): Promise<{ assigned_to_user_id: string | null } | null> {
  const [row] = await tx.query<{ assigned_to_user_id: string | null }>(
    'SELECT assigned_to_user_id FROM reviews WHERE business_id = $1 AND id = $2 FOR UPDATE',
    [businessId, reviewId],
  );
  return row ?? null;
}

/** Assigned to `assigneeId` by `assignedBy` at `now`; null unassigns. */
export async function saveReviewAssignment(
  tx: SqlExecutor,
  businessId: string,
  reviewId: string,
  assignment: { assigneeId: string; assignedBy: string; now: Date } | null,
): Promise<void> {
  await tx.query(
    `UPDATE reviews SET assigned_to_user_id = $3, assigned_by_user_id = $4, assigned_at = $5
      WHERE business_id = $1 AND id = $2`,
    [
      businessId,
      reviewId,
      assignment?.assigneeId ?? null,
      assignment?.assignedBy ?? null,
      assignment?.now ?? null,
    ],
  );
}

/** A member who may no longer work on reviews (deactivated, or ViewReviews taken away) keeps none assigned. */
export async function unassignReviewsOf(tx: SqlExecutor, businessId: string, userId: string): Promise<void> {
  await tx.query(
    `UPDATE reviews SET assigned_to_user_id = NULL, assigned_by_user_id = NULL, assigned_at = NULL
      WHERE business_id = $1 AND assigned_to_user_id = $2`,
    [businessId, userId],
  );
}
