import { ListPaginator, LoadFailure } from '@sumaa/app-kit';
import {
  REVIEW_REQUEST_FAILURE_REASONS,
  type ReviewRequest,
  type ReviewRequestFailureReason,
} from '@sumaa/contracts';
import {
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Heading,
  InboxIcon,
  Inline,
  Select,
  SkeletonRows,
  Stack,
  Text,
} from '@sumaa/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useReviewRequestHistoryQuery } from '../api/reviewRequestHistory';
import { useBusinessFormat } from '../../../shared/business-settings/useBusinessFormat';
import { useRequestsTexts } from '../hooks/useRequestsTexts';
import {
  HISTORY_PAGE_SIZES,
  historyQueryOf,
  REQUEST_CHANNELS,
  REQUEST_STATUSES,
  type RequestsView,
} from '../lib/requestsView';
import { LtrText } from './LtrText';
import { RequestStatusBadge } from './RequestStatusBadge';

export interface HistoryTabProps {
  view: RequestsView['history'];
  onChange(values: Record<string, string | number | null>): void;
}

const isOwnFailureReason = (reason: string): reason is ReviewRequestFailureReason =>
  (REVIEW_REQUEST_FAILURE_REASONS as readonly string[]).includes(reason);

/** A delivery failure's reason: ours in words, a provider's as it gave it (left to right, it is their text). */
function FailureReason({ reason }: { reason: string }) {
  const { t } = useRequestsTexts();
  if (isOwnFailureReason(reason)) {
    return (
      <Text size="sm" tone="danger">
        {t('history.failedBecause', { reason: t(`failureReasons.${reason}`) })}
      </Text>
    );
  }
  return (
    <Text size="sm" tone="danger">
      {t('history.providerReason')} <LtrText>{reason}</LtrText>
    </Text>
  );
}

/** The requests sent and queued, newest first, filtered by status and channel (in the address), page by page. */
export function HistoryTab({ view, onChange }: HistoryTabProps) {
  const { t } = useRequestsTexts();
  const format = useBusinessFormat();
  const titleId = useId();
  const history = useReviewRequestHistoryQuery(historyQueryOf(view));
  const filtered = view.status !== null || view.channel !== null;
  const clear = () => onChange({ status: null, channel: null, historyPage: null });

  const whenOf = (request: ReviewRequest) => {
    if (request.clickedAt) return t('history.clickedAt', { time: format.dateTime(request.clickedAt) });
    if (request.sentAt) return t('history.sentAt', { time: format.dateTime(request.sentAt) });
    return t('history.scheduledFor', { time: format.dateTime(request.scheduledFor) });
  };

  const columns: DataTableColumn<ReviewRequest>[] = [
    {
      id: 'contact',
      header: t('history.columns.contact'),
      cell: (request) => request.contactName ?? t('history.deletedContact'),
    },
    {
      id: 'channel',
      header: t('history.columns.channel'),
      cell: (request) => <ChannelName>{t(`channels.${request.channel}`)}</ChannelName>,
    },
    {
      id: 'status',
      header: t('history.columns.status'),
      cell: (request) => (
        <Stack gap={1} align="start">
          <RequestStatusBadge status={request.status} />
          {request.status === 'failed' && request.failureReason && (
            <FailureReason reason={request.failureReason} />
          )}
        </Stack>
      ),
    },
    {
      id: 'link',
      header: t('history.columns.link'),
      cell: (request) => (
        <Text size="sm">
          <LtrText>{request.link}</LtrText>
        </Text>
      ),
    },
    { id: 'when', header: t('history.columns.when'), cell: whenOf },
  ];

  return (
    <Stack as="section" gap={4} aria-labelledby={titleId}>
      <Heading level={4} as="h2" id={titleId}>
        {t('history.heading')}
      </Heading>
      <Inline gap={4} wrap align="end">
        <Select
          label={t('history.status')}
          value={view.status ?? ''}
          onChange={(event) => onChange({ status: event.target.value || null, historyPage: null })}
          options={[
            { value: '', label: t('history.all') },
            ...REQUEST_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
          ]}
        />
        <Select
          label={t('history.channel')}
          value={view.channel ?? ''}
          onChange={(event) => onChange({ channel: event.target.value || null, historyPage: null })}
          options={[
            { value: '', label: t('history.all') },
            ...REQUEST_CHANNELS.map((channel) => ({ value: channel, label: t(`channels.${channel}`) })),
          ]}
        />
        {filtered && (
          <Button variant="ghost" onClick={clear}>
            {t('history.clear')}
          </Button>
        )}
      </Inline>
      {history.isPending ? (
        <SkeletonRows rows={view.pageSize} rowHeight="56px" label={t('history.loading')} />
      ) : history.isError ? (
        <LoadFailure
          title={t('history.loadError')}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : history.data.items.length === 0 ? (
        filtered ? (
          <EmptyState titleAs="h3" title={t('history.noMatchTitle')} message={t('history.noMatchMessage')}>
            <Button variant="secondary" onClick={clear}>
              {t('history.clear')}
            </Button>
          </EmptyState>
        ) : (
          <EmptyState
            icon={<InboxIcon size="1.75rem" />}
            titleAs="h3"
            title={t('history.emptyTitle')}
            message={t('history.emptyMessage')}
          >
            <Button variant="secondary" onClick={() => onChange({ tab: 'send' })}>
              {t('tabs.send')}
            </Button>
          </EmptyState>
        )
      ) : (
        <>
          <Text tone="secondary" size="sm" role="status">
            {t('history.total', { count: history.data.total })}
          </Text>
          <DataTable
            caption={t('history.caption')}
            captionVisuallyHidden
            columns={columns}
            rows={history.data.items}
            rowKey={(request) => request.id}
            busy={history.isPlaceholderData}
          />
          <ListPaginator
            page={view.page}
            pageSize={view.pageSize}
            total={history.data.total}
            pageSizes={HISTORY_PAGE_SIZES}
            onPageChange={(page) => onChange({ historyPage: page === 1 ? null : page })}
            onPageSizeChange={(pageSize) => onChange({ historyPageSize: pageSize, historyPage: null })}
          />
        </>
      )}
    </Stack>
  );
}

/** A channel's name is one word ("واتساب", "WhatsApp"): a narrow column must not break it. */
const ChannelName = styled.span`
  white-space: nowrap;
`;
