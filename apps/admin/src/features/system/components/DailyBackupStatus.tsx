// The daily encrypted backup's state (issue 21): on, with its last success and last failure, or off and why
// (no key, no folder: it is never written unencrypted).
import type { SystemBackupSchedule } from '@sumaa/contracts';
import { AlertBanner, Badge, Text } from '@sumaa/ui';
import { useSystemFormat } from '../hooks/useSystemFormat';
import { useSystemTexts } from '../hooks/useSystemTexts';
import { StyledList } from './systemLayout';

export interface DailyBackupStatusProps {
  schedule: SystemBackupSchedule;
}

export function DailyBackupStatus({ schedule }: DailyBackupStatusProps) {
  const { t } = useSystemTexts();
  const format = useSystemFormat();
  if (!schedule.enabled) {
    return (
      <AlertBanner tone="warning">{t(`dailyBackup.refusals.${schedule.refusal ?? 'noKey'}`)}</AlertBanner>
    );
  }
  const { lastSuccess, lastFailure } = schedule;
  const failedLast = Boolean(lastFailure && (!lastSuccess || lastFailure.at > lastSuccess.at));
  return (
    <section aria-label={t('dailyBackup.title')}>
      <Text>
        <Badge tone={failedLast ? 'danger' : 'success'} dot>
          {t(failedLast ? 'dailyBackup.failing' : 'dailyBackup.on')}
        </Badge>{' '}
        {t('dailyBackup.keeps', { value: format.number(schedule.keep) })}
      </Text>
      <StyledList>
        <li>
          {lastSuccess
            ? t('dailyBackup.lastSuccess', {
                time: format.dateTime(lastSuccess.at),
                size: lastSuccess.sizeBytes === null ? '—' : format.bytes(lastSuccess.sizeBytes),
              })
            : t('dailyBackup.noSuccess')}
        </li>
        {lastFailure && (
          <li>
            {t('dailyBackup.lastFailure', { time: format.dateTime(lastFailure.at) })}{' '}
            {lastFailure.error && <bdi dir="ltr">{lastFailure.error}</bdi>}
          </li>
        )}
      </StyledList>
    </section>
  );
}
