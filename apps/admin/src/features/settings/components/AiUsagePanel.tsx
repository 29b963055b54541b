import { LoadFailure, useFormat } from '@sumaa/app-kit';
import type { AiUsage } from '@sumaa/contracts';
import { DataTable, type DataTableColumn, Panel, PanelEmpty, Select, StatGrid, Stack } from '@sumaa/ui';
import { useMemo, useState } from 'react';
import { useAiUsageQuery } from '../api/aiUsage';
import { useSettingsTexts } from '../hooks/useSettingsTexts';

/** The windows offered: the log keeps 90 days. */
const WINDOWS = [7, 30, 90] as const;

type Day = AiUsage['byDay'][number];
type Destination = AiUsage['destinations'][number];
type TopBusiness = AiUsage['topBusinesses'][number];

/**
 * Where the platform's AI calls went and how many were made (issue 24), from the log of AI calls (no text is
 * kept): the totals by outcome and the tokens, each host and model called, the days with calls, and the businesses
 * that called most. Beside the AI settings, so the declared region is read next to what actually happened.
 */
export function AiUsagePanel() {
  const { t } = useSettingsTexts();
  const format = useFormat();
  const [days, setDays] = useState<number>(30);
  const query = useAiUsageQuery(days);
  const usage = query.data;

  const dayColumns = useMemo<DataTableColumn<Day, 'day' | 'succeeded' | 'failed' | 'timedOut'>[]>(
    () => [
      { id: 'day', header: t('aiUsage.day'), cell: (row) => format.day(row.day) },
      {
        id: 'succeeded',
        header: t('aiUsage.succeeded'),
        align: 'end',
        cell: (row) => format.count(row.succeeded),
      },
      { id: 'failed', header: t('aiUsage.failed'), align: 'end', cell: (row) => format.count(row.failed) },
      {
        id: 'timedOut',
        header: t('aiUsage.timedOut'),
        align: 'end',
        cell: (row) => format.count(row.timedOut),
      },
    ],
    [t, format],
  );
  const destinationColumns = useMemo<DataTableColumn<Destination, 'host' | 'model' | 'calls'>[]>(
    () => [
      { id: 'host', header: t('aiUsage.host'), cell: (row) => <bdi dir="ltr">{row.host}</bdi> },
      { id: 'model', header: t('aiUsage.model'), cell: (row) => <bdi dir="ltr">{row.model}</bdi> },
      { id: 'calls', header: t('aiUsage.calls'), align: 'end', cell: (row) => format.count(row.calls) },
    ],
    [t, format],
  );
  const businessColumns = useMemo<DataTableColumn<TopBusiness, 'name' | 'calls' | 'tokens'>[]>(
    () => [
      { id: 'name', header: t('aiUsage.business'), cell: (row) => <bdi>{row.name}</bdi> },
      { id: 'calls', header: t('aiUsage.calls'), align: 'end', cell: (row) => format.count(row.calls) },
      { id: 'tokens', header: t('aiUsage.tokens'), align: 'end', cell: (row) => format.count(row.tokens) },
    ],
    [t, format],
  );

  const windowChoice = (
    <Select
      label={t('aiUsage.window')}
      value={String(days)}
      onChange={(event) => setDays(Number(event.target.value))}
      options={WINDOWS.map((value) => ({
        value: String(value),
        // Arabic counts 3–10 days with a plural noun and 11 and more with a singular one.
        label: t(value <= 10 ? 'aiUsage.lastDaysFew' : 'aiUsage.lastDaysMany', { days: format.count(value) }),
      }))}
    />
  );

  return (
    <Panel title={t('aiUsage.title')} aside={windowChoice} busy={query.isFetching}>
      {query.isPending ? (
        <PanelEmpty>{t('aiUsage.loading')}</PanelEmpty>
      ) : query.isError && !usage ? (
        <LoadFailure
          title={t('aiUsage.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : usage ? (
        <Stack gap={4}>
          <StatGrid
            label={t('aiUsage.totalsLabel')}
            items={[
              { id: 'calls', label: t('aiUsage.calls'), value: format.count(usage.totals.calls) },
              { id: 'succeeded', label: t('aiUsage.succeeded'), value: format.count(usage.totals.succeeded) },
              {
                id: 'failed',
                label: t('aiUsage.failedOrTimedOut'),
                value: format.count(usage.totals.failed + usage.totals.timedOut),
              },
              {
                id: 'tokens',
                label: t('aiUsage.tokens'),
                value: format.count(usage.totals.promptTokens + usage.totals.completionTokens),
                note: t('aiUsage.tokensNote', {
                  prompt: format.count(usage.totals.promptTokens),
                  completion: format.count(usage.totals.completionTokens),
                }),
              },
            ]}
          />
          {usage.totals.calls === 0 ? (
            <PanelEmpty>{t('aiUsage.empty')}</PanelEmpty>
          ) : (
            <Stack gap={4}>
              <DataTable
                caption={t('aiUsage.destinations')}
                columns={destinationColumns}
                rows={usage.destinations}
                rowKey={(row) => `${row.host} ${row.model}`}
              />
              <DataTable
                caption={t('aiUsage.topBusinesses')}
                columns={businessColumns}
                rows={usage.topBusinesses}
                rowKey={(row) => row.businessId}
              />
              <DataTable
                caption={t('aiUsage.byDay')}
                columns={dayColumns}
                rows={usage.byDay.filter((day) => day.succeeded + day.failed + day.timedOut > 0).reverse()}
                rowKey={(row) => row.day}
              />
            </Stack>
          )}
        </Stack>
      ) : null}
    </Panel>
  );
}
