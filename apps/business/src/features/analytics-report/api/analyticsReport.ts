// Every report call of the printable report at once (spec §7; issue 11): the period's summary, growth, top
// keywords, monthly trend, weekly sentiment and responsiveness, and the business's name for the heading. A
// printout is all or nothing: one failure fails the report, and its retry asks again for everything.
import { ApiError, callRoute } from '@sumaa/api-client';
import { businessEndpoints, reportEndpoints } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';
import { type AnalyticsPeriod, sentimentWeeksOf, trendMonthsOf } from '../../../shared/analytics-period';

/** As many as the analytics page shows. */
export const REPORT_KEYWORDS = 10;

export interface ReportDays {
  startDate: string;
  endDate: string;
}

/** The name heads the printout; a business without a profile yet (404) has none to show. */
async function businessNameOf(signal: AbortSignal): Promise<string | null> {
  try {
    return (await callRoute(businessEndpoints.profile, { signal })).name || null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

async function readReport(
  businessId: string,
  period: AnalyticsPeriod,
  { startDate, endDate }: ReportDays,
  signal: AbortSignal,
) {
  const [businessName, summary, growth, keywords, monthly, weekly, responsiveness] = await Promise.all([
    businessNameOf(signal),
    callRoute(reportEndpoints.performanceSummary, { query: { startDate, endDate, businessId }, signal }),
    callRoute(reportEndpoints.growth, { params: { businessId }, query: { days: period }, signal }),
    callRoute(reportEndpoints.keywords, {
      query: { rowLimit: REPORT_KEYWORDS, startDate, endDate, businessId },
      signal,
    }),
    callRoute(reportEndpoints.monthlySentiment, {
      query: { months: trendMonthsOf(period), businessId },
      signal,
    }),
    callRoute(reportEndpoints.weeklySentiment, {
      query: { weeks: sentimentWeeksOf(period), businessId },
      signal,
    }),
    callRoute(reportEndpoints.responsiveness, {
      params: { businessId },
      query: { startDate, endDate },
      signal,
    }),
  ]);
  return { businessName, summary, growth, keywords, monthly, weekly, responsiveness };
}

export type AnalyticsReportData = Awaited<ReturnType<typeof readReport>>;

/** Waits for the business and for the period's days (known once the business's time zone is). */
export function useAnalyticsReportQuery(
  businessId: string | null,
  period: AnalyticsPeriod,
  days: ReportDays | null,
) {
  return useQuery({
    queryKey: ['analyticsReport', businessId, period, days?.startDate, days?.endDate],
    queryFn: ({ signal }) => {
      if (businessId === null || days === null) throw new Error('The report needs a business and its days');
      return readReport(businessId, period, days, signal);
    },
    enabled: businessId !== null && days !== null,
  });
}
