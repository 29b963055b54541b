// What a scheduled report says, read with the report endpoints' own store functions (reports-store.ts), so its
// figures are the ones GET /api/reports/performance/summary and GET /api/Reports/keywords give for the same days.
// "Still unanswered" is about the period's reviews: the ones without a reply as the report is written (the
// summary's total less its replied), the oldest of them shown; a business's years of history imported from
// Google would otherwise fill every report with the same old reviews.
import type { KeywordReport, PerformanceSummary } from '@sumaa/contracts';
import type { SqlExecutor } from '../../../db/database';
import { readKeywords, readPerformanceSummary } from '../../reports';
import { readOldestUnanswered, type UnansweredReviewRow } from './report-deliveries-store';
import { periodBefore, type ReportDays, type ReportKind } from './report-periods';

export const REPORT_KEYWORDS_SHOWN = 5;
export const REPORT_UNANSWERED_SHOWN = 3;

export interface ReportContent {
  kind: ReportKind;
  days: ReportDays;
  previousDays: ReportDays;
  current: PerformanceSummary;
  previous: PerformanceSummary;
  keywords: KeywordReport[];
  unanswered: { count: number; oldest: UnansweredReviewRow[] };
}

export async function readReportContent(
  tx: SqlExecutor,
  businessId: string,
  options: { kind: ReportKind; days: ReportDays; timeZone: string },
): Promise<ReportContent> {
  const { kind, days, timeZone } = options;
  const previousDays = periodBefore(kind, days);
  const asked = (period: ReportDays) => ({ startDate: period.start, endDate: period.end });
  const current = await readPerformanceSummary(tx, businessId, asked(days), timeZone);
  const previous = await readPerformanceSummary(tx, businessId, asked(previousDays), timeZone);
  const keywords = await readKeywords(tx, businessId, {
    ...asked(days),
    rowLimit: REPORT_KEYWORDS_SHOWN,
    timeZone,
  });
  const count = current.totalReviews - current.repliedReviews;
  const oldest =
    count > 0
      ? await readOldestUnanswered(tx, businessId, { ...days, timeZone, limit: REPORT_UNANSWERED_SHOWN })
      : [];
  return { kind, days, previousDays, current, previous, keywords, unanswered: { count, oldest } };
}
