// The comparison's rows: the business itself first, then each competitor, each with today's figures and the
// change since it was added (the business's own change runs from the oldest competitor's addition).
import type { CompetitorComparison } from '@sumaa/contracts';

export interface ComparisonRow {
  /** The competitor's id; null for the business's own row. */
  id: string | null;
  name: string;
  address: string | null;
  rating: number | null;
  userRatingCount: number | null;
  /** Today's figure minus the figure when the row's trend started; null when either is unknown. */
  ratingChange: number | null;
  countChange: number | null;
  /** When the change starts counting: the competitor's addition, or the oldest one's for the business. */
  since: string | null;
  /** Recorded ratings, oldest first (competitors only). */
  ratingHistory: { day: string; rating: number }[];
}

const difference = (now: number | null, then: number | null | undefined) =>
  now === null || then === null || then === undefined ? null : now - then;

/** A rating's change rounded to two decimals, so 4.3 − 4.1 reads 0.2 and not 0.19999999999999973. */
const ratingDifference = (now: number | null, then: number | null | undefined) => {
  const change = difference(now, then);
  return change === null ? null : Math.round(change * 100) / 100;
};

export function comparisonRows(comparison: CompetitorComparison): ComparisonRow[] {
  const { own, competitors } = comparison;
  const oldestAddition = competitors.reduce<string | null>(
    (oldest, competitor) => (oldest === null || competitor.addedAt < oldest ? competitor.addedAt : oldest),
    null,
  );
  return [
    {
      id: null,
      name: own.name,
      address: null,
      rating: own.rating,
      userRatingCount: own.userRatingCount,
      ratingChange: ratingDifference(own.rating, own.ratingAtStart),
      countChange: difference(own.userRatingCount, own.userRatingCountAtStart),
      since: oldestAddition,
      ratingHistory: [],
    },
    ...competitors.map((competitor) => ({
      id: competitor.id,
      name: competitor.name,
      address: competitor.address,
      rating: competitor.rating,
      userRatingCount: competitor.userRatingCount,
      ratingChange: ratingDifference(competitor.rating, competitor.ratingAtAdded),
      countChange: difference(competitor.userRatingCount, competitor.userRatingCountAtAdded),
      since: competitor.addedAt,
      ratingHistory: competitor.history.flatMap((snapshot) =>
        snapshot.rating === null ? [] : [{ day: snapshot.day, rating: snapshot.rating }],
      ),
    })),
  ];
}
