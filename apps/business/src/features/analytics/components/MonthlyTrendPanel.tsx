import type { MonthlySentiment } from '@sumaa/contracts';
import { Text } from '@sumaa/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useAnalyticsTexts } from '../hooks/useAnalyticsTexts';
import { hasReviews } from '../lib/analyticsFigures';
import { MonthlyTrendChart } from './charts/MonthlyTrendChart';
import { ReportPanel } from './ReportPanel';

export interface MonthlyTrendPanelProps {
  query: UseQueryResult<MonthlySentiment[]>;
  /** 3, 4, 6 or 12 (shared/analytics-period). */
  months: number;
}

/** Reviews and average rating of each of the last months, the current one so far. */
export function MonthlyTrendPanel({ query, months }: MonthlyTrendPanelProps) {
  const { t } = useAnalyticsTexts();
  return (
    <ReportPanel
      title={t('monthly.title')}
      window={t(`monthly.windows.${months}`)}
      query={query}
      failureTitle={t('monthly.loadError')}
      loadingHeight="15rem"
      emptyMessage={(report) => (hasReviews(report) ? null : t('monthly.empty'))}
    >
      {(report) => (
        <>
          <Text tone="muted" size="xs">
            {t('monthly.legendReviews')} · {t('monthly.legendRating')}
          </Text>
          <MonthlyTrendChart months={report} />
        </>
      )}
    </ReportPanel>
  );
}
