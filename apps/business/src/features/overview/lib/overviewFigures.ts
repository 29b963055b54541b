// The overview's arithmetic on the server's counts: shares for the bars and the donut. Pure, so the page's
// components only lay the figures out.
import type { PerformanceSummary, ReviewSentiment } from '@sumaa/contracts';

/** Spec §2: the distribution reads from five stars down to one. */
export const STARS_HIGH_TO_LOW = [5, 4, 3, 2, 1] as const;
export type StarCount = (typeof STARS_HIGH_TO_LOW)[number];

/** The donut's order, clockwise from the top: good news first. */
export const SENTIMENTS_IN_ORDER = ['Positive', 'Neutral', 'Negative'] as const satisfies ReviewSentiment[];

/** `part` of `whole` as a fraction from 0 to 1; nothing of nothing is 0. */
export function shareOf(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

export interface StarRow {
  stars: StarCount;
  count: number;
  share: number;
}

export function starRows(summary: PerformanceSummary): StarRow[] {
  return STARS_HIGH_TO_LOW.map((stars) => {
    const count = summary.starDistribution[String(stars) as keyof PerformanceSummary['starDistribution']];
    return { stars, count, share: shareOf(count, summary.totalReviews) };
  });
}

export interface SentimentSlice {
  sentiment: (typeof SENTIMENTS_IN_ORDER)[number];
  count: number;
  share: number;
  /** Where the slice starts along the ring, as a fraction of the whole turn. */
  start: number;
}

export function sentimentSlices(summary: PerformanceSummary): SentimentSlice[] {
  const counts = {
    Positive: summary.positiveReviews,
    Neutral: summary.neutralReviews,
    Negative: summary.negativeReviews,
  };
  const total = counts.Positive + counts.Neutral + counts.Negative;
  let start = 0;
  return SENTIMENTS_IN_ORDER.map((sentiment) => {
    const share = shareOf(counts[sentiment], total);
    const slice = { sentiment, count: counts[sentiment], share, start };
    start += share;
    return slice;
  });
}
