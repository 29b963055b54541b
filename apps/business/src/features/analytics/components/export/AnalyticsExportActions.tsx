import { useAuthStore } from '@sumaa/api-client';
import { Button, useToast } from '@sumaa/ui';
import { Suspense } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { AnalyticsPeriod, PeriodDays } from '../../../../shared/analytics-period';
import { failureText } from '@sumaa/app-kit';
import { useDownloadAnalyticsCsvMutation } from './api/downloadAnalyticsCsv';
import { useAnalyticsExportTexts } from './exportTexts';

export interface AnalyticsExportActionsProps {
  period: AnalyticsPeriod;
  /** The days the page shows (the period ending today in the business's time zone); null while unknown. */
  days: PeriodDays | null;
}

/**
 * The analytics page's exports (decisions #5): the chosen period as CSV (UTF-8 with BOM, headers in the
 * reader's language), and a page of plain tables that prints cleanly to PDF. Nothing shows until its texts load.
 */
export function AnalyticsExportActions(props: AnalyticsExportActionsProps) {
  return (
    <Suspense fallback={null}>
      <ExportActions {...props} />
    </Suspense>
  );
}

function ExportActions({ period, days }: AnalyticsExportActionsProps) {
  const { t } = useAnalyticsExportTexts();
  const toast = useToast();
  const businessId = useAuthStore((state) => state.user?.business_id ?? null);
  const download = useDownloadAnalyticsCsvMutation();

  const downloadCsv = () => {
    // The very days the page shows, not counted again here (the time zone may still be loading, the day may
    // have turned since).
    if (!businessId || !days) return;
    download.mutate(
      { businessId, ...days },
      { onError: (error) => toast.show({ tone: 'error', message: failureText(error, t('downloadFailed')) }) },
    );
  };

  return (
    <StyledActions role="group" aria-label={t('label')}>
      <Button
        variant="secondary"
        size="sm"
        loading={download.isPending}
        disabled={!businessId || !days}
        onClick={downloadCsv}
      >
        {t('downloadCsv')}
      </Button>
      <Button as={Link} to={`report?period=${period}`} variant="ghost" size="sm">
        {t('printable')}
      </Button>
    </StyledActions>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
