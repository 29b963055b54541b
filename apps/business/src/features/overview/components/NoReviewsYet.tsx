import type { SyncJob } from '@sumaa/contracts';
import { EmptyState, InboxIcon, Text } from '@sumaa/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useGoogleConnectionStatusQuery } from '../api/googleConnectionStatus';
import { useLatestReviewSyncQuery } from '../api/latestReviewSync';
import { overviewQueryKeys } from '../api/overviewQueryKeys';
import { useOverviewTexts } from '../hooks/useOverviewTexts';
import { useBusinessFormat } from '../../../shared/business-settings/useBusinessFormat';

export interface NoReviewsYetProps {
  /** Whether this user may open the reviews page, where a sync is followed and started. */
  canOpenReviews: boolean;
}

/**
 * A business without reviews yet: why there are none, read from where they come from — the Google connection
 * and the latest sync (followed while it runs; the figures load again once it has finished).
 */
export function NoReviewsYet({ canOpenReviews }: NoReviewsYetProps) {
  const { t } = useOverviewTexts();
  const connection = useGoogleConnectionStatusQuery();
  const sync = useLatestReviewSyncQuery();
  useFiguresAfterSync(sync.data);

  let connectionLine: string | null = null;
  if (connection.isError) connectionLine = t('empty.googleUnknown');
  else if (connection.data) {
    const { connected, needsReconnect, googleEmail } = connection.data;
    if (needsReconnect) connectionLine = t('empty.googleNeedsReconnect');
    else if (!connected) connectionLine = t('empty.googleNotConnected');
    else
      connectionLine = googleEmail
        ? t('empty.googleConnectedAs', { email: googleEmail })
        : t('empty.googleConnected');
  }

  return (
    <EmptyState icon={<InboxIcon size="1.75rem" />} title={t('empty.title')} message={t('empty.message')}>
      <StyledStatus role="status" aria-label={t('empty.statusLabel')}>
        {connectionLine && <Text tone="secondary">{connectionLine}</Text>}
        {connection.data?.connected && <SyncLine sync={sync.data} failed={sync.isError} />}
      </StyledStatus>
      {canOpenReviews && (
        <Link to="../reviews" relative="path">
          {t('empty.openReviews')}
        </Link>
      )}
    </EmptyState>
  );
}

function SyncLine({ sync, failed }: { sync: SyncJob | null | undefined; failed: boolean }) {
  const { t } = useOverviewTexts();
  const format = useBusinessFormat();
  if (failed) return <Text tone="secondary">{t('empty.syncUnknown')}</Text>;
  if (sync === undefined) return null;
  if (sync === null) return <Text tone="secondary">{t('empty.syncNone')}</Text>;
  const date = format.dateTime(sync.finishedAt ?? sync.createdAt);
  const text = {
    queued: () => t('empty.syncRunning', { progress: format.share(sync.progress / 100) }),
    running: () => t('empty.syncRunning', { progress: format.share(sync.progress / 100) }),
    completed: () => t('empty.syncCompleted', { date }),
    failed: () => t('empty.syncFailed', { date, reason: sync.error?.message ?? '' }),
  }[sync.status]();
  return <Text tone="secondary">{text}</Text>;
}

/** When a sync seen under way has finished, the figures are read again: the first reviews may have come. */
function useFiguresAfterSync(sync: SyncJob | null | undefined) {
  const queryClient = useQueryClient();
  const sawUnderWay = useRef(false);
  useEffect(() => {
    if (sync?.status === 'queued' || sync?.status === 'running') sawUnderWay.current = true;
    else if (sync?.status === 'completed' && sawUnderWay.current) {
      sawUnderWay.current = false;
      void queryClient.invalidateQueries({ queryKey: overviewQueryKeys.all });
    }
  }, [sync?.status, queryClient]);
}

const StyledStatus = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;
