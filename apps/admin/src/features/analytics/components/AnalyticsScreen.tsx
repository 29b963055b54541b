import {
  INSIGHT_METRICS,
  INSIGHT_PERIODS,
  type AdminAnalytics,
  type InsightMetric,
  type InsightPeriod,
} from '@sumaa/contracts';
import {
  Button,
  PageHeader,
  Select,
  SkeletonRows,
  Stack,
  Text,
  useToast,
  BarTrendChart,
  Panel,
  PanelEmpty,
} from '@sumaa/ui';
import { useLanguage } from '@sumaa/i18n';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LoadFailure, failureText, type Format, useFormat } from '@sumaa/app-kit';
import { useAdminAnalyticsQuery } from '../api/adminAnalytics';
import { useExportAnalyticsMutation } from '../api/exportAnalytics';
import { useAnalyticsTexts } from '../hooks/useAnalyticsTexts';
import { InsightLists } from './InsightLists';
import { PlansTable } from './PlansTable';
import { SegmentsTable } from './SegmentsTable';

const DEFAULT_PERIOD: InsightPeriod = '30d';
const DEFAULT_METRIC: InsightMetric = 'revenue';

const pick = <T extends string>(value: string | null, options: readonly T[], fallback: T): T =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : fallback;

/** /admin/analytics (spec §2 "analytics"): the period and metric (kept in the address) drive every figure. */
export function AnalyticsScreen() {
  const { t } = useAnalyticsTexts();
  const { t: admin } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const period = pick(params.get('period'), INSIGHT_PERIODS, DEFAULT_PERIOD);
  const metric = pick(params.get('metric'), INSIGHT_METRICS, DEFAULT_METRIC);
  const query = useAdminAnalyticsQuery(period, metric);
  const toast = useToast();
  const exportCsv = useExportAnalyticsMutation();

  const choose = (name: 'period' | 'metric', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );

  let body;
  if (query.isError && !query.isFetching && query.data === undefined) {
    body = (
      <LoadFailure title={t('trend.loadError')} error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (query.data === undefined) {
    body = <SkeletonRows rows={4} rowHeight="10rem" label={t('trend.title')} />;
  } else {
    body = <AnalyticsBody data={query.data} busy={query.isPlaceholderData} />;
  }

  return (
    <Stack gap={6}>
      <PageHeader title={admin('sections.analytics.title')} description={t('description')} />
      <StyledToolbar role="group" aria-label={t('toolbar.label')}>
        <StyledSelect
          label={t('toolbar.period')}
          value={period}
          options={INSIGHT_PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
          onChange={(event) => choose('period', event.target.value)}
        />
        <StyledSelect
          label={t('toolbar.metric')}
          value={metric}
          options={INSIGHT_METRICS.map((value) => ({ value, label: t(`metrics.${value}`) }))}
          onChange={(event) => choose('metric', event.target.value)}
        />
        <StyledExport
          variant="secondary"
          loading={exportCsv.isPending}
          onClick={() =>
            exportCsv.mutate(
              { period, metric },
              {
                onError: (error) =>
                  toast.show({ tone: 'error', message: failureText(error, t('toolbar.exportFailed')) }),
              },
            )
          }
        >
          {t('toolbar.export')}
        </StyledExport>
      </StyledToolbar>
      {query.isError && query.data !== undefined && (
        <LoadFailure title={t('trend.loadError')} error={query.error} onRetry={() => void query.refetch()} />
      )}
      {body}
    </Stack>
  );
}

function AnalyticsBody({ data, busy }: { data: AdminAnalytics; busy: boolean }) {
  const { t } = useAnalyticsTexts();
  const { dir } = useLanguage();
  const format = useFormat();
  const value = (amount: number) => (data.metric === 'revenue' ? format.money(amount) : format.count(amount));
  const hasValues = data.trend.some((bucket) => bucket.value > 0);
  return (
    <Stack gap={6}>
      <Panel
        title={`${t('trend.title')}: ${t(`metrics.${data.metric}`)}`}
        aside={`${t(`periods.${data.period}`)} · ${t(`buckets.${data.bucket}`)}`}
        busy={busy}
      >
        <Text tone="muted" size="sm">
          {t(`metricNotes.${data.metric}`)} · {t('trend.total', { value: value(data.total) })} ·{' '}
          {t('trend.previous', { value: value(data.previousTotal) })}
        </Text>
        {hasValues ? (
          <BarTrendChart
            dir={dir}
            caption={t('trend.table')}
            headers={[t('trend.bucket'), t(`metrics.${data.metric}`)]}
            formatValue={value}
            formatTick={data.metric === 'revenue' ? format.compact : format.count}
            bars={data.trend.map((bucket) => ({
              key: bucket.from,
              axisLabel: axisLabel(format, data.bucket, bucket.from),
              tableLabel: tableLabel(format, t, data.bucket, bucket.from, bucket.to),
              value: bucket.value,
            }))}
          />
        ) : (
          <PanelEmpty>{t('trend.empty')}</PanelEmpty>
        )}
      </Panel>
      <Panel title={t('plans.title')} aside={t(`periods.${data.period}`)} busy={busy}>
        <PlansTable plans={data.plans} />
      </Panel>
      <Panel title={t('segments.title')} busy={busy}>
        <SegmentsTable segments={data.segments} />
      </Panel>
      <InsightLists strengths={data.strengths} improvements={data.improvements} busy={busy} />
    </Stack>
  );
}

function axisLabel(format: Format, bucket: AdminAnalytics['bucket'], from: string): string {
  return bucket === 'month' ? format.monthShort(from.slice(0, 7)) : format.dayShort(from);
}

function tableLabel(
  format: Format,
  t: ReturnType<typeof useAnalyticsTexts>['t'],
  bucket: AdminAnalytics['bucket'],
  from: string,
  to: string,
): string {
  if (bucket === 'day') return format.dayLong(from);
  if (bucket === 'month' && from.endsWith('-01')) return format.monthLong(from.slice(0, 7));
  return t('trend.range', { from: format.dayLong(from), to: format.dayLong(to) });
}

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledSelect = styled(Select)`
  min-inline-size: 12rem;
`;

const StyledExport = styled(Button)`
  margin-inline-start: auto;
`;
