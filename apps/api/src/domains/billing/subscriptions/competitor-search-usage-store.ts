// The competitor searches a business made per business-local day (migration 028), the count behind the plan's
// daily quota of billable Google Places calls.
import type { SqlExecutor } from '../../../db/database';

/**
 * Counts one more search on `day` unless `limit` are already counted: the new count, or null when the day's
 * quota is used up. One statement, so two searches at once never both take the last one.
 */
export async function countSearchWithinLimit(
  tx: SqlExecutor,
  input: { businessId: string; day: string; limit: number },
): Promise<number | null> {
  if (input.limit <= 0) return null;
  const [row] = await tx.query<{ searches: number }>(
    `INSERT INTO competitor_search_usage AS usage (business_id, day, searches) VALUES ($1, $2::date, 1)
     ON CONFLICT (business_id, day) DO UPDATE SET searches = usage.searches + 1 WHERE usage.searches < $3
     RETURNING searches`,
    [input.businessId, input.day, input.limit],
  );
  return row ? row.searches : null;
}
