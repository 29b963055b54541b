import { downloadRoute, saveBlob } from '@sumaa/api-client';
import {
  SYSTEM_RESTORE_CONFIRMATION,
  SYSTEM_THRESHOLDS,
  systemBackupDownloadEndpoint,
  type SystemCheck,
  type SystemCheckStatus,
  type SystemLogLevel,
} from '@sumaa/contracts';
import {
  AlertBanner,
  Badge,
  Button,
  Card,
  Heading,
  PageHeader,
  Select,
  Tabs,
  Text,
  TextField,
  type Tone,
} from '@sumaa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  useCreateBackupMutation,
  useRestoreMutation,
  useSystemBackupsQuery,
  useSystemLogsQuery,
  useSystemOverviewQuery,
  useSystemVersionQuery,
} from '../hooks/systemQueries';
import { useSystemTexts } from '../hooks/useSystemTexts';

export const STATUS_TONE: Record<SystemCheckStatus, Tone> = {
  healthy: 'success',
  warning: 'warning',
  error: 'danger',
};

/** A size in the reader's language and digits (Intl units: no Latin "MB" reversed inside Arabic text). */
export function formatBytes(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

function formatDuration(seconds: number, language: string): string {
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const format = (value: number, unit: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
  return [days ? format(days, 'day') : null, hours ? format(hours, 'hour') : null, format(minutes, 'minute')]
    .filter(Boolean)
    .join(' ');
}

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

function CheckFigures({ check }: { check: SystemCheck }) {
  const { t, i18n } = useSystemTexts();
  const language = i18n.language;
  const entries = Object.entries(check.figures).filter(([, value]) => value !== null && value !== '');
  return (
    <StyledFigures>
      {entries.map(([key, value]) => {
        let shown = String(value);
        if (key === 'sizeBytes' && typeof value === 'number') shown = formatBytes(value, language);
        else if (key === 'lastSyncAt' && typeof value === 'string')
          shown = new Date(value).toLocaleString(language);
        else if (typeof value === 'number') shown = new Intl.NumberFormat(language).format(value);
        else if (typeof value === 'boolean') shown = t(value ? 'figures.yes' : 'figures.no');
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
  const { t, i18n } = useSystemTexts();
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
            <Text as="span">
              {t('overview.uptime', { value: formatDuration(model.uptimeSeconds, i18n.language) })}
            </Text>
            <Text as="span">
              {t('overview.checkedAt', { time: new Date(model.checkedAt).toLocaleTimeString(i18n.language) })}
            </Text>
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
              <th scope="row">{t(`kinds.${check.kind}`, { name: check.name })}</th>
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
          db: SYSTEM_THRESHOLDS.databaseLatencyWarningMs,
          waitWarn: SYSTEM_THRESHOLDS.jobsOldestWaitingWarningSeconds / 60,
          waitError: SYSTEM_THRESHOLDS.jobsOldestWaitingErrorSeconds / 60,
          failError: SYSTEM_THRESHOLDS.jobsFailedLastHourError,
          http: SYSTEM_THRESHOLDS.httpLatencyWarningMs,
        })}
      </Text>
    </StyledStack>
  );
}

const LEVEL_TONE: Record<SystemLogLevel, Tone> = { info: 'info', warning: 'warning', error: 'danger' };

function LogsPanel() {
  const { t, i18n } = useSystemTexts();
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
          {t('logs.held', { held: query.data.held, capacity: query.data.capacity })}
        </Text>
      )}
      {items.length === 0 && !query.isPending ? (
        <Text>{t('logs.empty')}</Text>
      ) : (
        <StyledLogList aria-label={t('logs.caption')}>
          {items.map((line) => (
            <li key={line.seq}>
              <Badge tone={LEVEL_TONE[line.level]}>{t(`logs.levelNames.${line.level}`)}</Badge>
              <time dateTime={line.time}>{new Date(line.time).toLocaleTimeString(i18n.language)}</time>
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

function MaintenancePanel() {
  const { t, i18n } = useSystemTexts();
  const backups = useSystemBackupsQuery();
  const createBackup = useCreateBackupMutation();
  const restore = useRestoreMutation();
  const [file, setFile] = useState<File | null>(null);
  const [word, setWord] = useState('');
  const [checkUpdates, setCheckUpdates] = useState(false);
  const version = useSystemVersionQuery(checkUpdates);

  const download = async (id: string) => {
    const { blob, fileName } = await downloadRoute(systemBackupDownloadEndpoint, {
      params: { id },
      fallbackFileName: id,
    });
    saveBlob(blob, fileName);
  };

  return (
    <StyledStack>
      <Card>
        <Heading level={2}>{t('maintenance.backupTitle')}</Heading>
        <Button loading={createBackup.isPending} onClick={() => createBackup.mutate()}>
          {t('maintenance.backupNow')}
        </Button>
        {createBackup.isSuccess && <AlertBanner tone="success">{t('maintenance.backupDone')}</AlertBanner>}
        {createBackup.isError && <AlertBanner tone="error">{createBackup.error.message}</AlertBanner>}
        {backups.data && backups.data.items.length === 0 && <Text>{t('maintenance.noBackups')}</Text>}
        {backups.data && backups.data.items.length > 0 && (
          <StyledTable>
            <caption>{t('maintenance.backupsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('maintenance.backupTime')}</th>
                <th scope="col">{t('maintenance.backupSize')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('maintenance.download')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {backups.data.items.map((backup) => (
                <tr key={backup.id}>
                  <td>{new Date(backup.createdAt).toLocaleString(i18n.language)}</td>
                  <td>{formatBytes(backup.sizeBytes, i18n.language)}</td>
                  <td>
                    <Button variant="secondary" size="sm" onClick={() => void download(backup.id)}>
                      {t('maintenance.download')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        )}
      </Card>
      <Card>
        <Heading level={2}>{t('maintenance.restoreTitle')}</Heading>
        <AlertBanner tone="warning">{t('maintenance.restoreWarning')}</AlertBanner>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (file) restore.mutate({ file, confirmation: word.trim() });
          }}
        >
          <StyledStack>
            <label>
              {t('maintenance.restoreFile')}
              <input
                type="file"
                accept=".gz,.dump,application/gzip,application/octet-stream"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </label>
            <TextField
              label={t('maintenance.restoreConfirm')}
              value={word}
              dir="ltr"
              autoComplete="off"
              onChange={(event) => setWord(event.target.value)}
            />
            <div>
              <Button
                type="submit"
                variant="danger"
                loading={restore.isPending}
                disabled={!file || word.trim() !== SYSTEM_RESTORE_CONFIRMATION}
              >
                {t('maintenance.restore')}
              </Button>
            </div>
          </StyledStack>
        </form>
        {restore.isSuccess && <AlertBanner tone="success">{t('maintenance.restoreDone')}</AlertBanner>}
        {restore.isError && <AlertBanner tone="error">{restore.error.message}</AlertBanner>}
      </Card>
      <Card>
        <Heading level={2}>{t('maintenance.updatesTitle')}</Heading>
        <Button
          variant="secondary"
          loading={version.isFetching}
          onClick={() => (checkUpdates ? void version.refetch() : setCheckUpdates(true))}
        >
          {t('maintenance.checkUpdates')}
        </Button>
        {version.data && (
          <StyledList>
            <li>{t('maintenance.version', { version: version.data.version })}</li>
            <li>
              {t('maintenance.commit', { commit: '' })}
              <bdi dir="ltr">{version.data.commit?.slice(0, 12) ?? '—'}</bdi>
            </li>
            {version.data.remotes.map((remote) => (
              <li key={remote.name}>
                {t('maintenance.remote', {
                  name: remote.name,
                  version: remote.reachable ? (remote.buildVersion ?? '—') : t('maintenance.unreachable'),
                })}
              </li>
            ))}
          </StyledList>
        )}
      </Card>
    </StyledStack>
  );
}

const StyledPage = styled.div`
  display: grid;
  /* One column no wider than the page: the tab list and the tables scroll on a phone, not the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
`;
const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-inline-size: 0;
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: 0.75rem;
`;

const StyledFacts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.5rem;
`;

const StyledTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  caption {
    text-align: start;
    font-weight: 600;
    padding-block-end: 0.5rem;
  }
  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: 0.625rem 0.5rem;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  @media (max-width: 767px) {
    thead {
      display: none;
    }
    tr,
    th,
    td {
      display: block;
    }
    tr {
      border-block-end: 1px solid ${({ theme }) => theme.colors.border};
      padding-block: 0.5rem;
    }
    th,
    td {
      border: 0;
      padding-block: 0.25rem;
    }
  }
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

const StyledList = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
`;
