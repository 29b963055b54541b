// The analytics' arithmetic on the server's counts: shares, the rating rows and whether a report holds any
// review. Pure, so the components only lay the figures out.
import type { PerformanceSummary } from '@sumaa/contracts';

/** Spec §2: the distribution reads from five stars down to one. */
export const RATINGS_HIGH_TO_LOW = [5, 4, 3, 2, 1] as const;
export type Rating = (typeof RATINGS_HIGH_TO_LOW)[number];

/** `part` of `whole` as a fraction from 0 to 1; nothing of nothing is 0. */
export function fractionOf(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

export interface RatingRow {
  stars: Rating;
  reviews: number;
  /** Of the period's reviews, 0 to 1. */
  share: number;
}

export function ratingRows(summary: PerformanceSummary): RatingRow[] {
  return RATINGS_HIGH_TO_LOW.map((stars) => {
    const reviews = summary.starDistribution[String(stars) as `${Rating}`];
    return { stars, reviews, share: fractionOf(reviews, summary.totalReviews) };
  });
}

/** A trend whose every month or week is without reviews has nothing to draw. */
export function hasReviews(points: readonly { reviews: number }[]): boolean {
  return points.some((point) => point.reviews > 0);
}

/** A report day (YYYY-MM-DD) moved by `days`: a week's last day is its first plus six. */
export function dayPlus(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
