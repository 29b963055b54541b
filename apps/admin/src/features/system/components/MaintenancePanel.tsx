// The maintenance tab: backups on demand and the daily encrypted one, restore from a file, the running build.
import { downloadRoute, saveBlob } from '@sumaa/api-client';
import { SYSTEM_RESTORE_CONFIRMATION, systemBackupDownloadEndpoint } from '@sumaa/contracts';
import { AlertBanner, Button, Card, Heading, Text, TextField } from '@sumaa/ui';
import { useState } from 'react';
import {
  useCreateBackupMutation,
  useRestoreMutation,
  useSystemBackupsQuery,
  useSystemVersionQuery,
} from '../hooks/systemQueries';
import { useSystemFormat } from '../hooks/useSystemFormat';
import { useSystemTexts } from '../hooks/useSystemTexts';
import { BackupFileInput } from './BackupFileInput';
import { DailyBackupStatus } from './DailyBackupStatus';
import { StyledList, StyledStack, StyledTable } from './systemLayout';

export function MaintenancePanel() {
  const { t } = useSystemTexts();
  const format = useSystemFormat();
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
        {backups.data?.schedule && <DailyBackupStatus schedule={backups.data.schedule} />}
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
                  <td>{format.dateTime(backup.createdAt)}</td>
                  <td>{format.bytes(backup.sizeBytes)}</td>
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
            <BackupFileInput file={file} onChange={setFile} />
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
                  name: t(`remoteNames.${remote.name}`, { defaultValue: remote.name }),
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
