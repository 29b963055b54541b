import { Button } from '@sumaa/ui';
import { Link, useResolvedPath } from 'react-router';
import styled from 'styled-components';
import type { AnalyticsPeriod } from '../../../shared/analytics-period';
import { useReportTexts } from '../hooks/useReportTexts';

export interface ReportToolbarProps {
  period: AnalyticsPeriod;
}

/** Back to the analytics of the same period, and the browser's print dialog (which also saves a PDF). */
export function ReportToolbar({ period }: ReportToolbarProps) {
  const { t } = useReportTexts();
  // One step up the address (…/analytics/report → …/analytics), not up the route tree.
  const analytics = useResolvedPath('..', { relative: 'path' });
  return (
    <StyledToolbar role="group" aria-label={t('toolbar.label')}>
      <Button as={Link} to={`${analytics.pathname}?period=${period}`} variant="ghost">
        {t('toolbar.back')}
      </Button>
      <Button onClick={() => window.print()}>{t('toolbar.print')}</Button>
    </StyledToolbar>
  );
}

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  @media print {
    display: none;
  }
`;
