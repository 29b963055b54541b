import type { AdminOverview, PlatformAlert, TopSubscriber } from '@sumaa/contracts';
import {
  Card,
  DataTable,
  type DataTableColumn,
  PageHeader,
  SkeletonRows,
  Stack,
  Text,
  BarTrendChart,
  Panel,
  PanelEmpty,
  StatGrid,
  plainList,
} from '@sumaa/ui';
import { useLanguage } from '@sumaa/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { LoadFailure, useFormat } from '@sumaa/app-kit';
import { useAdminOverviewQuery } from '../api/adminOverview';
import { useOverviewTexts } from '../hooks/useOverviewTexts';

/** Sections are siblings of the overview under the console's base path. */
const sectionLink = (section: string, search?: string) =>
  `../${section}${search ? `?search=${encodeURIComponent(search)}` : ''}`;

/** /admin (spec §2 "overview"): four KPIs, six months of performance, alerts, top subscribers, shortcuts. */
export function OverviewScreen() {
  const { t } = useOverviewTexts();
  const { t: admin } = useTranslation('admin');
  const query = useAdminOverviewQuery();

  let body;
  if (query.isError && !query.isFetching) {
    body = <LoadFailure title={t('loadError')} error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.data === undefined) {
    body = <SkeletonRows rows={4} rowHeight="8rem" label={t('kpis.label')} />;
  } else {
    body = <OverviewBody data={query.data} />;
  }
  return (
    <Stack gap={6}>
      <PageHeader title={admin('sections.overview.title')} description={t('description')} />
      {body}
      <Shortcuts />
    </Stack>
  );
}

function OverviewBody({ data }: { data: AdminOverview }) {
  const { t } = useOverviewTexts();
  const { dir } = useLanguage();
  const format = useFormat();
  const { kpis } = data;
  const none = t('kpis.noValue');
  return (
    <>
      <StatGrid
        label={t('kpis.label')}
        items={[
          {
            id: 'total',
            label: t('kpis.total'),
            value: format.count(kpis.totalSubscribers),
            note: t('kpis.totalNote', {
              active: format.count(kpis.active),
              trialing: format.count(kpis.trialing),
              pastDue: format.count(kpis.pastDue),
            }),
          },
          {
            id: 'mrr',
            label: t('kpis.mrr'),
            value: format.money(kpis.monthlyRecurringRevenue),
            note: t('kpis.mrrNote'),
          },
          {
            id: 'growth',
            label: t('kpis.growth'),
            value: kpis.growthRate === null ? none : format.change(kpis.growthRate),
            note: t('kpis.growthNote', {
              current: format.count(kpis.newSubscribers),
              previous: format.count(kpis.previousNewSubscribers),
            }),
          },
          {
            id: 'retention',
            label: t('kpis.retention'),
            value: kpis.retentionRate === null ? none : format.percent(kpis.retentionRate),
            note: t('kpis.retentionNote', {
              retained: format.count(kpis.retained),
              base: format.count(kpis.retentionBase),
            }),
          },
        ]}
      />
      <StyledColumns>
        <Panel title={t('performance.title')} aside={t('performance.window')}>
          {data.performance.some((month) => month.revenue > 0 || month.newSubscribers > 0) ? (
            <>
              <Text tone="muted" size="xs">
                {t('performance.legend')}
              </Text>
              <BarTrendChart
                dir={dir}
                caption={t('performance.table')}
                headers={[t('performance.month'), t('performance.revenue'), t('performance.newSubscribers')]}
                formatValue={format.money}
                formatTick={format.compact}
                bars={data.performance.map((month) => ({
                  key: month.month,
                  axisLabel: format.monthShort(month.month),
                  tableLabel: format.monthLong(month.month),
                  value: month.revenue,
                  topLabel: month.newSubscribers > 0 ? format.count(month.newSubscribers) : undefined,
                  extraCells: [format.count(month.newSubscribers)],
                }))}
              />
            </>
          ) : (
            <PanelEmpty>{t('performance.empty')}</PanelEmpty>
          )}
        </Panel>
        <Panel title={t('alerts.title')}>
          <AlertList alerts={data.alerts} />
        </Panel>
      </StyledColumns>
      <Panel title={t('top.title')}>
        <TopSubscribers rows={data.topSubscribers} />
      </Panel>
    </>
  );
}

