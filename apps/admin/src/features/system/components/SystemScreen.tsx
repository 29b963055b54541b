// /admin/system (spec §2 "System"): the service checks, the server's recent log lines, and maintenance.
import {
  SYSTEM_THRESHOLDS,
  type SystemCheck,
  type SystemCheckStatus,
  type SystemLogLevel,
} from '@sumaa/contracts';
import { AlertBanner, Badge, Button, PageHeader, Select, Tabs, Text, TextField, type Tone } from '@sumaa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSystemLogsQuery, useSystemOverviewQuery } from '../hooks/systemQueries';
import { useSystemFormat } from '../hooks/useSystemFormat';
import { useSystemTexts } from '../hooks/useSystemTexts';
import { MaintenancePanel } from './MaintenancePanel';
import { StyledStack, StyledTable, StyledToolbar } from './systemLayout';

export const STATUS_TONE: Record<SystemCheckStatus, Tone> = {
  healthy: 'success',
  warning: 'warning',
  error: 'danger',
};

/** /admin/system (spec §2 "System"): service checks, logs and maintenance. */
export function SystemScreen() {
  const { t } = useSystemTexts();
  const { t: admin } = useTranslation('admin');
  return (
    <StyledPage>
      {/* The page's heading, as on the other sections (the tabs alone left it without a title). */}
      <PageHeader title={admin('sections.system.title')} description={admin('sections.system.summary')} />
      <Tabs
        label={t('tabs.label')}
        items={[
          { value: 'overview', label: t('tabs.overview'), panel: <OverviewPanel /> },
          { value: 'logs', label: t('tabs.logs'), panel: <LogsPanel /> },
          { value: 'maintenance', label: t('tabs.maintenance'), panel: <MaintenancePanel /> },
        ]}
      />
    </StyledPage>
  );
}

/** Figures whose values are names (the database engine, the mail transport): shown translated. */
const NAMED_VALUES = new Set(['engine', 'transport']);

function CheckFigures({ check }: { check: SystemCheck }) {
  const { t } = useSystemTexts();
  const format = useSystemFormat();
  const entries = Object.entries(check.figures).filter(([, value]) => value !== null && value !== '');
  return (
    <StyledFigures>
      {entries.map(([key, value]) => {
        let shown = String(value);
        if (key === 'sizeBytes' && typeof value === 'number') shown = format.bytes(value);
        else if (key === 'lastSyncAt' && typeof value === 'string') shown = format.dateTime(value);
        // An HTTP status or a port is a code, not a quantity: the reader's digits, without grouping.
        else if (typeof value === 'number' && (key === 'httpStatus' || key === 'port'))
          shown = format.code(value);
        else if (typeof value === 'number') shown = format.number(value);
        else if (typeof value === 'boolean') shown = t(value ? 'figures.yes' : 'figures.no');
        else if (NAMED_VALUES.has(key)) shown = t(`values.${key}.${shown}`, { defaultValue: shown });
        const ltr = key === 'url' || key === 'host';
        return (
          <div key={key}>
            <dt>{t(`figures.${key}`, { defaultValue: key })}</dt>
            <dd>{ltr ? <bdi dir="ltr">{shown}</bdi> : shown}</dd>
          </div>
        );
      })}
    </StyledFigures>
  );
}

