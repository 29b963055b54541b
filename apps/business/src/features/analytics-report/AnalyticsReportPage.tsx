import { useAuthStore } from '@sumaa/api-client';
import { useDocumentTitle, LoadFailure } from '@sumaa/app-kit';
import { EmptyState, Heading, SkeletonRows, Stack, Text } from '@sumaa/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { periodFromSearch, usePeriodDays } from '../../shared/analytics-period';
import { useAnalyticsReportQuery } from './api/analyticsReport';
import { AnalyticsReport } from './components/AnalyticsReport';
import { ReportToolbar } from './components/ReportToolbar';
import { useReportTexts } from './hooks/useReportTexts';
import { useBusinessFormat } from '../../shared/business-settings/useBusinessFormat';

/**
 * /customer/analytics/report?period=30 (issue 11): the analytics of a period as plain tables that print cleanly
 * to PDF from the browser. The area's sidebar and header, and this page's buttons, are left off the paper.
 */
export function AnalyticsReportPage() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<SkeletonRows rows={6} label={t('loading')} />}>
      <ReportScreen />
    </Suspense>
  );
}

function ReportScreen() {
  const { t } = useReportTexts();
  const format = useBusinessFormat();
  useDocumentTitle(t('title'));
  const [params] = useSearchParams();
  const period = periodFromSearch(params.get('period'));
  const businessId = useAuthStore((state) => state.user?.business_id ?? null);
  // The days are counted in the business's time zone (null until it is known) and follow its midnight, as the
  // analytics page's do.
  const days = usePeriodDays(period);
  const report = useAnalyticsReportQuery(businessId, period, days);
  // When the figures were read: a report left open past midnight is read again for the new day.
  const preparedAt = report.dataUpdatedAt > 0 ? new Date(report.dataUpdatedAt) : null;

  return (
    <StyledReport>
      <ReportToolbar period={period} />
      <Stack as="header" gap={1}>
        {report.data?.businessName && (
          <Text size="lg" weight="semibold">
            <bdi>{report.data.businessName}</bdi>
          </Text>
        )}
        <Heading level={2} as="h1">
          {t('title')}
        </Heading>
        {days && (
          <Text tone="secondary">
            {t('period', {
              period: t(`periods.${period}`),
              from: format.day(days.startDate),
              to: format.day(days.endDate),
            })}
          </Text>
        )}
        {preparedAt && (
          <Text size="sm" tone="muted">
            {t('preparedAt', { when: format.dateTime(preparedAt) })}
          </Text>
        )}
      </Stack>

      {report.isPending ? (
        <SkeletonRows rows={6} label={t('loading')} />
      ) : report.isError ? (
        <LoadFailure title={t('loadError')} error={report.error} onRetry={() => void report.refetch()} />
      ) : report.data.summary.totalReviews === 0 ? (
        <EmptyState titleAs="h2" title={t('empty')} message={t('emptyHint')} />
      ) : (
        <AnalyticsReport report={report.data} />
      )}
    </StyledReport>
  );
}

const StyledReport = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  max-inline-size: 60rem;

  /* On paper: the whole width, sections closer together. */
  @media print {
    gap: ${({ theme }) => theme.space[6]};
    max-inline-size: none;
  }
`;
