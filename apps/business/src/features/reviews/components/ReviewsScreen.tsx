import { REVIEW_PAGE_SIZES } from '@sumaa/contracts';
import { ApiError } from '@sumaa/api-client';
import {
  Button,
  EmptyState,
  InboxIcon,
  Inline,
  KeyboardHint,
  PageHeader,
  SkeletonRows,
  Stack,
  Text,
  useToast,
} from '@sumaa/ui';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteReviewReplyMutation } from '../api/deleteReviewReply';
import { useReviewQuery } from '../api/review';
import { useReviewsQuery } from '../api/reviewsList';
import { useReviewView } from '../hooks/useReviewView';
import { ReviewWorkspaceProvider, useReviewWorkspace } from '../hooks/useReviewWorkspace';
import { useReviewsTexts } from '../hooks/useReviewsTexts';
import { exportQueryOf, hasActiveFilters, listQueryOf } from '../lib/reviewFilters';
import { ConfirmDialog, LoadFailure, ListPaginator } from '@sumaa/app-kit';
import { ReplyDialog } from './ReplyDialog';
import { ReturnReplyDialog } from './ReturnReplyDialog';
import { ReviewDetailsDialog } from './ReviewDetailsDialog';
import { ReviewFiltersBar } from './ReviewFiltersBar';
import { ReviewKeywordChip } from './ReviewKeywordChip';
import { ReviewList } from './ReviewList';
import { ReviewsExportButton } from './ReviewsExportButton';
import { ReviewSummaryCards } from './ReviewSummaryCards';
import { SyncControl } from './SyncControl';

/** A loaded card's height, so the skeleton holds the page's final size. */
const CARD_HEIGHT = '168px';

/**
 * The review inbox (spec §2 "reviews"): summary cards, filters kept in the address, the page of review cards
 * with their reply boxes and assignment panels, pagination, and the details, reply, delete and return dialogs.
 * Everything shown comes from the server; nothing is sample data.
 */
export function ReviewsScreen() {
  const reviewView = useReviewView();
  return (
    <ReviewWorkspaceProvider onOpenDetails={reviewView.setOpenReview}>
      <ReviewsInbox {...reviewView} />
    </ReviewWorkspaceProvider>
  );
}

