import type { PerformanceSummary } from '@sumaa/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useAnalyticsTexts } from '../hooks/useAnalyticsTexts';
import { RatingDistributionChart } from './charts/RatingDistributionChart';
import { ReportPanel } from './ReportPanel';

/** The period's reviews by rating, five stars down to one. */
export function RatingDistributionPanel({ query }: { query: UseQueryResult<PerformanceSummary> }) {
  const { t } = useAnalyticsTexts();
  return (
    <ReportPanel
      title={t('rating.title')}
      query={query}
      failureTitle={t('loadError')}
      loadingHeight="14rem"
      emptyMessage={(summary) => (summary.totalReviews > 0 ? null : t('emptyPeriod'))}
    >
      {(summary) => <RatingDistributionChart summary={summary} />}
    </ReportPanel>
  );
}
