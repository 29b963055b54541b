import type { WeeklySentiment } from '@sumaa/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useAnalyticsTexts } from '../hooks/useAnalyticsTexts';
import { hasReviews } from '../lib/analyticsFigures';
import { WeeklySentimentChart } from './charts/WeeklySentimentChart';
import { ReportPanel } from './ReportPanel';

export interface WeeklySentimentPanelProps {
  query: UseQueryResult<WeeklySentiment[]>;
  /** 2, 5, 13 or 52 (shared/analytics-period). */
  weeks: number;
}

/** The positive, neutral and negative shares of each of the last weeks, the last ending today. */
export function WeeklySentimentPanel({ query, weeks }: WeeklySentimentPanelProps) {
  const { t } = useAnalyticsTexts();
  return (
    <ReportPanel
      title={t('weekly.title')}
      window={t(`weekly.windows.${weeks}`)}
      query={query}
      failureTitle={t('weekly.loadError')}
      loadingHeight="17rem"
      emptyMessage={(report) => (hasReviews(report) ? null : t('weekly.empty'))}
    >
      {(report) => <WeeklySentimentChart weeks={report} />}
    </ReportPanel>
  );
}
