import type { PlanPerformance } from '@sumaa/contracts';
import { useFormat } from '@sumaa/app-kit';
import { DataTable, type DataTableColumn, PanelEmpty } from '@sumaa/ui';
import { useMemo } from 'react';
import { useAnalyticsTexts } from '../hooks/useAnalyticsTexts';

type ColumnId = 'name' | 'subscribers' | 'active' | 'mrr' | 'revenue';

/** The plans by the period's revenue, then subscribers (the API's order). */
export function PlansTable({ plans }: { plans: readonly PlanPerformance[] }) {
  const { t } = useAnalyticsTexts();
  const format = useFormat();
  const columns = useMemo<DataTableColumn<PlanPerformance, ColumnId>[]>(
    () => [
      { id: 'name', header: t('plans.plan'), cell: (row) => row.name },
      {
        id: 'subscribers',
        header: t('plans.subscribers'),
        align: 'end',
        cell: (row) => format.count(row.subscribers),
      },
      { id: 'active', header: t('plans.active'), align: 'end', cell: (row) => format.count(row.active) },
      {
        id: 'mrr',
        header: t('plans.mrr'),
        align: 'end',
        cell: (row) => format.money(row.monthlyRecurringRevenue),
      },
      { id: 'revenue', header: t('plans.revenue'), align: 'end', cell: (row) => format.money(row.revenue) },
    ],
    [t, format],
  );
  if (plans.length === 0) return <PanelEmpty>{t('plans.empty')}</PanelEmpty>;
  return (
    <DataTable
      captionVisuallyHidden
      caption={t('plans.caption')}
      columns={columns}
      rows={plans}
      rowKey={(row) => row.planId}
    />
  );
}
