import { Button, RefreshIcon, Text, useToast } from '@sumaa/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { reviewQueryKeys } from '../api/reviewQueryKeys';
import { isSyncActive, useLatestSyncQuery, useStartSyncMutation } from '../api/reviewSync';
import { useReviewsTexts } from '../hooks/useReviewsTexts';
import { failureText } from '@sumaa/app-kit';
import { useBusinessFormat } from '../../../shared/business-settings/useBusinessFormat';

/**
 * "Sync now" for managers and admins: runs the scheduled incremental sync at once, shows its progress from the
 * real job, and refreshes the list and the figures when it ends. A sync already running (the schedule's)
 * shows here too, and the button waits for it.
 */
export function SyncControl() {
  const { t } = useReviewsTexts();
  const format = useBusinessFormat();
  const toast = useToast();
  const queryClient = useQueryClient();
  const latest = useLatestSyncQuery({ enabled: true });
  const start = useStartSyncMutation();
  const job = latest.data ?? null;
  const active = isSyncActive(job);
  // The job seen running here: its end is announced once, and a sync that ended before the page opened is not.
  const followed = useRef<string | null>(null);

  useEffect(() => {
    if (!job) return;
    if (isSyncActive(job)) {
      followed.current = job.id;
      return;
    }
    if (followed.current !== job.id) return;
    followed.current = null;
    void queryClient.invalidateQueries({ queryKey: reviewQueryKeys.lists });
    void queryClient.invalidateQueries({ queryKey: reviewQueryKeys.summary });
    // The new reviews' notifications are waiting: the bell need not wait for its next poll.
    void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    if (job.status === 'completed') toast.show({ message: t('sync.done') });
    else
      toast.show({
        message: t('sync.failed', { reason: job.error?.message ?? t('noValue') }),
        tone: 'error',
      });
  }, [job, queryClient, t, toast]);

  const startSync = () =>
    start.mutate(undefined, {
      onError: (error) => toast.show({ message: failureText(error, t('sync.startFailed')), tone: 'error' }),
    });

  return (
    <StyledSync>
      <Button
        variant="secondary"
        startIcon={<RefreshIcon />}
        loading={start.isPending || active}
        onClick={startSync}
      >
        {t('sync.button')}
      </Button>
      {active && job ? (
        <StyledProgress>
          <Text as="span" size="xs" tone="secondary" role="status">
            {t('sync.running', { percent: format.percent(job.progress) })}
          </Text>
          <StyledBar
            role="progressbar"
            aria-label={t('sync.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={job.progress}
          >
            <span style={{ inlineSize: `${job.progress}%` }} />
          </StyledBar>
        </StyledProgress>
      ) : job?.finishedAt ? (
        <Text as="span" size="xs" tone="secondary">
          {t('sync.lastSynced', { when: format.relative(job.finishedAt) })}
        </Text>
      ) : (
        // The line's room while the last sync is read, so the header does not grow under the page (issue 25).
        <Text as="span" size="xs" aria-hidden="true">
          {'\u00a0'}
        </Text>
      )}
    </StyledSync>
  );
}

const StyledSync = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]};

  ${({ theme }) => theme.media.belowTablet} {
    align-items: stretch;
  }
`;

const StyledProgress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 12rem;
`;

const StyledBar = styled.span`
  display: block;
  block-size: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;

  & > span {
    display: block;
    block-size: 100%;
    background: ${({ theme }) => theme.colors.primary};
    transition: inline-size ${({ theme }) => theme.motion.duration.normal};
  }
`;
