import type { Segment } from '@sumaa/contracts';
import { useFormat } from '@sumaa/app-kit';
import { DataTable, type DataTableColumn, PanelEmpty } from '@sumaa/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useAnalyticsTexts } from '../hooks/useAnalyticsTexts';

type ColumnId = 'activity' | 'subscribers' | 'share' | 'active' | 'mrr';

/** Every subscriber by registration's activity type, with its share drawn as a bar along the inline axis. */
export function SegmentsTable({ segments }: { segments: readonly Segment[] }) {
  const { t } = useAnalyticsTexts();
  const format = useFormat();
  const total = segments.reduce((sum, segment) => sum + segment.subscribers, 0);
  const columns = useMemo<DataTableColumn<Segment, ColumnId>[]>(
    () => [
      { id: 'activity', header: t('segments.activity'), cell: (row) => t(`activities.${row.activityType}`) },
      {
        id: 'subscribers',
        header: t('segments.subscribers'),
        align: 'end',
        cell: (row) => format.count(row.subscribers),
      },
      {
        id: 'share',
        header: t('segments.share'),
        cell: (row) => {
          const share = total === 0 ? 0 : (row.subscribers / total) * 100;
          return (
            <StyledShare>
              <StyledTrack aria-hidden="true">
                <StyledFill style={{ inlineSize: `${share}%` }} />
              </StyledTrack>
              <span>{format.percent(Math.round(share * 10) / 10)}</span>
            </StyledShare>
          );
        },
      },
      { id: 'active', header: t('segments.active'), align: 'end', cell: (row) => format.count(row.active) },
      {
        id: 'mrr',
        header: t('segments.mrr'),
        align: 'end',
        cell: (row) => format.money(row.monthlyRecurringRevenue),
      },
    ],
    [t, format, total],
  );
  if (segments.length === 0) return <PanelEmpty>{t('segments.empty')}</PanelEmpty>;
  return (
    <DataTable
      captionVisuallyHidden
      caption={t('segments.caption')}
      columns={columns}
      rows={segments}
      rowKey={(row) => row.activityType}
    />
  );
}

const StyledShare = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  white-space: nowrap;
`;

const StyledTrack = styled.span`
  display: inline-block;
  inline-size: 4rem;
  block-size: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const StyledFill = styled.span`
  display: block;
  block-size: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;