function ReviewsInbox({
  view,
  openReviewId,
  setFilter,
  setFilters,
  clearFilters,
  setPage,
  setPageSize,
  setOpenReview,
}: ReturnType<typeof useReviewView>) {
  const { t } = useReviewsTexts();
  const { t: business } = useTranslation('business');
  const toast = useToast();
  const workspace = useReviewWorkspace();
  const query = useMemo(() => listQueryOf(view), [view]);
  const list = useReviewsQuery(query);
  const deleteReply = useDeleteReviewReplyMutation();
  const page = list.data;
  const filtered = hasActiveFilters(view);
  const resultsId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const keywordRemoved = useRef(false);

  // The keyword chip's remove button goes with it: focus the results' count (what the removal changed), or the
  // search box when no filter is left to count.
  useEffect(() => {
    if (!keywordRemoved.current || view.keyword) return;
    keywordRemoved.current = false;
    (document.getElementById(resultsId) ?? searchRef.current)?.focus();
  }, [view.keyword, resultsId]);

  // A page past the end (a shared link, the last review of the last page answered away): go to the last one.
  useEffect(() => {
    if (page && page.items.length === 0 && page.total > 0 && view.page > 1)
      setPage(Math.ceil(page.total / view.pageSize));
  }, [page, setPage, view.page, view.pageSize]);

  // The review a link or a card opened; read by its id when it is not on this page.
  const onPage = (id: string | null) => (id ? page?.items.find((review) => review.id === id) : undefined);
  const detailsOnPage = onPage(openReviewId);
  const details = useReviewQuery(openReviewId, { enabled: !detailsOnPage && !list.isPending });
  const replyDialogId = workspace.replyBox?.place === 'dialog' ? workspace.replyBox.reviewId : null;
  const replyDialogOnPage = onPage(replyDialogId);
  const replyDialogQuery = useReviewQuery(replyDialogId, { enabled: !replyDialogOnPage });
  const replyDialogReview = replyDialogOnPage ?? replyDialogQuery.data;

  const closeDetails = () => {
    if (workspace.assignPanel?.place === 'dialog') workspace.closeAssignPanel();
    setOpenReview(null);
  };

  return (
    <Stack gap={6}>
      <Inline justify="space-between" align="start" gap={4}>
        <PageHeader title={business('pages.reviews.title')} description={t('description')} />
        <Inline gap={3} align="start" wrap>
          <ReviewsExportButton query={exportQueryOf(view)} disabled={page?.total === 0} />
          {workspace.abilities.isManager && <SyncControl />}
        </Inline>
      </Inline>

      <ReviewSummaryCards
        onShowUnreplied={() => setFilters({ replied: 'unreplied' })}
        onShowNegative={() => setFilters({ sentiment: 'Negative' })}
      />

      <ReviewFiltersBar filters={view} onChange={setFilter} searchRef={searchRef} />
      {view.keyword && (
        <ReviewKeywordChip
          keyword={view.keyword}
          onRemove={() => {
            keywordRemoved.current = true;
            setFilter('keyword', null);
          }}
        />
      )}

      <Stack as="section" gap={3} aria-label={t('list.label')}>
        {page && filtered && (
          <Inline justify="space-between">
            <Text id={resultsId} tabIndex={-1} tone="secondary" size="sm" role="status">
              {t('filters.results', { count: page.total })}
            </Text>
            <Button size="sm" variant="ghost" onClick={clearFilters}>
              {t('filters.clear')}
            </Button>
          </Inline>
        )}
        {list.isPending ? (
          <SkeletonRows rows={view.pageSize} rowHeight={CARD_HEIGHT} gap="12px" label={t('list.loading')} />
        ) : !page ? (
          // Only a page that could not be read at all; a failed background poll keeps the page shown.
          <LoadFailure title={t('list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
        ) : page.total === 0 ? (
          filtered ? (
            <EmptyState titleAs="h2" title={t('list.noMatchTitle')} message={t('list.noMatchMessage')}>
              <Button variant="secondary" onClick={clearFilters}>
                {t('filters.clear')}
              </Button>
            </EmptyState>
          ) : (
            <EmptyState
              icon={<InboxIcon size="1.75rem" />}
              titleAs="h2"
              title={t('list.emptyTitle')}
              message={t('list.emptyMessage')}
            />
          )
        ) : (
          <>
            <KeyboardHint>{t('list.keyboardHint')}</KeyboardHint>
            <ReviewList reviews={page.items} updating={list.isPlaceholderData} />
            <ListPaginator
              page={view.page}
              pageSizes={REVIEW_PAGE_SIZES}
              label={t('pagination.label')}
              previousLabel={t('pagination.previous')}
              nextLabel={t('pagination.next')}
              pageSizeLabel={t('pagination.pageSize')}
              pageSize={view.pageSize}
              total={page.total}
              onPageChange={setPage}
              onPageSizeChange={setPageSize}
            />
          </>
        )}
      </Stack>

      {openReviewId && !replyDialogId && (
        <ReviewDetailsDialog
          review={detailsOnPage ?? details.data}
          loading={list.isPending || details.isPending}
          notFound={details.error instanceof ApiError && details.error.status === 404}
          error={details.error}
          onRetry={() => void details.refetch()}
          onClose={closeDetails}
        />
      )}
      {replyDialogReview && (
        <ReplyDialog
          review={replyDialogReview}
          userId={workspace.abilities.userId}
          onClose={workspace.closeReplyBox}
        />
      )}
      {workspace.deleting && (
        <ConfirmDialog
          title={t('deleteReply.title')}
          message={t('deleteReply.message')}
          confirmLabel={t('deleteReply.confirm')}
          failedText={t('deleteReply.failed')}
          onConfirm={async () => {
            await deleteReply.mutateAsync(workspace.deleting!);
            toast.show({ message: t('deleteReply.done') });
          }}
          onClose={() => workspace.askDelete(null)}
        />
      )}
      {workspace.returning && (
        <ReturnReplyDialog reviewId={workspace.returning} onClose={() => workspace.askReturn(null)} />
      )}
    </Stack>
  );
}