function AlertList({ alerts }: { alerts: readonly PlatformAlert[] }) {
  const { t } = useOverviewTexts();
  const format = useFormat();
  if (alerts.length === 0) return <PanelEmpty>{t('alerts.empty')}</PanelEmpty>;
  return (
    <StyledAlerts>
      {alerts.map((alert) => (
        <StyledAlert
          key={alert.id}
          $tone={alert.kind === 'slaBreached' || alert.kind === 'syncFailed' ? 'warning' : 'danger'}
        >
          <StyledAlertText>
            <Text weight="semibold">{t(`alerts.kinds.${alert.kind}`)}</Text>
            <Text size="sm">
              <bdi>{alert.subject}</bdi>
              {alert.detail && (
                <Text as="span" tone="muted" size="sm">
                  {' · '}
                  <bdi>{alert.detail}</bdi>
                </Text>
              )}
            </Text>
            <Text tone="muted" size="xs">
              <time dateTime={alert.at}>{format.dateTime(alert.at)}</time>
            </Text>
          </StyledAlertText>
          <StyledLink to={sectionLink(alert.link.section, alert.link.search)} relative="path">
            {t('alerts.open')}
          </StyledLink>
        </StyledAlert>
      ))}
    </StyledAlerts>
  );
}

type TopColumn = 'name' | 'plan' | 'status' | 'revenue' | 'monthly';

function TopSubscribers({ rows }: { rows: readonly TopSubscriber[] }) {
  const { t } = useOverviewTexts();
  const format = useFormat();
  const columns = useMemo<DataTableColumn<TopSubscriber, TopColumn>[]>(
    () => [
      {
        id: 'name',
        header: t('top.name'),
        cell: (row) => (
          <Link to={sectionLink('customers', row.name)} relative="path">
            {row.name}
          </Link>
        ),
      },
      { id: 'plan', header: t('top.plan'), cell: (row) => row.planName },
      { id: 'status', header: t('top.status'), cell: (row) => t(`statuses.${row.status}`) },
      { id: 'revenue', header: t('top.revenue'), align: 'end', cell: (row) => format.money(row.revenue) },
      {
        id: 'monthly',
        header: t('top.monthly'),
        align: 'end',
        cell: (row) => format.money(row.monthlyRevenue),
      },
    ],
    [t, format],
  );
  if (rows.length === 0) return <PanelEmpty>{t('top.empty')}</PanelEmpty>;
  return (
    <DataTable
      caption={t('top.caption')}
      captionVisuallyHidden
      columns={columns}
      rows={rows}
      rowKey={(row) => row.subscriptionId}
    />
  );
}

const SHORTCUTS = ['customers', 'subscriptions', 'plans', 'system'] as const;

function Shortcuts() {
  const { t } = useOverviewTexts();
  return (
    <nav aria-label={t('shortcuts.title')}>
      <StyledShortcuts>
        {SHORTCUTS.map((section) => (
          <li key={section}>
            <StyledShortcut to={sectionLink(section)} relative="path">
              <StyledShortcutCard>
                <Text weight="semibold">{t(`shortcuts.${section}.title`)}</Text>
                <Text tone="muted" size="sm">
                  {t(`shortcuts.${section}.text`)}
                </Text>
              </StyledShortcutCard>
            </StyledShortcut>
          </li>
        ))}
      </StyledShortcuts>
    </nav>
  );
}

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(26rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledAlerts = styled.ul`
  ${plainList(3)}
`;

const StyledAlert = styled.li<{ $tone: 'warning' | 'danger' }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-inline-start: ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid ${({ theme, $tone }) => theme.colors[$tone]};
`;

const StyledAlertText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

const StyledLink = styled(Link)`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledShortcuts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(13rem, calc(50% - 0.5rem)), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledShortcut = styled(Link)`
  display: block;
  block-size: 100%;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.lg};

  &:hover > * {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledShortcutCard = styled(Card)`
  gap: ${({ theme }) => theme.space[1]};
  block-size: 100%;
`;
