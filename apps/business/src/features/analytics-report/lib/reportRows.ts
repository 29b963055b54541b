// The report's derived rows: the star distribution from five stars down, and the last day of a report week.
import type { PerformanceSummary } from '@sumaa/contracts';

export const STARS_DOWN = [5, 4, 3, 2, 1] as const;

export interface StarRow {
  stars: (typeof STARS_DOWN)[number];
  count: number;
  /** Of the period's reviews, 0 to 1; 0 without reviews. */
  share: number;
}

export function starRows(summary: PerformanceSummary): StarRow[] {
  return STARS_DOWN.map((stars) => {
    const count = summary.starDistribution[String(stars) as '1' | '2' | '3' | '4' | '5'] ?? 0;
    return { stars, count, share: summary.totalReviews > 0 ? count / summary.totalReviews : 0 };
  });
}

/** A report week runs seven days from its first (YYYY-MM-DD), both ends included. */
export function weekEndOf(firstDay: string): string {
  const end = new Date(`${firstDay}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 6);
  return end.toISOString().slice(0, 10);
}
