// The competitors' SQL (migration 017): the places a business follows, their daily figures, and the business's
// own figures from its reviews, in the caller's tenant transaction. Days are the business's local days
// (YYYY-MM-DD), computed by the caller from its time zone.
import type { Database, SqlExecutor } from '../../db/database';

export interface CompetitorRow {
  id: string;
  place_id: string;
  name: string;
  address: string | null;
  added_at: Date;
}

export interface SnapshotRow {
  competitor_id: string;
  /** YYYY-MM-DD. */
  day: string;
  rating: number | null;
  user_rating_count: number | null;
  checked_at: Date;
}

export interface DailyFigures {
  rating: number | null;
  userRatingCount: number | null;
}

const COMPETITOR_COLUMNS = 'id, place_id, name, address, added_at';

/** The business's competitors, in the order they were added. */
export function listCompetitors(tx: SqlExecutor, businessId: string): Promise<CompetitorRow[]> {
  return tx.query<CompetitorRow>(
    `SELECT ${COMPETITOR_COLUMNS} FROM competitors WHERE business_id = $1 ORDER BY added_at, id`,
    [businessId],
  );
}

/** Every recorded day of the business's competitors, oldest first. */
export function listSnapshots(tx: SqlExecutor, businessId: string): Promise<SnapshotRow[]> {
  return tx.query<SnapshotRow>(
    `SELECT competitor_id, to_char(day, 'YYYY-MM-DD') AS day, rating, user_rating_count, checked_at
       FROM competitor_snapshots
      WHERE business_id = $1
      ORDER BY competitor_id, day`,
    [businessId],
  );
}

/** The place ids of the business's linked locations, oldest link first. */
export async function readOwnPlaceIds(tx: SqlExecutor, businessId: string): Promise<string[]> {
  const rows = await tx.query<{ place_id: string }>(
    'SELECT place_id FROM locations WHERE business_id = $1 ORDER BY linked_at, id',
    [businessId],
  );
  return rows.map((row) => row.place_id);
}

export async function readCompetitorPlaceIds(tx: SqlExecutor, businessId: string): Promise<Set<string>> {
  const rows = await tx.query<{ place_id: string }>(
    'SELECT place_id FROM competitors WHERE business_id = $1',
    [businessId],
  );
  return new Set(rows.map((row) => row.place_id));
}

/**
 * Locks the business's row for the rest of the transaction, so two additions at once are counted one after
 * the other and the maximum holds; returns the business's name.
 */
export async function lockBusinessForCompetitors(tx: SqlExecutor, businessId: string): Promise<string> {
  const [row] = await tx.query<{ name: string }>(
    'SELECT name FROM businesses WHERE business_id = $1 FOR UPDATE',
    [businessId],
  );
  return row?.name ?? '';
}

export async function readBusinessName(tx: SqlExecutor, businessId: string): Promise<string> {
  const [row] = await tx.query<{ name: string }>('SELECT name FROM businesses WHERE business_id = $1', [
    businessId,
  ]);
  return row?.name ?? '';
}

/** The new competitor, or null when the business already follows the place. */
export async function insertCompetitor(
  tx: SqlExecutor,
  competitor: {
    businessId: string;
    placeId: string;
    name: string;
    address: string | null;
    addedAt: Date;
    addedBy: string | null;
  },
): Promise<CompetitorRow | null> {
  const [row] = await tx.query<CompetitorRow>(
    `INSERT INTO competitors (business_id, place_id, name, address, added_at, added_by)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (business_id, place_id) DO NOTHING
     RETURNING ${COMPETITOR_COLUMNS}`,
    [
      competitor.businessId,
      competitor.placeId,
      competitor.name,
      competitor.address,
      competitor.addedAt,
      competitor.addedBy,
    ],
  );
  return row ?? null;
}

/**
 * The competitor's figures of `day`; a second record of the same day replaces the first (one row a day). Nothing
 * when the competitor was removed meanwhile (the job read Google for it outside this transaction).
 */
export async function recordSnapshot(
  tx: SqlExecutor,
  snapshot: { businessId: string; competitorId: string; day: string; figures: DailyFigures; checkedAt: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO competitor_snapshots (business_id, competitor_id, day, rating, user_rating_count, checked_at)
     SELECT business_id, id, $3::date, $4::float8, $5::int, $6::timestamptz
       FROM competitors WHERE business_id = $1 AND id = $2
     ON CONFLICT (competitor_id, day) DO UPDATE
       SET rating = EXCLUDED.rating,
           user_rating_count = EXCLUDED.user_rating_count,
           checked_at = EXCLUDED.checked_at`,
    [
      snapshot.businessId,
      snapshot.competitorId,
      snapshot.day,
      snapshot.figures.rating,
      snapshot.figures.userRatingCount,
      snapshot.checkedAt,
    ],
  );
}

/** True when the business followed it (it and its history are gone now). */
export async function deleteCompetitor(tx: SqlExecutor, businessId: string, id: string): Promise<boolean> {
  const rows = await tx.query('DELETE FROM competitors WHERE business_id = $1 AND id = $2 RETURNING id', [
    businessId,
    id,
  ]);
  return rows.length > 0;
}

/** The business's competitors that have no figures recorded for `day` yet. */
export function listCompetitorsWithoutSnapshot(
  tx: SqlExecutor,
  businessId: string,
  day: string,
): Promise<CompetitorRow[]> {
  return tx.query<CompetitorRow>(
    `SELECT ${COMPETITOR_COLUMNS} FROM competitors AS c
      WHERE c.business_id = $1
        AND NOT EXISTS (SELECT 1 FROM competitor_snapshots AS s WHERE s.competitor_id = c.id AND s.day = $2::date)
      ORDER BY c.added_at, c.id`,
    [businessId, day],
  );
}

/**
 * The business's own figures from its reviews, every location: the average stars (two decimals) and the count.
 * Reviews Google no longer has are left out, as Google's own figures leave them out. With `asOf`, the same as
 * they stood then: the reviews written by then and not yet removed at that time.
 */
export async function readOwnFigures(
  tx: SqlExecutor,
  businessId: string,
  asOf: Date | null,
): Promise<{ rating: number | null; userRatingCount: number }> {
  const [row] = await tx.query<{ rating: number | null; total: number }>(
    `SELECT round(avg(stars), 2)::float8 AS rating, count(*)::int AS total
       FROM reviews
      WHERE business_id = $1
        AND ($2::timestamptz IS NULL AND removed_at IS NULL
             OR create_time <= $2::timestamptz AND (removed_at IS NULL OR removed_at > $2::timestamptz))`,
    [businessId, asOf],
  );
  return { rating: row.rating === null ? null : Number(row.rating), userRatingCount: row.total };
}

/** The businesses that follow at least one place: the daily job's one look across tenants (as the worker). */
export async function listBusinessesWithCompetitors(db: Database): Promise<string[]> {
  const rows = await db.transaction(async (tx) => {
    await tx.query(`SELECT set_config('app.jobs_worker', 'on', true)`);
    return tx.query<{ business_id: string }>(
      'SELECT DISTINCT business_id FROM competitors ORDER BY business_id',
    );
  });
  return rows.map((row) => row.business_id);
}
