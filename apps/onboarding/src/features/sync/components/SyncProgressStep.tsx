import { errorTextOf } from '../../../shared/errorText';
import { SYNC_STAGE_KEYS, type SyncJob } from '@sumaa/contracts';
import { formatNumber, useLanguage } from '@sumaa/i18n';
import { AlertBanner, Button, Inline, Spinner, Stack, Text, VisuallyHidden } from '@sumaa/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useReviewSync } from '../hooks/useReviewSync';
import { SyncStageList } from './SyncStageList';

export interface SyncProgressStepProps {
  /** Arriving from the locations step: start the sync. Otherwise (a reload) resume the latest one. */
  startOnArrival: boolean;
  /** The job completed (the server has moved the user to the completion step). */
  onCompleted(job: SyncJob): void;
  /** Back to the locations (when the sync cannot run with what is linked). */
  onChooseLocations(): void;
}

/** Step 2: the real sync job's five stages, progress and counts, with what failed and a retry. */
export function SyncProgressStep({ startOnArrival, onCompleted, onChooseLocations }: SyncProgressStepProps) {
  const { t } = useTranslation('onboarding');
  const sync = useReviewSync({ startOnArrival, onCompleted });
  const backToLocations = (
    <Button variant="ghost" size="sm" onClick={onChooseLocations}>
      {t('steps.chooseLocations.title')}
    </Button>
  );

  if (!sync.job) {
    if (sync.startError) {
      return (
        <AlertBanner
          tone="error"
          action={
            <Inline gap={2}>
              <Button variant="secondary" size="sm" loading={sync.retrying} onClick={sync.retry}>
                {t('retry')}
              </Button>
              {backToLocations}
            </Inline>
          }
        >
          {errorTextOf(sync.startError, t('sync.startFailed'))}
        </AlertBanner>
      );
    }
    return <Spinner label={t('sync.starting')} />;
  }

  const { job } = sync;
  const failedStage = job.error?.stage ?? job.stages.find((stage) => stage.status === 'failed')?.key ?? null;

  return (
    <Stack gap={5}>
      <Text tone="secondary" size="sm">
        {t('sync.keepGoing')}
      </Text>
      <SyncProgressBar job={job} />
      <SyncStageList stages={job.stages} />
      <Announcement job={job} />

      {job.status === 'completed' && <AlertBanner tone="success">{t('sync.completed')}</AlertBanner>}
      {job.status === 'failed' && (
        <AlertBanner
          tone="error"
          title={t('sync.failedTitle', {
            stage: t(`sync.stages.${failedStage ?? SYNC_STAGE_KEYS[0]}`),
          })}
          action={
            <Inline gap={2}>
              <Button variant="secondary" size="sm" loading={sync.retrying} onClick={sync.retry}>
                {t('retry')}
              </Button>
              {backToLocations}
            </Inline>
          }
        >
          {job.error?.message ?? t('sync.loadFailed')}
        </AlertBanner>
      )}
      {sync.stalled && (
        <AlertBanner
          tone="warning"
          title={t('sync.stalledTitle')}
          action={
            <Button variant="secondary" size="sm" loading={sync.retrying} onClick={sync.retry}>
              {t('sync.restart')}
            </Button>
          }
        >
          {t('sync.stalled')}
        </AlertBanner>
      )}
      {sync.pollError !== null && !sync.stalled && (
        <AlertBanner tone="warning">{t('sync.pollFailed')}</AlertBanner>
      )}
    </Stack>
  );
}

function SyncProgressBar({ job }: { job: SyncJob }) {
  const { t } = useTranslation('onboarding');
  const { language } = useLanguage();
  const labelId = useId();
  const percent = formatNumber(job.progress / 100, language, { style: 'percent' });
  return (
    <Stack gap={2}>
      <Inline justify="space-between">
        <Text as="span" id={labelId} weight="semibold">
          {t('sync.progressLabel')}
        </Text>
        <Text as="span" weight="semibold" aria-hidden="true">
          {percent}
        </Text>
      </Inline>
      <StyledTrack
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.progress}
        aria-valuetext={percent}
      >
        <StyledFill $percent={job.progress} $failed={job.status === 'failed'} />
      </StyledTrack>
      <Inline gap={4}>
        {(job.reviewsTotal > 0 || job.reviewsImported > 0) && (
          <Text as="span" size="sm" tone="secondary">
            {t('sync.reviewsImported', { imported: job.reviewsImported, total: job.reviewsTotal })}
          </Text>
        )}
        {job.locationsTotal > 0 && (
          <Text as="span" size="sm" tone="secondary">
            {t('sync.locationsDone', { done: job.locationsDone, total: job.locationsTotal })}
          </Text>
        )}
      </Inline>
    </Stack>
  );
}

/** One polite line that changes only when a stage starts, or the job ends: what a screen reader hears. */
function Announcement({ job }: { job: SyncJob }) {
  const { t } = useTranslation('onboarding');
  const active = job.stages.find((stage) => stage.status === 'active');
  const failed = job.error?.stage ?? job.stages.find((stage) => stage.status === 'failed')?.key;
  let text = '';
  if (job.status === 'completed') text = t('sync.announceCompleted');
  else if (job.status === 'failed' && failed)
    text = t('sync.announceFailed', { stage: t(`sync.stages.${failed}`) });
  else if (active) text = t('sync.announceActive', { stage: t(`sync.stages.${active.key}`) });
  return <VisuallyHidden aria-live="polite">{text}</VisuallyHidden>;
}

const StyledTrack = styled.div`
  block-size: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const StyledFill = styled.div<{ $percent: number; $failed: boolean }>`
  block-size: 100%;
  inline-size: ${({ $percent }) => `${$percent}%`};
  border-radius: inherit;
  background: ${({ theme, $failed }) => ($failed ? theme.tones.danger.solid : theme.colors.primary)};
  transition: inline-size ${({ theme }) => theme.motion.duration.slow}
    ${({ theme }) => theme.motion.easing.standard};

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;
