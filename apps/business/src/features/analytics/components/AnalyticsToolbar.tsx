import { Select } from '@sumaa/ui';
import styled from 'styled-components';
import { useAnalyticsTexts } from '../hooks/useAnalyticsTexts';
import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  type PeriodDays,
  periodFromSearch,
} from '../../../shared/analytics-period';
import { AnalyticsExportActions } from './export/AnalyticsExportActions';

export interface AnalyticsToolbarProps {
  period: AnalyticsPeriod;
  /** The period's days the page shows, null until the business's time zone is known. */
  days: PeriodDays | null;
  onPeriodChange(period: AnalyticsPeriod): void;
}

/** The period select that drives every figure of the page, and the export of that period at the inline end. */
export function AnalyticsToolbar({ period, days, onPeriodChange }: AnalyticsToolbarProps) {
  const { t } = useAnalyticsTexts();
  return (
    <StyledToolbar role="group" aria-label={t('toolbar.label')} data-tour-anchor="analytics">
      <StyledPeriod
        label={t('toolbar.period')}
        value={String(period)}
        options={ANALYTICS_PERIODS.map((value) => ({ value: String(value), label: t(`periods.${value}`) }))}
        onChange={(event) => onPeriodChange(periodFromSearch(event.target.value))}
      />
      <StyledActions>
        <AnalyticsExportActions period={period} days={days} />
      </StyledActions>
    </StyledToolbar>
  );
}

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledPeriod = styled(Select)`
  min-inline-size: 12rem;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  &:empty {
    display: none;
  }
`;
