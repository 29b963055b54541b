// What the routes and the daily job share: the business-local day a snapshot belongs to, a Google place's
// figures as a snapshot holds them, and the comparison GET /api/competitors answers.
import { COMPETITORS_MAX, type Competitor, type CompetitorComparison } from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';
import type { GooglePlace } from '../google';
import {
  listCompetitors,
  listSnapshots,
  readBusinessName,
  readOwnFigures,
  type CompetitorRow,
  type DailyFigures,
  type SnapshotRow,
} from './competitors-store';

/** `instant`'s date in the time zone, YYYY-MM-DD (Gregorian, Latin digits whatever the locale). */
export function localDay(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * A place's rating and review count as recorded. The field mask asks for both, so an absent count means nobody
 * has rated the place yet (Google leaves zero out); an absent rating stays unknown.
 */
export function figuresOf(place: GooglePlace): DailyFigures {
  return { rating: place.rating ?? null, userRatingCount: place.userRatingCount ?? 0 };
}

/** A competitor with its recorded days (oldest first): today's figures are the latest, its start the first. */
export function toCompetitor(row: CompetitorRow, history: readonly SnapshotRow[]): Competitor {
  const first = history[0];
  const latest = history[history.length - 1];
  return {
    id: row.id,
    placeId: row.place_id,
    name: row.name,
    address: row.address,
    rating: latest?.rating ?? null,
    userRatingCount: latest?.user_rating_count ?? null,
    addedAt: row.added_at.toISOString(),
    ratingAtAdded: first?.rating ?? null,
    userRatingCountAtAdded: first?.user_rating_count ?? null,
    checkedAt: (latest?.checked_at ?? row.added_at).toISOString(),
    history: history.map((snapshot) => ({
      day: snapshot.day,
      rating: snapshot.rating,
      userRatingCount: snapshot.user_rating_count,
    })),
  };
}

/** The business's own figures beside each competitor's, now and since the oldest competitor was added. */
export async function readComparison(tx: SqlExecutor, businessId: string): Promise<CompetitorComparison> {
  const rows = await listCompetitors(tx, businessId);
  const snapshots = await listSnapshots(tx, businessId);
  const historyOf = new Map<string, SnapshotRow[]>();
  for (const snapshot of snapshots) {
    const history = historyOf.get(snapshot.competitor_id) ?? [];
    history.push(snapshot);
    historyOf.set(snapshot.competitor_id, history);
  }
  const own = await readOwnFigures(tx, businessId, null);
  // Rows come oldest addition first: the trend starts when the business began comparing.
  const start = rows.length > 0 ? await readOwnFigures(tx, businessId, rows[0].added_at) : null;
  return {
    own: {
      name: await readBusinessName(tx, businessId),
      rating: own.rating,
      userRatingCount: own.userRatingCount,
      ratingAtStart: start ? start.rating : null,
      userRatingCountAtStart: start ? start.userRatingCount : null,
    },
    competitors: rows.map((row) => toCompetitor(row, historyOf.get(row.id) ?? [])),
    limit: COMPETITORS_MAX,
  };
}
