// Where a user is in the dashboard's guided tour (users.product_tour_*, migration 035). The wish made at the end
// of onboarding (onboarding_tour_requested_at) counts as "requested" until the tour is begun.
import type { ProductTourState, ProductTourStepId, ProductTourUpdate } from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';

interface ProductTourRow {
  product_tour_status: 'inProgress' | 'skipped' | 'finished' | null;
  product_tour_step: ProductTourStepId | null;
  product_tour_updated_at: Date | null;
  onboarding_tour_requested_at: Date | null;
}

function toState(row: ProductTourRow): ProductTourState {
  if (row.product_tour_status) {
    return {
      status: row.product_tour_status,
      stepId: row.product_tour_status === 'finished' ? null : row.product_tour_step,
      updatedAt: row.product_tour_updated_at?.toISOString() ?? null,
    };
  }
  const requested = row.onboarding_tour_requested_at;
  return {
    status: requested ? 'requested' : 'notStarted',
    stepId: null,
    updatedAt: requested?.toISOString() ?? null,
  };
}

const COLUMNS =
  'product_tour_status, product_tour_step, product_tour_updated_at, onboarding_tour_requested_at';

/** The user's tour; null when the user does not exist (any more). */
export async function readProductTour(tx: SqlExecutor, userId: string): Promise<ProductTourState | null> {
  const [row] = await tx.query<ProductTourRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [userId]);
  return row ? toState(row) : null;
}

/** Records what the user just did in the tour; a finished tour keeps no step. */
export async function saveProductTour(
  tx: SqlExecutor,
  options: { userId: string; update: ProductTourUpdate; now: Date },
): Promise<ProductTourState | null> {
  const { status, stepId } = options.update;
  const [row] = await tx.query<ProductTourRow>(
    `UPDATE users
        SET product_tour_status = $2, product_tour_step = $3, product_tour_updated_at = $4
      WHERE id = $1
  RETURNING ${COLUMNS}`,
    [options.userId, status, status === 'finished' ? null : (stepId ?? null), options.now],
  );
  return row ? toState(row) : null;
}