function OverviewPanel() {
  const { t } = useSystemTexts();
  const format = useSystemFormat();
  const query = useSystemOverviewQuery();
  if (query.isError && !query.data) {
    return (
      <AlertBanner tone="error">
        {t('overview.loadFailed')}{' '}
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('overview.retry')}
        </Button>
      </AlertBanner>
    );
  }
  const model = query.data;
  return (
    <StyledStack>
      <StyledToolbar>
        {model && (
          <StyledFacts>
            <Text as="span">{t('overview.uptime', { value: format.uptime(model.uptimeSeconds) })}</Text>
            <Text as="span">{t('overview.checkedAt', { time: format.time(model.checkedAt) })}</Text>
          </StyledFacts>
        )}
        <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('overview.refresh')}
        </Button>
      </StyledToolbar>
      <StyledTable>
        <caption>{t('overview.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('overview.service')}</th>
            <th scope="col">{t('overview.status')}</th>
            <th scope="col">{t('overview.figures')}</th>
          </tr>
        </thead>
        <tbody>
          {(model?.checks ?? []).map((check) => (
            <tr key={check.id} data-check={check.id} data-status={check.status}>
              <th scope="row">
                {t(`kinds.${check.kind}`, {
                  name: t(`remoteNames.${check.name}`, { defaultValue: check.name }),
                })}
              </th>
              <td>
                <Badge tone={STATUS_TONE[check.status]} dot>
                  {t(`statuses.${check.status}`)}
                </Badge>
                {check.problem && <StyledProblem>{t(`problems.${check.problem}`)}</StyledProblem>}
                {check.detail && (
                  <StyledDetail>
                    <bdi dir="ltr">{check.detail}</bdi>
                  </StyledDetail>
                )}
              </td>
              <td>
                <CheckFigures check={check} />
              </td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
      <Text size="sm" tone="muted">
        {t('overview.thresholds', {
          db: format.number(SYSTEM_THRESHOLDS.databaseLatencyWarningMs),
          waitWarn: format.number(SYSTEM_THRESHOLDS.jobsOldestWaitingWarningSeconds / 60),
          waitError: format.number(SYSTEM_THRESHOLDS.jobsOldestWaitingErrorSeconds / 60),
          failError: format.number(SYSTEM_THRESHOLDS.jobsFailedLastHourError),
          http: format.number(SYSTEM_THRESHOLDS.httpLatencyWarningMs),
        })}
      </Text>
    </StyledStack>
  );
}

const LEVEL_TONE: Record<SystemLogLevel, Tone> = { info: 'info', warning: 'warning', error: 'danger' };

function LogsPanel() {
  const { t } = useSystemTexts();
  const format = useSystemFormat();
  const [level, setLevel] = useState<SystemLogLevel>('info');
  const [search, setSearch] = useState('');
  const query = useSystemLogsQuery(level, search.trim());
  const items = query.data?.items ?? [];
  return (
    <StyledStack>
      <StyledToolbar>
        <Select
          label={t('logs.level')}
          value={level}
          onChange={(event) => setLevel(event.target.value as SystemLogLevel)}
          options={(['info', 'warning', 'error'] as const).map((value) => ({
            value,
            label: t(`logs.levels.${value}`),
          }))}
        />
        <TextField
          label={t('logs.search')}
          placeholder={t('logs.searchPlaceholder')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </StyledToolbar>
      {query.data && (
        <Text size="sm" tone="muted">
          {t('logs.held', { held: query.data.held, capacity: query.data.capacity })}{' '}
          {t('logs.process', {
            name: query.data.process.name,
            startedAt: format.dateTime(query.data.process.startedAt),
          })}
        </Text>
      )}
      {items.length === 0 && !query.isPending ? (
        <Text>{t('logs.empty')}</Text>
      ) : (
        <StyledLogList aria-label={t('logs.caption')}>
          {items.map((line) => (
            <li key={line.seq}>
              <Badge tone={LEVEL_TONE[line.level]}>{t(`logs.levelNames.${line.level}`)}</Badge>
              <time dateTime={line.time}>{format.time(line.time)}</time>
              <StyledLogText dir="ltr">
                {line.message}
                {line.context && <small> {line.context}</small>}
              </StyledLogText>
            </li>
          ))}
        </StyledLogList>
      )}
    </StyledStack>
  );
}

const StyledPage = styled.div`
  display: grid;
  /* One column no wider than the page: the tab list and the tables scroll on a phone, not the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledFacts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.5rem;
`;

const StyledFigures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  font-size: 0.875rem;
  div {
    display: flex;
    gap: 0.25rem;
    min-inline-size: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledProblem = styled.div`
  font-size: 0.875rem;
  margin-block-start: 0.25rem;
`;

const StyledDetail = styled.div`
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const StyledLogList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: baseline;
    padding-block: 0.375rem;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledLogText = styled.code`
  flex: 1 1 20rem;
  min-inline-size: 0;
  overflow-wrap: anywhere;
  text-align: start;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
