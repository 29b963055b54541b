import { useAuthStore } from '@sumaa/api-client';
import styled from 'styled-components';
import { LoadFailure } from '@sumaa/app-kit';
import { useMonthlyTrendQuery } from '../api/monthlyTrend';
import { usePeriodGrowthQuery } from '../api/periodGrowth';
import { usePeriodSummaryQuery } from '../api/periodSummary';
import { useResponsivenessQuery } from '../api/responsiveness';
import { useTopKeywordsQuery } from '../api/topKeywords';
import { useWeeklySentimentQuery } from '../api/weeklySentiment';
import { useAnalyticsDays } from '../hooks/useAnalyticsDays';
import { useAnalyticsPeriod } from '../hooks/useAnalyticsPeriod';
import { useAnalyticsTexts } from '../hooks/useAnalyticsTexts';
import { sentimentWeeksOf, trendMonthsOf } from '../../../shared/analytics-period';
import { AnalyticsSkeleton } from './AnalyticsSkeleton';
import { AnalyticsToolbar } from './AnalyticsToolbar';
import { CompetitorComparison } from './competitors/CompetitorComparison';
import { MonthlyTrendPanel } from './MonthlyTrendPanel';
import { PeriodCards } from './PeriodCards';
import { RatingDistributionPanel } from './RatingDistributionPanel';
import { ResponsivenessPanel } from './ResponsivenessPanel';
import { TopKeywordsPanel } from './TopKeywordsPanel';
import { WeeklySentimentPanel } from './WeeklySentimentPanel';

/**
 * The analytics' figures (spec §2 "analytics"), every one from the report endpoints for the period chosen in
 * the address, counted in the business's days. The summary carries the page: until it is in, the page's shape
 * is shown; if it fails, one retry asks again for whatever failed. Each other report has its own panel states.
 */
export function AnalyticsScreen() {
  const { t } = useAnalyticsTexts();
  const { period, setPeriod } = useAnalyticsPeriod();
  const days = useAnalyticsDays(period);
  const businessId = useAuthStore((state) => state.user?.business_id ?? null);
  const months = trendMonthsOf(period);
  const weeks = sentimentWeeksOf(period);

  // Every report counts up to the same business day, and all are asked again when it turns.
  const today = days?.endDate ?? null;

  const summary = usePeriodSummaryQuery(businessId, days);
  const growth = usePeriodGrowthQuery(businessId, period, today);
  const monthly = useMonthlyTrendQuery(businessId, months, today);
  const keywords = useTopKeywordsQuery(businessId, days);
  const weekly = useWeeklySentimentQuery(businessId, weeks, today);
  const responsiveness = useResponsivenessQuery(businessId, days);

  const toolbar = <AnalyticsToolbar period={period} days={days} onPeriodChange={setPeriod} />;
  if (summary.isError && !summary.isFetching)
    return (
      <>
        {toolbar}
        <LoadFailure
          title={t('loadError')}
          error={summary.error}
          onRetry={() => {
            for (const query of [summary, growth, monthly, keywords, weekly, responsiveness])
              if (query.isError) void query.refetch();
          }}
        />
      </>
    );
  if (summary.data === undefined)
    return (
      <>
        {toolbar}
        <AnalyticsSkeleton label={t('loading')} />
      </>
    );
  return (
    <>
      {toolbar}
      <PeriodCards period={period} summary={summary.data} growth={growth} busy={summary.isPlaceholderData} />
      <StyledPanels>
        <MonthlyTrendPanel query={monthly} months={months} />
        <RatingDistributionPanel query={summary} />
      </StyledPanels>
      <StyledPanels>
        <TopKeywordsPanel
          query={keywords}
          days={days}
          // Unknown while the summary shown is the previous period's: neither "none recur" nor "not enough".
          periodHasReviews={summary.isPlaceholderData ? undefined : summary.data.totalReviews > 0}
        />
        <WeeklySentimentPanel query={weekly} weeks={weeks} />
      </StyledPanels>
      <CompetitorComparison />
      <ResponsivenessPanel query={responsiveness} />
    </>
  );
}

const StyledPanels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(26rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;
